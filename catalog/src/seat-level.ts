import { FOUNDERS_SEATS_TOTAL } from './plans';

export type SeatLevel = 'red' | 'yellow' | 'accent';

/** SPEC §2: red at 20 or fewer seats, yellow at 35 or fewer, the accent colour otherwise. */
export function seatLevel(seatsLeft: number): SeatLevel {
  if (seatsLeft <= 20) return 'red';
  if (seatsLeft <= 35) return 'yellow';
  return 'accent';
}

/** A count from any source (API, listener, storage) as an integer 0..50, or undefined. */
export function toSeatCount(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(FOUNDERS_SEATS_TOTAL, Math.max(0, Math.trunc(value)));
}
