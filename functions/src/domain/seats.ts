import { FOUNDERS_SEATS_TOTAL } from '@blast/catalog';
import { logs } from '../logs';
import { foundersCounterRef } from '../store/db';

/** Founders seats still on offer, an integer 0..50, read fresh from counters/founders. */
export async function readSeatsLeft(): Promise<number> {
  const snapshot = await foundersCounterRef().get();
  if (!snapshot.exists) {
    logs.founderCounterMissing();
    return FOUNDERS_SEATS_TOTAL;
  }
  return clampSeats(snapshot.get('seatsLeft'));
}

export function clampSeats(value: unknown): number {
  const seats = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
  return Math.min(FOUNDERS_SEATS_TOTAL, Math.max(0, seats));
}
