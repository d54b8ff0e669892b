/**
 * The page's one script. The prerendered HTML is the whole page and paints without JavaScript,
 * and its controls answer without the app: the FAQs are native <details>, the promo toggle a
 * checkbox and a style rule, and the rest are islands this script starts at once, before the
 * paint (the checkout dialog, the snapshot forms, the consultation, the booking calendar: native
 * dialogs and fields with a few listeners, features/{checkout,leads,booking}/*-island.ts; the
 * usage estimator's island is a chunk of its own, loaded as the visitor nears it; so is the
 * thank-you pages' order, features/order/order-island.ts, loaded after the paint). Links
 * work as links. Once the content has painted, this script counts the page view, puts the live
 * founders seat count on the pill, fetches the app's chunks without running them and offers the
 * nav's other pages to the browser for prerendering (app/nav-prerender.ts).
 *
 * The app (main.tsx: React, MUI, the page's chunk) then takes the page over when nothing waits on
 * it: at once on the operator's pages, which are nothing without it; elsewhere once the page has
 * sat APP_IDLE_MS with its content on screen, or after the visitor's first click or key (once its
 * answer is on screen; not one that leaves for another page), or when an island has a toast to
 * show. It adds client-side navigation, the page fade, the live seat listener and the toasts;
 * nothing the visitor does waits for it.
 *
 * What it shares with the app (the API client, the campaign, the seat rules) it has as its own
 * copies (vite.config.ts, bootOwnCopies): the page's one script imports no chunk. The islands
 * hand their toasts to the app as DOM events (lib/page-toasts.ts), not through a shared module.
 */
import { isOperatorPathname, isThankYouPathname } from '@blast/catalog';
import appUrl from 'virtual:blast/app-url';
import orderIslandUrl from 'virtual:blast/order-island-url';
import { followMarkedNavLinks, offerNavForPrerender } from './app/nav-prerender';
import { startBookingIsland } from './features/booking/booking-island';
import { startCheckoutIsland } from './features/checkout/checkout-island';
import { captureLead } from './features/leads/api/capture-lead';
import { startConsultationIsland } from './features/leads/consultation-island';
import { startSnapshotIsland } from './features/leads/snapshot-island';
import { getSeatsLeft } from './features/seats/api/get-seats';
import { showSeats } from './features/seats/shown-seats';
import { storeSeats } from './features/seats/seat-storage';
import { countLandingView } from './features/tracking/landing-view';
import { startUsageEstimateLoader } from './features/usage-estimate/usage-estimate-loader';
import { captureCampaign } from './lib/campaign';
import { pageToast } from './lib/page-toasts';
import { nextTask } from './lib/next-task';
import type { ToastInput } from './lib/toast-input';

/** How long the page must go without a larger paint before its content counts as painted. */
const PAINT_QUIET_MS = 200;
/** The longest the wait for the content's paint lasts after the load event. */
const MAX_PAINT_WAIT_MS = 1000;
/** How long a page whose visitor has not touched it yet waits, once painted, before the app runs. */
const APP_IDLE_MS = 6000;
/**
 * Input that means the visitor is using the page: the app runs once the input's answer (an
 * island's, the browser's) is on screen. Not pointerdown or touchstart: the click that follows
 * would wait behind the app's first task.
 */
const EAGER_EVENTS = ['click', 'keydown'] as const;

/**
 * Runs `run` once the page has loaded and its content has been presented: when no larger paint
 * (largest-contentful-paint entry) after the document was parsed has come for PAINT_QUIET_MS,
 * and at the latest MAX_PAINT_WAIT_MS after the load event. Where the browser reports none (no
 * support, or everything was painted before the parser finished), two frames and a moment after
 * the load event; at once in a tab that is or goes hidden.
 */
function afterContentPainted(run: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const painted = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    clearTimeout(deadline);
    document.removeEventListener('visibilitychange', painted);
    run();
  };
  const paintedIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(painted, ms);
  };
  function afterLoad() {
    // A hidden tab draws nothing: there is no paint to wait for.
    if (document.visibilityState === 'hidden') return painted();
    document.addEventListener('visibilitychange', painted, { once: true });
    deadline = setTimeout(painted, MAX_PAINT_WAIT_MS);
    const observable = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') ?? false;
    if (observable) {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const parsedAt = navigation?.domInteractive ?? 0;
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= parsedAt)) paintedIn(PAINT_QUIET_MS);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (timer === undefined) paintedIn(observable ? 150 : 0);
      }),
    );
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Runs `run` now, or once the visitor opens the page when the browser is prerendering it (Chrome
 * does for a likely address typed in its address bar, or for speculation rules): a page nobody
 * opens counts no view, fetches no seat count and starts no app. Its islands (listeners) start.
 */
function whenOpened(run: () => void): void {
  if (!(document as Document & { prerendering?: boolean }).prerendering) return run();
  document.addEventListener(
    'prerenderingchange',
    () => {
      // Its content fades in (app/theme.ts), and what opening it starts waits for its first frame.
      const root = document.documentElement;
      root.dataset.opened = 'fading';
      document.getElementById('main')?.addEventListener('animationend', () => (root.dataset.opened = 'faded'), { once: true });
      requestAnimationFrame(() => setTimeout(run, 0));
    },
    { once: true },
  );
}

/** The page's chunks, as scripts/site/prerender.ts lists them in a meta tag (none under `vite dev`). */
interface AppChunks {
  evaluate: string[];
  preload: string[];
}

function appChunks(): AppChunks | undefined {
  const json = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content;
  try {
    return json ? (JSON.parse(json) as AppChunks) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Readies every chunk the page needs at once (fetched already, where the page had time to),
 * then runs the app's chunks one at a time (React, the styling engine, MUI's components, the
 * app), yielding to the browser between them: run
 * together they were one long task, during which the page could not answer a tap. The last one
 * holds main.tsx, which loads the page's chunk (fetched already) and hydrates.
 */
async function loadApp(): Promise<void> {
  const chunks = appChunks();
  if (chunks) {
    // Each <link rel=modulepreload> costs the main thread a moment: the app's in one task, the
    // page's in the next.
    addLinks('modulepreload', chunks.evaluate);
    await nextTask();
    addLinks('modulepreload', chunks.preload);
    for (const url of chunks.evaluate) {
      await nextTask();
      await import(/* @vite-ignore */ url);
    }
    await nextTask();
  }
  await import(/* @vite-ignore */ appUrl);
}

/** `prefetch` fetches a chunk into the cache; `modulepreload` also readies it to run. */
function addLinks(rel: 'prefetch' | 'modulepreload', urls: readonly string[]): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

let appStarted = false;

/**
 * Fetches the chunks into the cache one after another, until the app starts (it loads what is
 * left itself).
 */
function prefetchInTurn(urls: readonly string[], index = 0): void {
  if (appStarted || index >= urls.length) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = urls[index];
  link.onload = link.onerror = () => prefetchInTurn(urls, index + 1);
  document.head.append(link);
}

function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  for (const type of EAGER_EVENTS) window.removeEventListener(type, startAppAfterAnswer, true);
  loadApp().catch((err: unknown) => console.error('Could not load the app; the page stays as prerendered', err));
}

/**
 * Whether the page is being left for another document (a link, a form): the app is not started
 * then, since its first tasks would hold the main thread the next page needs to commit and paint.
 * Set by the Navigation API's navigate event, which fires for every navigation this page starts;
 * cleared when the page comes back from the back/forward cache.
 */
let leaving = false;
interface NavigateEvent extends Event {
  destination: { sameDocument: boolean };
  downloadRequest: string | null;
}
const navigation = (window as Window & { navigation?: EventTarget }).navigation;
navigation?.addEventListener('navigate', (event) => {
  const { destination, downloadRequest } = event as NavigateEvent;
  if (!destination.sameDocument && downloadRequest === null) leaving = true;
});
window.addEventListener('pageshow', () => (leaving = false));

/** Starts the app once the frame that answers the current input has been drawn, unless the input leaves the page. */
function startAppAfterAnswer(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!leaving) startApp();
    }, 0),
  );
}

/** The live count on the pill while the page is still the prerendered one; the app keeps it after. */
async function showLiveSeats(): Promise<void> {
  const count = await getSeatsLeft();
  if (appStarted) return;
  storeSeats(count);
  // With no seat left the plan cards lose the founders offer: that takes the app.
  if (count === 0) startApp();
  else showSeats(count);
}

// The campaign first: the islands send it with what the visitor does, however early.
captureCampaign(location.search);
const toast = (input: ToastInput) => pageToast(input, startApp);
startCheckoutIsland({ captureLead, toast });
startSnapshotIsland({ toast });
startConsultationIsland();
startBookingIsland({ toast });
startUsageEstimateLoader();

// The owner's announcement shows through its last day (UTC): one that ended after the build goes before the app runs.
const announcement = document.querySelector<HTMLElement>('[data-ends-on]');
if (announcement && announcement.dataset.endsOn! < new Date().toISOString().slice(0, 10)) announcement.hidden = true;

const operatorPage = isOperatorPathname(location.pathname);
/**
 * The thank-you pages fill in the buyer's order at once, without the app (features/order/order-island.ts):
 * a chunk of its own, asked for on those pages only, so that every other page's script stays as small;
 * and only where Stripe sent a buyer back (`?session_id=cs_...`): without one the page is the
 * generic one and has no order to ask for.
 */
const orderPage = isThankYouPathname(location.pathname);
if (orderPage && /session_id=cs_/.test(location.search)) {
  // Asked for once the page's content is on screen (afterContentPainted): the order's script and
  // request come after it, not in its way. By address (vite.config.ts, chunkUrl): a chunk that imports none.
  afterContentPainted(() => {
    (import(/* @vite-ignore */ orderIslandUrl) as Promise<typeof import('./features/order/order-island')>)
      .then(({ startOrderIsland }) => startOrderIsland())
      .catch((err: unknown) => console.error('Could not load the order; the page stays generic', err));
  });
}
if (!operatorPage) for (const type of EAGER_EVENTS) window.addEventListener(type, startAppAfterAnswer, { capture: true, passive: true });
if (!operatorPage && !orderPage) followMarkedNavLinks();
whenOpened(() =>
  afterContentPainted(async () => {
    if (operatorPage) return startApp();
    // The page view in tasks of its own (its first read of storage and first request each hold
    // the thread a moment), so that no one long task follows the paint.
    countLandingView();
    await nextTask();
    showLiveSeats().catch((err: unknown) => console.error('Could not fetch the founders seat count; the app will try again', err));
    const chunks = appChunks();
    if (chunks) prefetchInTurn([...chunks.evaluate, ...chunks.preload]);
    // The nav's other pages, prerendered by the browser from now on (app/nav-prerender.ts); not
    // from a thank-you page, whose order island is at work.
    if (!orderPage) offerNavForPrerender();
    setTimeout(startApp, APP_IDLE_MS);
  }),
);
