import { GET_SEATS, toSeatCount, type SeatsAnswer } from '@blast/catalog';
import { getJson } from '../../../lib/api-client';

export const SEATS_POLL_MS = 30_000;

/** GET /api/seats: the founders seats left. */
export async function getSeatsLeft(): Promise<number> {
  // Checked all the same: a cache or a proxy on the way may answer anything.
  const { seatsLeft } = await getJson<Partial<SeatsAnswer>>(GET_SEATS.path, { cache: 'no-store' });
  const count = toSeatCount(seatsLeft);
  if (count === undefined) throw new Error(`${GET_SEATS.path} answered an invalid count: ${String(seatsLeft)}`);
  return count;
}
