/**
 * The page's one script: it wires the page before the app (page/). The prerendered HTML is the
 * whole page and paints without JavaScript; its controls answer without the app, through the
 * islands this starts before the paint. Once the content has painted it counts the page view,
 * puts the live founders seat count on the pill, fetches the app's chunks without running them
 * and offers the nav's other pages to the browser for prerendering; the app (main.tsx) takes the
 * page over later (page/app-start.ts). It imports no chunk: what it shares with the app it has as
 * its own copies (web/vite-plugins.ts, bootOwnCopies).
 */
import { isOperatorPathname, isThankYouPathname } from '@blast/catalog';
import orderIslandUrl from 'virtual:blast/order-island-url';
import { startBookingIsland } from './features/booking/booking-island';
import { startCheckoutIsland } from './features/checkout/checkout-island';
import { captureLead } from './features/leads/api/capture-lead';
import { startConsultationIsland } from './features/leads/consultation-island';
import { startSnapshotIsland } from './features/leads/snapshot-island';
import { getSeatsLeft } from './features/seats/api/get-seats';
import { storeSeats } from './features/seats/seat-storage';
import { hideEndedAnnouncement } from './features/site-content/announcement';
import { countLandingView } from './features/tracking/landing-view';
import { startUsageEstimateLoader } from './features/usage-estimate/usage-estimate-loader';
import { captureCampaign } from './lib/campaign';
import { appAsked, readyAppWhileIdle, startApp, startAppOnFirstInput } from './page/app-start';
import { pageToast, showSeats } from './page/handoff';
import { loadIsland, type Island, type PageServices } from './page/islands';
import { followSiteLinks, offerNavForPrerender } from './page/nav';
import { afterContentPainted, nextTask, whenOpened } from './page/schedule';

/** Every page's islands. */
const ISLANDS: readonly Island[] = [
  startCheckoutIsland,
  startSnapshotIsland,
  startConsultationIsland,
  startBookingIsland,
  startUsageEstimateLoader,
  hideEndedAnnouncement,
];

/** The live count on the pill while the page is still the prerendered one; the app keeps it after. */
async function showLiveSeats(): Promise<void> {
  const count = await getSeatsLeft();
  if (appAsked()) return;
  storeSeats(count);
  // With no seat left the plan cards lose the founders offer: that takes the app.
  if (count === 0) startApp();
  else showSeats(count);
}

// The campaign first: the islands send it with what the visitor does, however early.
captureCampaign(location.search);
const page: PageServices = { toast: (input) => pageToast(input, startApp), captureLead };
for (const island of ISLANDS) island(page);

const operatorPage = isOperatorPathname(location.pathname);
// The thank-you pages fill in the buyer's order without the app, where Stripe sent a buyer back
// (`?session_id=cs_...`), once the content is on screen: the order's script and request come after it.
const orderPage = isThankYouPathname(location.pathname);
if (orderPage && /session_id=cs_/.test(location.search)) afterContentPainted(() => void loadIsland(orderIslandUrl));
if (!operatorPage) {
  startAppOnFirstInput();
  followSiteLinks();
}
whenOpened(() =>
  afterContentPainted(async () => {
    if (operatorPage) return startApp();
    // The page view in tasks of its own (its first read of storage and first request each hold
    // the thread a moment), so that no one long task follows the paint.
    countLandingView();
    await nextTask();
    showLiveSeats().catch((err: unknown) => console.error('Could not fetch the founders seat count; the app will try again', err));
    readyAppWhileIdle();
    // Not from a thank-you page, whose order island is at work.
    if (!orderPage) offerNavForPrerender();
  }),
);
