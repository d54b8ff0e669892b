import { getJson } from '../../../lib/api-client';
import { toSeatCount } from '../seat-level';

export const SEATS_POLL_MS = 30_000;

/** GET /api/seats: the founders seats left. */
export async function getSeatsLeft(): Promise<number> {
  const { seatsLeft } = await getJson<{ seatsLeft: unknown }>('/api/seats', { cache: 'no-store' });
  const count = toSeatCount(seatsLeft);
  if (count === undefined) throw new Error(`/api/seats answered an invalid count: ${String(seatsLeft)}`);
  return count;
}
