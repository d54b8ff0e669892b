/**
 * The nav's other pages, prerendered by the browser while the visitor reads, so that a tap on a
 * nav link before the app has run activates a page that is already rendered instead of loading
 * one. Hosting names the rules in a `Speculation-Rules` header (firebase.json; no inline script,
 * the CSP allows none), and the rules prerender the links that carry PRERENDER_ATTRIBUTE, which
 * boot.ts sets on the nav's links once the current page has painted: nothing competes with the
 * current page's first paint. Once the app runs, it routes those taps itself and the marks go.
 *
 * A prerendered page runs its islands (listeners only) but counts no view, fetches no seat count
 * and starts no app until the visitor activates it: a page the visitor never
 * opens leaves no trace (boot.ts, whenOpened).
 */
import { sitePathFor } from '@blast/catalog';

export const PRERENDER_ATTRIBUTE = 'data-prerender';

/** The rule set Hosting serves at SPECULATION_RULES_PATH (written into web/dist by scripts/prerender.ts). */
export const SPECULATION_RULES = {
  prerender: [{ where: { selector_matches: `a[${PRERENDER_ATTRIBUTE}]` }, eagerness: 'immediate' }],
} as const;
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

const NAV_LINKS_SELECTOR = 'nav[aria-label="Main"] a[href^="/"]';

/** Marks the nav's links to other pages for prerendering. */
export function offerNavForPrerender(): void {
  const here = sitePathFor(location.pathname);
  document.querySelectorAll<HTMLAnchorElement>(NAV_LINKS_SELECTOR).forEach((link) => {
    if (sitePathFor(link.pathname) !== here) link.setAttribute(PRERENDER_ATTRIBUTE, '');
  });
}

/** Takes the marks off (the app routes the nav's taps itself): the browser drops the prerendered pages. */
export function withdrawNavPrerender(): void {
  document.querySelectorAll(`[${PRERENDER_ATTRIBUTE}]`).forEach((link) => link.removeAttribute(PRERENDER_ATTRIBUTE));
}
