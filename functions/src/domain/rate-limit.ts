import { RATE_LIMITS_PER_MINUTE, type RateLimitKind } from '../config';
import { collections } from '../store/collections';
import { FieldValue, Timestamp, db } from '../store/db';
import { DomainError } from './errors';

/** Over the limit: `retryAfterSeconds` until the next minute lets the visitor in again. */
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
 * At most RATE_LIMITS_PER_MINUTE[kind] requests of a kind per client address in each clock
 * minute (`address` is the address's daily salted hash: visitor.ts, addressKey), counted in
 * Firestore so that every instance agrees. Over it: RateLimitedError.
 */
export async function enforceRateLimit(kind: RateLimitKind, address: string, now = Date.now()): Promise<void> {
  const limit = RATE_LIMITS_PER_MINUTE[kind];
  const minute = Math.floor(now / 60_000);
  const ref = collections.rateLimits().doc(`${kind}_${address}_${minute}`);
  const allowed = await db().runTransaction(async (tx) => {
    const count = (await tx.get(ref)).data()?.count ?? 0;
    if (count >= limit) return false;
    tx.set(ref, { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis((minute + 2) * 60_000) }, { merge: true });
    return true;
  });
  if (!allowed) throw new RateLimitedError(limit, Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000)));
}
