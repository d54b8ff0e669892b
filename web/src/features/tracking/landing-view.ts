/**
 * The page view of the page a visitor lands on is counted by boot.ts, before the app runs (the
 * app may not run at all for a visitor who only reads); the app counts the pages it navigates to
 * after that. A visitor's first input can start the app before boot.ts has counted the landing
 * (it waits for the content's paint): then the app counts it. Either side claims the landing view
 * first (page/handoff.ts, claimLandingView), so it is posted once.
 */
import { isOperatorPathname } from '@blast/catalog';
import { captureCampaign } from '../../lib/campaign';
import { claimLandingView } from '../../page/handoff';
import { trackPageView } from './api/track-page-view';

/** The operator's pages are not the site's traffic. */
export function isTracked(pathname: string): boolean {
  return !isOperatorPathname(pathname);
}

/** Keeps the address's campaign and counts the view of the page the visitor landed on, unless the app has. */
export function countLandingView(): void {
  captureCampaign(location.search);
  if (!isTracked(location.pathname) || !claimLandingView(location.pathname, location.search)) return;
  void trackPageView(location.pathname.slice(0, 512), document.referrer.slice(0, 2048));
}
