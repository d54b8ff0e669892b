import { RATE_LIMITS_PER_MINUTE, type RateLimitKind } from '../config';
import { collections } from '../store/collections';
import { FieldValue, Timestamp, db } from '../store/db';
import { DomainError } from './errors';

/** A client's window: it opens at its first request and lasts this long. */
const WINDOW_MS = 60_000;

/** Over the limit: `retryAfterSeconds` until the client's window ends and lets it in again. */
export class RateLimitedError extends DomainError {
  readonly refusal = 'rate-limited';

  constructor(
    limit: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`Too many requests: at most ${limit} a minute. Try again in ${retryAfterSeconds} s.`);
  }
}

/**
 * At most RATE_LIMITS_PER_MINUTE[kind] requests of a kind per client address in each minute
 * (`address` is the address's daily salted hash: analytics/visitor.ts, addressKey), counted in Firestore
 * so that every instance agrees. A client's minute opens at its first request, and the next one
 * at its first request after that minute: no client starts nearer a window's end than another,
 * as clock minutes would let a burst straddle two. Over it: RateLimitedError.
 */
export async function enforceRateLimit(kind: RateLimitKind, address: string, now = Date.now()): Promise<void> {
  const limit = RATE_LIMITS_PER_MINUTE[kind];
  const windowEnd = await takeFromQuota(kind, address, limit, WINDOW_MS, now);
  if (windowEnd !== undefined) throw new RateLimitedError(limit, Math.max(1, Math.ceil((windowEnd - now) / 1000)));
}

/**
 * Takes one from a client's quota of `limit` in a window of `windowMs` that opens at its first
 * take; answers undefined when taken, else when the full window ends. One transaction: racing
 * takes never exceed the limit.
 */
export async function takeFromQuota(kind: string, address: string, limit: number, windowMs: number, now = Date.now()): Promise<number | undefined> {
  const ref = collections.rateLimits().doc(`${kind}_${address}`);
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const open = current !== undefined && current.windowStart.toMillis() + windowMs > now;
    if (open && current.count >= limit) return current.windowStart.toMillis() + windowMs;
    if (open) tx.update(ref, { count: FieldValue.increment(1) });
    else tx.set(ref, { count: 1, windowStart: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + 2 * windowMs) });
    return undefined;
  });
}
