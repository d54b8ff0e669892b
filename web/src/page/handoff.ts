/**
 * What the page before the app hands the app, and the one signal that the app took over. The two
 * are separate scripts (boot.ts and main.tsx) that share no module at run time, so all of it
 * travels through the document: the signal an attribute on <html>, the islands' toasts a DOM event,
 * the landing view's claim a window property, the seat count the pill's attribute.
 */
import { seatLevel, toSeatCount } from '@blast/catalog';

/** What a toast says (SPEC §4, §8): its title, description, variant and duration. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
}

/** The attribute the app sets on <html> once it has hydrated the page's content; browser tests wait for it too. */
const APP_TOOK_OVER = 'data-hydrated';
/** The event the app sends as it sets it. */
const APP_TOOK_OVER_EVENT = 'blast:app';

/** Marks the page as the app's (app/App.tsx, once the page's own content has hydrated). */
export function markAppTookOver(): void {
  document.documentElement.setAttribute(APP_TOOK_OVER, 'true');
  document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));
}

/** Whether the app has taken the page over. */
export const appTookOver = (): boolean => document.documentElement.hasAttribute(APP_TOOK_OVER);

/** The event an island's toast travels in, to the app's toast store (lib/toast.ts). */
export const TOAST_EVENT = 'blast:toast';

/** Shows a toast from an island: one asked for before the app has taken the page over waits for it, and `startApp` is called. */
export function pageToast(input: ToastInput, startApp: () => void): void {
  const show = () => void document.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: input }));
  if (appTookOver()) return show();
  document.addEventListener(APP_TOOK_OVER_EVENT, show, { once: true });
  startApp();
}

/**
 * Claims the count of the landing page's view: true for the first to ask (boot.ts, or the app's
 * tracker when the visitor's first input started it earlier), false once it is claimed. A window
 * property, not an attribute on <html>: changing one of those restyles the whole page.
 */
export function claimLandingView(pathname: string, search: string): boolean {
  if (window.blastLandingView !== undefined) return false;
  window.blastLandingView = pathname + search;
  return true;
}

/** The seat pill's attributes for `count`: SeatPill renders them, showSeats rewrites them before the app runs. */
export const seatPillMarks = (count: number) => ({ 'data-seats-left': String(count), 'data-level': seatLevel(count) });
const SEAT_PILL = '[data-seats-left]';
/** The pill's number (SeatPill's `<span data-seats-count>`). */
const SEAT_COUNT = '[data-seats-count]';

/** The founders seat count on screen: 50 as prerendered, or what boot.ts put there; undefined outside a browser. The app starts from it, so that it hydrates what is on screen. */
export function shownSeats(): number | undefined {
  if (typeof document === 'undefined') return undefined;
  return toSeatCount(Number(document.querySelector<HTMLElement>(SEAT_PILL)?.dataset.seatsLeft));
}

/** Puts `count` on the pill (its number and its colour) before the app runs; the same count is left be. */
export function showSeats(count: number): void {
  document.querySelectorAll<HTMLElement>(SEAT_PILL).forEach((pill) => {
    if (pill.dataset.seatsLeft === String(count)) return;
    pill.dataset.seatsLeft = String(count);
    pill.dataset.level = seatLevel(count);
    const number = pill.querySelector(SEAT_COUNT);
    if (number) number.textContent = String(count);
  });
}
