/**
 * The page's one script. The prerendered HTML is the whole page and paints without JavaScript,
 * so the app (main.tsx: React, MUI, the page's chunk) is fetched only once the page has loaded
 * and its content is on screen: no script competes with the first paint for the network or the
 * main thread. main.tsx then takes the page over (hydration); until then links work as links.
 */
import appUrl from 'virtual:blast/app-url';

/** How long the page must go without a larger paint before the app is fetched. */
const PAINT_QUIET_MS = 200;

/**
 * Runs `run` once the page has loaded and its content has been presented: when no larger paint
 * (largest-contentful-paint entry) after the document was parsed has come for PAINT_QUIET_MS.
 * Where the browser reports none (no support, or everything was painted before the parser
 * finished), two frames and a moment after the load event; at once in a tab that is or goes
 * hidden.
 */
function afterContentPainted(run: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    document.removeEventListener('visibilitychange', start);
    run();
  };
  const startIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(start, ms);
  };
  const afterLoad = () => {
    // A hidden tab draws nothing: there is no paint to wait for.
    if (document.visibilityState === 'hidden') return start();
    document.addEventListener('visibilitychange', start, { once: true });
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
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

afterContentPainted(() => {
  import(/* @vite-ignore */ appUrl).catch((err: unknown) => console.error('Could not load the app; the page stays as prerendered', err));
});
