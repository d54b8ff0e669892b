/**
 * The founders seat a checkout holds, held fairly (PRODUCT.md): a buyer who opens the checkout again
 * gets their own hold back, never a second seat. While the session they were given is open at
 * Stripe and sells what they ask for now, it is handed back as it is (its page, its expiry: reopening
 * does not lengthen a hold). Asked for something else (the setup added, another name), the open
 * session is expired at Stripe and a new one takes the same hold over, for a new session's life.
 * A session found paid is theirs: a new checkout is a new hold.
 */
import { FOUNDERS_HOLD_MINUTES, PLANS, type CheckoutAnswer } from '@blast/catalog';
import { expireSession, sessionNow } from '../../stripe/sessions';
import type { Client } from '../analytics/visitor';
import { DomainError } from '../errors';
import type { CheckoutRequest } from './checkout-rules';
import { claimFoundersSeat, holdKeys } from './hold-claims';
import { holdSessionOf, takeOverHold } from './seat-holds';
import { decodeSessionMetadata } from './session-metadata';

/**
 * A founders session's life and its hold's: FOUNDERS_HOLD_MINUTES (35), well above Stripe's
 * 30-minute minimum for expires_at, so that a retried request or a skewed clock is not refused.
 */
const FOUNDERS_SESSION_SECONDS = FOUNDERS_HOLD_MINUTES * 60;

/** The founders seat a session holds (seat-holds.ts), and when the session expires (Unix seconds). */
export interface FoundersHold {
  id: string;
  expiresAt: number;
}

/** The buyer's checkout is being opened by a request beside this one: try again in a moment. */
class CheckoutOpeningError extends DomainError {
  readonly refusal = 'unavailable';
}

/** Rounds of claim and Stripe's answer before giving up: each lost only to the buyer's own other checkout. */
const MAX_ROUNDS = 3;

/** The open session of the buyer's hold, if it sells what they ask for now. */
function sameChoice(metadata: Record<string, string> | null | undefined, req: CheckoutRequest, sessionId: string): boolean {
  const sold = decodeSessionMetadata(metadata, { sessionId });
  return sold.foundersRate && sold.plan === req.plan && sold.includeSetup === req.includeSetup && sold.setupWaived === (req.setupWaived ?? false) && sold.name === req.name && sold.phone === req.phone;
}

/**
 * Holds the buyer's founders seat: answers the open session to hand back, or the hold (new, or
 * theirs taken over) for a new session. Refusals: the client's address at its limit (429), no seat
 * left (409: held, and when one may come back, or sold out). `now` picks the day's keys; the hold's
 * expiry is Stripe's, on the real clock.
 */
export async function holdFoundersSeat(req: CheckoutRequest, client: Client, now = Date.now()): Promise<{ open: CheckoutAnswer } | { hold: FoundersHold }> {
  const keys = await holdKeys(req.email, client, now);
  let passOver: string | undefined;
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const expiresAt = Math.floor(Date.now() / 1000) + FOUNDERS_SESSION_SECONDS;
    const claim = await claimFoundersSeat(keys, expiresAt * 1000, passOver);
    if (claim.kind === 'new') return { hold: { id: claim.holdId, expiresAt } };
    // Their hold's session: a checkout of theirs beside this one may still be opening it.
    const sessionId = claim.sessionId ?? (await holdSessionOf(claim.holdId));
    if (sessionId === 'ended') continue;
    if (!sessionId) throw new CheckoutOpeningError('Your founders checkout is being opened: please try again in a moment.');
    const session = await sessionNow(sessionId);
    if (session?.status === 'open' && session.url && sameChoice(session.metadata, req, session.id)) {
      return { open: { url: session.url, id: session.id, plan: PLANS[req.plan].id } };
    }
    if (session?.status === 'complete') {
      passOver = claim.holdId; // paid (or paying): that seat is theirs; this checkout is another
      continue;
    }
    // Marked taken over first, so that the left session's expiry event gives nothing back.
    if (!(await takeOverHold(claim.holdId, sessionId, expiresAt * 1000))) continue;
    if (session?.status !== 'open' || (await expireSession(session.id))) return { hold: { id: claim.holdId, expiresAt } };
    passOver = claim.holdId; // paid just now: that seat is kept by its payment
  }
  throw new CheckoutOpeningError('Your founders checkout is being opened: please try again in a moment.');
}
