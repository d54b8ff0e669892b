/**
 * Founders seats held fairly (PRODUCT.md): the pure rules. One open hold per buyer (their email),
 * reused when they open the checkout again; at most HOLDS_PER_CLIENT open at once per client
 * address, whatever emails it sends; and a visitor told the truth when no seat is free: held in
 * checkouts not yet paid (and when one may come back), or sold out.
 */
import { PLANS, formatCents } from '@blast/catalog';
import { CheckoutRuleError } from './checkout-rules';

/** Open founders holds one client address may have at once (a household, an office, a shared NAT). */
export const HOLDS_PER_CLIENT = 3;

/** A hold as the rules see it. */
export interface HoldView {
  id: string;
  status: 'held' | 'kept' | 'released';
  /** Absent while a delayed payment settles (it holds, however long). */
  heldUntilMs?: number;
}

/** A hold that still takes a seat from the counter at `now`. */
export const holdsASeat = (hold: HoldView, now: number) => hold.status === 'held' && (hold.heldUntilMs === undefined || hold.heldUntilMs > now);

/**
 * The buyer's hold a new checkout of theirs reuses: held, with the time of a session (a delayed
 * payment settling is a checkout finished, not one to reopen), and not the one to pass over (its
 * session was found paid).
 */
export const reusableHold = (hold: HoldView | undefined, passOver?: string): hold is HoldView & { heldUntilMs: number } =>
  hold !== undefined && hold.status === 'held' && hold.heldUntilMs !== undefined && hold.id !== passOver;

export type HoldDecision =
  /** The buyer holds a seat already: their checkout reuses it. */
  | { kind: 'reuse'; holdId: string }
  /** A new hold of one of the seats left. */
  | { kind: 'take-seat' }
  /** The client's address holds HOLDS_PER_CLIENT: refused until the first of them ends. */
  | { kind: 'client-full'; nextEndMs: number }
  /** No seat left on the counter. */
  | { kind: 'no-seat' };

/** What a founders checkout does, from the counter, the buyer's hold and the client's open holds. */
export function decideHold({ seatsLeft, buyerHold, clientHolds, now, passOver }: { seatsLeft: number; buyerHold?: HoldView; clientHolds: readonly HoldView[]; now: number; passOver?: string }): HoldDecision {
  if (reusableHold(buyerHold, passOver)) return { kind: 'reuse', holdId: buyerHold.id };
  const open = clientHolds.filter((hold) => holdsASeat(hold, now));
  if (open.length >= HOLDS_PER_CLIENT) {
    // A hold settling a delayed payment has no end: the others end first.
    const ends = open.map((hold) => hold.heldUntilMs ?? Number.POSITIVE_INFINITY);
    return { kind: 'client-full', nextEndMs: Math.min(...ends) };
  }
  return seatsLeft > 0 ? { kind: 'take-seat' } : { kind: 'no-seat' };
}

/** `in about 12 minutes (by 14:05 UTC)`: when, for a person, wherever they are. */
export function whenFromNow(atMs: number, now: number): string {
  if (!Number.isFinite(atMs)) return 'later, once a payment still settling is done';
  const minutes = Math.max(1, Math.ceil((atMs - now) / 60_000));
  const clock = new Date(atMs).toISOString().slice(11, 16);
  return `in about ${minutes} minute${minutes === 1 ? '' : 's'} (by ${clock} UTC)`;
}

const regularPrice = () => `The regular price is ${formatCents(PLANS.blast.priceCents)} a month.`;

/** Every seat left is held in checkouts not paid yet: not sold out, they may come back. */
export function foundersAllHeld(nextEndMs: number, now: number): CheckoutRuleError {
  const message = `Every founders seat left is held in a checkout not yet paid. A held seat comes back if its checkout is not paid: the next may come back ${whenFromNow(nextEndMs, now)}. ${regularPrice()}`;
  return new CheckoutRuleError('foundersRate', message, 'conflict');
}

/** The client's address holds its HOLDS_PER_CLIENT seats: a 429, with when the first ends (Retry-After). */
export function clientHoldsFull(nextEndMs: number, now: number): CheckoutRuleError {
  const message =
    `This connection already holds ${HOLDS_PER_CLIENT} founders seats in open checkouts, the most one connection may hold at once. ` +
    `Finish one of those checkouts, or try again ${whenFromNow(nextEndMs, now)}, when the first of them ends. ${regularPrice()}`;
  const retryAfterSeconds = Number.isFinite(nextEndMs) ? Math.max(1, Math.ceil((nextEndMs - now) / 1000)) : undefined;
  return new CheckoutRuleError('foundersRate', message, 'rate-limited', retryAfterSeconds);
}
