/**
 * Toasts asked for by the page's islands (the checkout dialog, the snapshot forms, the demo
 * button), which run before the app and without it: they are handed to the app's toast store
 * (lib/toast.ts, shown by the shell's <Toaster />) as a DOM event, since the islands and the app
 * are separate scripts. One asked for before the app has taken the page over waits for it, and
 * asks for the app to start.
 */
import type { ToastInput } from './toast-input';

export const TOAST_EVENT = 'blast:toast';

/** The app marks the page as its own once it has hydrated it (app/App.tsx, MarkHydrated). */
export const isHydrated = (): boolean => document.documentElement.hasAttribute('data-hydrated');

/** Runs `run` once the app has hydrated the page (at once when it has). */
export function whenHydrated(run: () => void): void {
  if (isHydrated()) return run();
  const observer = new MutationObserver(() => {
    if (!isHydrated()) return;
    observer.disconnect();
    run();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** Shows a toast from an island; `startApp` is called when the app is not running yet. */
export function pageToast(input: ToastInput, startApp: () => void): void {
  const show = () => void document.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: input }));
  if (isHydrated()) return show();
  whenHydrated(show);
  startApp();
}
