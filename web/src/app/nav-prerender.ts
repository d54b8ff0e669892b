/**
 * The nav's other pages, prerendered by the browser while the visitor reads, so that a tap on a
 * nav link activates a page that is already rendered instead of loading or rendering one (issue
 * 36: the nav's Pricing link within 200 ms, early and late).
 *
 * Once the current page's content has painted, boot.ts adds one `<script type="speculationrules">`
 * listing the nav's other pages (a list rule: prerendered at once) and marks those links with
 * PRERENDER_ATTRIBUTE. Nothing of it is in the HTML, so nothing competes with the first paint, and
 * the Content Security Policy allows rules added this way by `'inline-speculation-rules'`, not any
 * inline script. Browsers without speculation rules (Firefox, Safari today) get neither the rules
 * nor the mark, and their nav is as before.
 *
 * A marked link stays a document navigation after the app has run (followMarkedNavLinks): the
 * app would otherwise route the tap itself and render the next page, where the browser has it
 * rendered already. Where the browser made no prerender or dropped it, the tap is an ordinary page
 * load.
 *
 * A prerendered page runs its islands (listeners only) but counts no view, fetches no seat count,
 * prefetches nothing and starts no app until the visitor opens it (boot.ts, whenOpened): a page
 * the visitor never opens leaves no trace. Opened, its content fades in as the app's pages do
 * (SPEC's 0.4 s, styles/critical.css `[data-opened]`).
 */

export const PRERENDER_ATTRIBUTE = 'data-prerender';

const NAV_LINKS_SELECTOR = 'nav[aria-label="Main"] a[href^="/"]';

/** A site path without its trailing slash ('/' stays '/'). */
const pathOf = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The rule set for these paths: prerender each at once (a list rule's default eagerness). */
export const speculationRules = (paths: readonly string[]) => ({ prerender: [{ source: 'list', urls: paths }] });

/** Whether this browser acts on speculation rules: its nav taps are then left to it (app/shell/ReadyNavPages.tsx readies nothing). */
export const speculates = (): boolean => HTMLScriptElement.supports?.('speculationrules') ?? false;

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
 * Leaves a tap on a marked nav link to the browser, which activates the prerendered page: the
 * click is kept from the app's router (React listens at its root, below the window, where this
 * capture listener runs first). Only a plain primary click, which the router would take over; a
 * click with a modifier (a new tab, a download) is the browser's anyway.
 */
export function followMarkedNavLinks(target: Window = window): void {
  target.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a[${PRERENDER_ATTRIBUTE}]`) : null;
      if (link && link.closest('nav[aria-label="Main"]')) event.stopPropagation();
    },
    { capture: true },
  );
}
