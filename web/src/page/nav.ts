/**
 * How the public pages navigate: a tap on a link to another page of the site is a document
 * navigation, before the app runs and after, and the browser prerenders the nav's other pages while
 * the visitor reads, so that a tap on the nav activates a page already rendered. A document
 * navigation answers sooner than the app's router even where nothing was prerendered (docs/speed.md,
 * "One way to navigate"), and needs nothing readied. The next page fades in as a view transition
 * (SPEC's 0.4 s, app/theme.ts), prerendered or not; the app's router changes pages in the operator
 * area only.
 *
 * Once the current page's content has painted, boot.ts adds one `<script type="speculationrules">`
 * listing the nav's other pages (a list rule: prerendered at once) and marks those links with
 * PRERENDER_ATTRIBUTE. Nothing of it is in the HTML, so nothing competes with the first paint, and
 * the Content Security Policy allows rules added this way by `'inline-speculation-rules'`, not any
 * inline script. Browsers without speculation rules (Firefox, Safari today) get neither the rules
 * nor the mark: their tap is an ordinary page load of the prerendered page, as it is where the
 * browser made no prerender or dropped it.
 *
 * A prerendered page runs its islands (listeners only) but counts no view, fetches no seat count,
 * prefetches nothing and starts no app until the visitor opens it (page/schedule.ts, whenOpened): a page
 * the visitor never opens leaves no trace.
 */

export const PRERENDER_ATTRIBUTE = 'data-prerender';

const NAV_LINKS_SELECTOR = 'nav[aria-label="Main"] a[href^="/"]';

/** A site path without its trailing slash ('/' stays '/'). */
const pathOf = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The rule set for these paths: prerender each at once (a list rule's default eagerness). */
export const speculationRules = (paths: readonly string[]) => ({ prerender: [{ source: 'list', urls: paths }] });

/** Whether this browser acts on speculation rules. */
const speculates = (): boolean => HTMLScriptElement.supports?.('speculationrules') ?? false;

/**
 * Offers the nav's links to the other pages for prerendering: one rule set listing them, and the
 * mark on each. Nothing where the browser has no speculation rules. Returns the paths offered.
 */
export function offerNavForPrerender(doc: Document = document, here: string = location.pathname): string[] {
  if (!speculates()) return [];
  const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>(NAV_LINKS_SELECTOR)).filter((link) => pathOf(link.pathname) !== pathOf(here));
  const paths = [...new Set(links.map((link) => pathOf(link.pathname)))];
  if (paths.length === 0) return paths;
  const rules = doc.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = JSON.stringify(speculationRules(paths));
  doc.head.append(rules);
  for (const link of links) link.setAttribute(PRERENDER_ATTRIBUTE, '');
  return paths;
}

/**
 * Leaves a tap on a link to another page of the site to the browser, which loads the page (or
 * activates it, prerendered): the click is kept from the app's router (React listens at its root,
 * below the window, where this capture listener runs first). Only a plain primary click, which the
 * router would take over; a click with a modifier (a new tab, a download) is the browser's anyway.
 * A link to a place on the same page stays the app's. The islands act on buttons, never on links,
 * so no island misses a click this keeps from the document.
 */
export function followSiteLinks(target: Window = window): void {
  target.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="/"]');
      if (link && link.pathname !== location.pathname) event.stopPropagation();
    },
    { capture: true },
  );
}
