/**
 * The page's one script. The prerendered HTML is the whole page and paints without JavaScript,
 * so the app (main.tsx: React, MUI, the page's chunk) is fetched only once the page has loaded
 * and its content is on screen: no script competes with the first paint for the network or the
 * main thread. main.tsx then takes the page over (hydration); until then links work as links.
 * A visitor who presses a key or a pointer before that gets the app fetched at once.
 */
import appUrl from 'virtual:blast/app-url';

/** How long the page must go without a larger paint before the app is fetched. */
const PAINT_QUIET_MS = 200;
/** The longest the app waits after the load event, however the page keeps painting. */
const MAX_WAIT_MS = 1000;
/** Input that means the visitor is about to use the page: the app is fetched at once. */
const EAGER_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `run` once the page has loaded and its content has been presented: when no larger paint
 * (largest-contentful-paint entry) after the document was parsed has come for PAINT_QUIET_MS,
 * and at the latest MAX_WAIT_MS after the load event. Where the browser reports none (no
 * support, or everything was painted before the parser finished), two frames and a moment after
 * the load event; at once in a tab that is or goes hidden, and at the visitor's first input.
 */
function afterContentPainted(run: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    clearTimeout(deadline);
    document.removeEventListener('visibilitychange', start);
    window.removeEventListener('load', afterLoad);
    for (const type of EAGER_EVENTS) window.removeEventListener(type, start, true);
    run();
  };
  const startIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(start, ms);
  };
  function afterLoad() {
    if (done) return;
    // A hidden tab draws nothing: there is no paint to wait for.
    if (document.visibilityState === 'hidden') return start();
    document.addEventListener('visibilitychange', start, { once: true });
    deadline = setTimeout(start, MAX_WAIT_MS);
    const observable = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') ?? false;
    if (observable) {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const parsedAt = navigation?.domInteractive ?? 0;
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= parsedAt)) startIn(PAINT_QUIET_MS);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (timer === undefined) startIn(observable ? 150 : 0);
      }),
    );
  }
  for (const type of EAGER_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

afterContentPainted(() => {
  import(/* @vite-ignore */ appUrl).catch((err: unknown) => console.error('Could not load the app; the page stays as prerendered', err));
});
