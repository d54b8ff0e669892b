/** A Chromium that prerenders under DevTools (scripts/bench/prerender-tab.ts), which bench:tap uses too. */
export { WAS_PRERENDERED, evaluateInTab, launchPrerendering, tapAt } from '../../scripts/bench/prerender-tab';
