/**
 * When the page's work runs, so that none of it stands between the visitor and the content's
 * paint or the answer to a tap: after the content has painted, once the page is opened (not while
 * the browser prerenders it), once the browser is idle, or in a task of its own.
 */
import type { Mark } from './marks';

/** How long the page must go without a larger paint before its content counts as painted. */
const PAINT_QUIET_MS = 200;
/** The longest the wait for the content's paint lasts after the load event. */
const MAX_PAINT_WAIT_MS = 1000;

/** Resolves in a task of its own: what follows an `await nextTask()` lets the browser paint and answer input first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `run` once the page has loaded and the browser is idle: the place for code a first paint
 * does not need (the realtime listener's SDK, the animation engine). Returns a canceller.
 */
export function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  const idle = globalThis.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1));
  const schedule = () => idle(() => !cancelled && run());
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
  };
}

/**
 * Runs `run` once the page has loaded and its content has been presented: when no larger paint
 * (largest-contentful-paint entry) after the document was parsed has come for PAINT_QUIET_MS,
 * and at the latest MAX_PAINT_WAIT_MS after the load event. Where the browser reports none (no
 * support, or everything was painted before the parser finished), two frames and a moment after
 * the load event; at once in a tab that is or goes hidden.
 */
export function afterContentPainted(run: () => void): void {
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

/** On <html> once a page the browser had prerendered is opened: its content fades in (app/theme.ts). */
export const OPENED: Mark = 'data-opened';

/**
 * Runs `run` now, or once the visitor opens the page when the browser is prerendering it (Chrome
 * does for a likely address typed in its address bar, or for speculation rules): a page nobody
 * opens counts no view, fetches no seat count and starts no app. Its islands (listeners) start.
 */
export function whenOpened(run: () => void): void {
  if (!(document as Document & { prerendering?: boolean }).prerendering) return run();
  document.addEventListener(
    'prerenderingchange',
    () => {
      // Its content fades in (app/theme.ts), and what opening it starts waits for its first frame.
      document.documentElement.setAttribute(OPENED, '');
      requestAnimationFrame(() => setTimeout(run, 0));
    },
    { once: true },
  );
}
