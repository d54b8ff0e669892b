/**
 * When and how the app (main.tsx: React, MUI, the page's chunk) takes the page over. At once on
 * the operator's pages, which are nothing without it; elsewhere once the page has sat APP_IDLE_MS
 * with its content on screen, after the visitor's first click or key (once its answer is on
 * screen; not one that leaves for another page), or when an island has a toast to show. Until
 * then its chunks are fetched without being run.
 */
import { APP_CHUNKS_SELECTOR, readAppChunks } from '@blast/catalog';
import appUrl from 'virtual:blast/app-url';
import { nextTask } from './schedule';

/** How long a page whose visitor has not touched it yet waits, once painted, before the app runs. */
const APP_IDLE_MS = 6000;
/**
 * Input that means the visitor is using the page: the app runs once the input's answer (an
 * island's, the browser's) is on screen. Not pointerdown or touchstart: the click that follows
 * would wait behind the app's first task.
 */
const EAGER_EVENTS = ['click', 'keydown'] as const;

/**
 * The page's chunks, as the prerender lists them (none under `vite dev`). Read as the script runs:
 * a module script runs once the document is parsed, and the tag is the prerendered page's.
 */
const appChunks = readAppChunks(document.querySelector<HTMLMetaElement>(APP_CHUNKS_SELECTOR)?.content);

/** `prefetch` fetches a chunk into the cache; `modulepreload` also readies it to run. */
function addLinks(rel: 'prefetch' | 'modulepreload', urls: readonly string[]): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Readies every chunk the page needs at once (fetched already, where the page had time to), then
 * runs the app's chunks one at a time (React, the styling engine, MUI's components, the app),
 * yielding to the browser between them, so that the page answers a tap meanwhile. The last one
 * holds main.tsx, which loads the page's chunk (fetched already) and hydrates.
 */
async function loadApp(): Promise<void> {
  if (appChunks) {
    // Each <link rel=modulepreload> costs the main thread a moment: the app's in one task, the page's in the next.
    addLinks('modulepreload', appChunks.evaluate);
    await nextTask();
    addLinks('modulepreload', appChunks.preload);
    for (const url of appChunks.evaluate) {
      await nextTask();
      await import(/* @vite-ignore */ url);
    }
    await nextTask();
  }
  await import(/* @vite-ignore */ appUrl);
}

let appStarted = false;

/** Whether the app has been asked to take the page over. */
export const appAsked = (): boolean => appStarted;

/** Starts the app, once. */
export function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  for (const type of EAGER_EVENTS) window.removeEventListener(type, startAppAfterAnswer, true);
  loadApp().catch((err: unknown) => console.error('Could not load the app; the page stays as prerendered', err));
}

/** Fetches the chunks into the cache one after another, until the app starts (it loads what is left itself). */
function prefetchInTurn(urls: readonly string[], index = 0): void {
  if (appStarted || index >= urls.length) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = urls[index];
  link.onload = link.onerror = () => prefetchInTurn(urls, index + 1);
  document.head.append(link);
}

/**
 * Whether the page is being left for another document (a link, a form): the app is not started
 * then, since its first tasks would hold the main thread the next page needs to commit and paint.
 * Set by the Navigation API's navigate event; cleared when the page comes back from the
 * back/forward cache.
 */
let leaving = false;
interface NavigateEvent extends Event {
  destination: { sameDocument: boolean };
  downloadRequest: string | null;
}

/** Starts the app once the frame that answers the current input has been drawn, unless the input leaves the page. */
function startAppAfterAnswer(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!leaving) startApp();
    }, 0),
  );
}

/** The visitor's first click or key starts the app (once its answer is on screen). */
export function startAppOnFirstInput(): void {
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const { destination, downloadRequest } = event as NavigateEvent;
    if (!destination.sameDocument && downloadRequest === null) leaving = true;
  });
  window.addEventListener('pageshow', () => (leaving = false));
  for (const type of EAGER_EVENTS) window.addEventListener(type, startAppAfterAnswer, { capture: true, passive: true });
}

/** Once the content has painted: the app's chunks into the cache, and the app itself once the page has sat idle. */
export function readyAppWhileIdle(): void {
  if (appChunks) prefetchInTurn([...appChunks.evaluate, ...appChunks.preload]);
  setTimeout(startApp, APP_IDLE_MS);
}
