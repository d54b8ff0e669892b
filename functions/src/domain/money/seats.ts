import { FOUNDERS_SEATS_TOTAL } from '@blast/catalog';
import { logs } from '../../logs';
import { foundersCounterRef } from '../../store/collections';

/** Founders seats still on offer, an integer 0..FOUNDERS_SEATS_TOTAL, read fresh from counters/founders. */
export async function readSeatsLeft(): Promise<number> {
  const snapshot = await foundersCounterRef().get();
  if (!snapshot.exists) {
    logs.founderCounterMissing();
    return FOUNDERS_SEATS_TOTAL;
  }
  return clampSeats(snapshot.data()?.seatsLeft);
}

export function clampSeats(value: unknown): number {
  const seats = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
  return Math.min(FOUNDERS_SEATS_TOTAL, Math.max(0, seats));
}
