import { RATE_LIMIT_PER_MINUTE } from '../config';
import { collections } from '../store/collections';
import { FieldValue, Timestamp, db } from '../store/db';
import { DomainError } from './errors';

/** Over the limit: `retryAfterSeconds` until the next minute lets the visitor in again. */
export class RateLimitedError extends DomainError {
  readonly status = 429;

  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests: at most ${RATE_LIMIT_PER_MINUTE} a minute. Try again in ${retryAfterSeconds} s.`);
  }
}

/**
 * At most RATE_LIMIT_PER_MINUTE requests of a kind per visitor in each clock minute, counted in
 * Firestore so that every instance agrees. Over it: RateLimitedError.
 */
export async function enforceRateLimit(kind: 'leads' | 'conversions', visitor: string, now = Date.now()): Promise<void> {
  const minute = Math.floor(now / 60_000);
  const ref = collections.rateLimits().doc(`${kind}_${visitor}_${minute}`);
  const allowed = await db().runTransaction(async (tx) => {
    const count = (await tx.get(ref)).data()?.count ?? 0;
    if (count >= RATE_LIMIT_PER_MINUTE) return false;
    tx.set(ref, { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis((minute + 2) * 60_000) }, { merge: true });
    return true;
  });
  if (!allowed) throw new RateLimitedError(Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000)));
}
