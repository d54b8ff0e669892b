/**
 * The page view of the page a visitor lands on is counted by boot.ts, before the app runs (the
 * app may not run at all for a visitor who only reads); the app counts the pages it navigates to
 * after that. `window.blastLandingView` names the address boot.ts counted (a property, not an
 * attribute on <html>: changing one of those makes the browser restyle the whole page).
 */
import { OPERATOR_PATHS, sitePathFor } from '@blast/catalog';
import { captureCampaign } from '../../lib/campaign';
import { trackPageView } from './api/track-page-view';

/** The operator's pages are not the site's traffic. */
export function isTracked(pathname: string): boolean {
  const page = sitePathFor(pathname);
  return !(page && OPERATOR_PATHS.includes(page));
}

const address = () => location.pathname + location.search;

/** Keeps the address's campaign and counts the view of the page the visitor landed on. */
export function countLandingView(): void {
  captureCampaign(location.search);
  if (!isTracked(location.pathname)) return;
  window.blastLandingView = address();
  void trackPageView(location.pathname.slice(0, 512), document.referrer.slice(0, 2048));
}

/** Whether boot.ts has counted this address already (the visitor's landing, not a navigation). */
export function landingViewCounted(pathname: string, search: string): boolean {
  return window.blastLandingView === pathname + search;
}
