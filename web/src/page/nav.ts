/**
 * How the public pages navigate: a tap on a link to another page of the site is a document
 * navigation, before the app runs and after, and the browser prerenders the nav's other pages while
 * the visitor reads, so that a tap on a link to one of them activates a page already rendered. A
 * document navigation answers sooner than the app's router even where nothing was prerendered
 * (docs/speed.md, "One way to navigate"), and needs nothing readied; the app's router changes pages
 * in the operator area only. A prerendered page fades in once opened (SPEC's 0.4 s, schedule.ts's
 * whenOpened, app/theme.ts); a page loaded from scratch shows at once, as the first page of a visit
 * does: the browser's view transition would fade it too, but its snapshot of the page being left
 * held the tap back past 200 ms (docs/speed.md, "Every link").
 *
 * Once the current page's content has painted, boot.ts adds one `<script type="speculationrules">`
 * listing the nav's other pages (a list rule: prerendered at once) and marks the links to them with
 * PRERENDER_ATTRIBUTE. Nothing of it is in the HTML, so nothing competes with the first paint, and
 * the Content Security Policy allows rules added this way by `'inline-speculation-rules'`, not any
 * inline script. Browsers without speculation rules (Firefox, Safari today) get neither the rules
 * nor the mark: their tap is an ordinary page load, as it is where the browser made no prerender or
 * dropped it.
 *
 * A prerendered page runs its islands (listeners only) but counts no view, fetches no seat count,
 * prefetches nothing and starts no app until the visitor opens it (page/schedule.ts, whenOpened): a page
 * the visitor never opens leaves no trace.
 */

export const PRERENDER_ATTRIBUTE = 'data-prerender';

/** A link to a page of the site. */
const SITE_LINKS_SELECTOR = 'a[href^="/"]';
const NAV_LINKS_SELECTOR = `nav[aria-label="Main"] ${SITE_LINKS_SELECTOR}`;

/** The rule set for these addresses: prerender each at once (a list rule's default eagerness). */
export const speculationRules = (urls: readonly string[]) => ({ prerender: [{ source: 'list', urls }] });

/** Whether this browser acts on speculation rules. */
const speculates = (): boolean => HTMLScriptElement.supports?.('speculationrules') ?? false;

/**
 * Offers the nav's other pages for prerendering, at every address a link of the page gives them
 * (the hero's `/pricing#blast` is a page of its own to the browser, which activates a prerender
 * only at its exact address): one rule set listing them, and the mark on each link. Nothing where
 * the browser has no speculation rules. Returns the addresses offered.
 */
export function offerNavForPrerender(doc: Document = document, here: string = location.pathname): string[] {
  if (!speculates()) return [];
  const navPaths = new Set(Array.from(doc.querySelectorAll<HTMLAnchorElement>(NAV_LINKS_SELECTOR), (link) => link.pathname));
  navPaths.delete(here);
  const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>(SITE_LINKS_SELECTOR)).filter((link) => navPaths.has(link.pathname));
  const urls = [...new Set(links.map((link) => link.href))];
  if (urls.length === 0) return urls;
  const rules = doc.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = JSON.stringify(speculationRules(urls));
  doc.head.append(rules);
  for (const link of links) link.setAttribute(PRERENDER_ATTRIBUTE, '');
  return urls;
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
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(SITE_LINKS_SELECTOR);
      if (link && link.pathname !== location.pathname) event.stopPropagation();
    },
    { capture: true },
  );
}
