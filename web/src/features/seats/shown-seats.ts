/**
 * The founders seat count the page shows, kept on the seat pill as data-seats-left. boot.ts
 * writes a fresh count there before the app runs; the app starts from it, so that it hydrates
 * exactly what is on screen.
 */
import { seatLevel, toSeatCount } from './seat-level';

const PILL = '[data-seats-left]';

/** The count on screen: 50 as prerendered, or what boot.ts put there; undefined outside a browser. */
export function shownSeats(): number | undefined {
  if (typeof document === 'undefined') return undefined;
  return toSeatCount(Number(document.querySelector<HTMLElement>(PILL)?.dataset.seatsLeft));
}

/** Puts `count` on the pill (its number and its colour), before the app runs; the same count is left be. */
export function showSeats(count: number): void {
  document.querySelectorAll<HTMLElement>(PILL).forEach((pill) => {
    if (pill.dataset.seatsLeft === String(count)) return;
    pill.dataset.seatsLeft = String(count);
    pill.dataset.level = seatLevel(count);
    const number = pill.querySelector('[data-seats-count]');
    if (number) number.textContent = String(count);
  });
}
