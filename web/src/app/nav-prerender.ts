/**
 * The nav's other pages, prerendered by the browser while the visitor reads, so that a tap on a
 * nav link activates a page that is already rendered instead of loading or rendering one (issue
 * 36: the nav's Pricing link within 200 ms, early and late).
 *
 * Every prerendered page carries SPECULATION_RULES inline (scripts/prerender.ts; the CSP allows
 * exactly this block by its hash in firebase.json's script-src, scripts/csp.ts inlineScriptSource). The rules
 * prerender the links that carry PRERENDER_ATTRIBUTE, and nothing carries it in the HTML: boot.ts
 * marks the nav's links to the other pages once the current page's content has painted, so nothing
 * competes with the first paint. Browsers without speculation rules (Firefox, Safari today) ignore
 * the block and the mark.
 *
 * A marked link stays a document navigation after the app has run (followMarkedNavLinks): the
 * app would otherwise route the tap itself and render the next page, where the browser has it
 * rendered already. Where the prerender was not made or was dropped, the tap is an ordinary page
 * load.
 *
 * A prerendered page runs its islands (listeners only) but counts no view, fetches no seat count,
 * prefetches nothing and starts no app until the visitor activates it (boot.ts, whenOpened): a
 * page the visitor never opens leaves no trace.
 */

export const PRERENDER_ATTRIBUTE = 'data-prerender';

/** The rule set every page carries: prerender the marked links as soon as they are marked. */
export const SPECULATION_RULES = {
  prerender: [{ where: { selector_matches: `a[${PRERENDER_ATTRIBUTE}]` }, eagerness: 'immediate' }],
} as const;

/** The text of the page's `<script type="speculationrules">`, byte for byte what the CSP's hash covers. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);

const NAV_LINKS_SELECTOR = 'nav[aria-label="Main"] a[href^="/"]';

/** A site path without its trailing slash ('/' stays '/'). */
const pathOf = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** Marks the nav's links to the other pages for prerendering. */
export function offerNavForPrerender(doc: Document = document, here: string = location.pathname): void {
  doc.querySelectorAll<HTMLAnchorElement>(NAV_LINKS_SELECTOR).forEach((link) => {
    if (pathOf(link.pathname) !== pathOf(here)) link.setAttribute(PRERENDER_ATTRIBUTE, '');
  });
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
