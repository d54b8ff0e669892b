import { FieldValue } from 'firebase-admin/firestore';
import { RATE_LIMIT_PER_MINUTE } from '../config';
import { HttpError } from '../http/errors';
import { COLLECTIONS, db } from '../store/db';

/**
 * At most RATE_LIMIT_PER_MINUTE requests of a kind per visitor in each clock minute, counted in
 * Firestore so that every instance agrees. Over it: 429 with Retry-After (seconds to the next
 * minute).
 */
export async function enforceRateLimit(kind: 'leads' | 'conversions', visitor: string, now = Date.now()): Promise<void> {
  const minute = Math.floor(now / 60_000);
  const ref = db().collection(COLLECTIONS.rateLimits).doc(`${kind}_${visitor}_${minute}`);
  const allowed = await db().runTransaction(async (tx) => {
    const count = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
    if (count >= RATE_LIMIT_PER_MINUTE) return false;
    tx.set(ref, { count: FieldValue.increment(1), expiresAt: new Date((minute + 2) * 60_000) }, { merge: true });
    return true;
  });
  if (!allowed) {
    const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    throw new HttpError(429, `Too many requests: at most ${RATE_LIMIT_PER_MINUTE} a minute. Try again in ${retryAfter} s.`, undefined, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
}
