/**
 * The page's one script. The prerendered HTML is the whole page and paints without JavaScript,
 * so the app (main.tsx: React, MUI, the page's chunk) is fetched only once the page has loaded
 * and its content is on screen: no script competes with the first paint for the network or the
 * main thread. main.tsx then takes the page over (hydration); until then links work as links.
 * A visitor who presses a key or a pointer before that gets the app fetched at once, and what
 * they press or type meanwhile is handed to the app once it runs (early-input.ts).
 */
import appUrl from 'virtual:blast/app-url';
import { holdEarlyInput } from './early-input';

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

/** The page's chunks, as scripts/prerender.ts lists them in a meta tag (none under `vite dev`). */
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches every chunk the page needs at once, then runs the app's chunks one at a time (React,
 * the styling engine, MUI's components, the app), yielding to the browser between them: run
 * together they were one long task, during which the page could not answer a tap. The last one
 * holds main.tsx, which loads the page's chunk (fetched already) and hydrates.
 */
async function loadApp(): Promise<void> {
  const chunks = appChunks();
  if (chunks) {
    // Each <link rel=modulepreload> costs the main thread a moment: the app's in one task, the
    // page's in the next.
    preload(chunks.evaluate);
    await nextTask();
    preload(chunks.preload);
    for (const url of chunks.evaluate) {
      await nextTask();
      await import(/* @vite-ignore */ url);
    }
    await nextTask();
  }
  await import(/* @vite-ignore */ appUrl);
}

function preload(urls: readonly string[]): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

holdEarlyInput();
afterContentPainted(() => {
  loadApp().catch((err: unknown) => console.error('Could not load the app; the page stays as prerendered', err));
});
