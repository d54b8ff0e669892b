import { toSeatCount } from '@blast/catalog';

const KEY = 'blast_seats_left';

/** The last count seen, kept for when the API and the listener cannot be reached. */
export function readStoredSeats(): number | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw == null ? undefined : toSeatCount(Number(raw));
  } catch {
    return undefined; // storage blocked or absent: nothing stored
  }
}

export function storeSeats(seatsLeft: number): void {
  try {
    globalThis.localStorage?.setItem(KEY, String(seatsLeft));
  } catch {
    // storage blocked: the count simply is not remembered
  }
}
