import { RATE_LIMITS_PER_MINUTE, type RateLimitKind } from '../config';
import { collections } from '../store/collections';
import { Timestamp, db, lostRace, type DocumentSnapshot } from '../store/db';
import type { RateLimitDocument } from '../store/documents';
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
 * so that every instance agrees. Over it: RateLimitedError, with the seconds until a slot frees.
 */
export async function enforceRateLimit(kind: RateLimitKind, address: string, now = Date.now()): Promise<void> {
  const limit = RATE_LIMITS_PER_MINUTE[kind];
  const freeAt = await takeFromQuota(kind, address, limit, WINDOW_MS, now);
  // Never past one window: a slot opened by a request that read its clock after this one's is still at most a window away.
  if (freeAt !== undefined) throw new RateLimitedError(limit, Math.min(WINDOW_MS / 1000, Math.max(1, Math.ceil((freeAt - now) / 1000))));
}

/** A quota is split over at most this many documents, so that a burst's takes land on different ones. */
const MAX_SLOTS = 16;
/** A slot whose take lost a race is read again at most this many times before the next slot is tried. */
const SLOT_RETRIES = 3;

/** The capacities of a quota's slots: `limit` shared out, the first ones taking the remainder. */
export function slotCapacities(limit: number): number[] {
  const slots = Math.max(1, Math.min(limit, MAX_SLOTS));
  return Array.from({ length: slots }, (_, i) => Math.floor(limit / slots) + (i < limit % slots ? 1 : 0));
}

/** What a take does to a slot at `now`: the slot's next state, or, when full, when it frees. */
export function takeFromSlot(slot: { count: number; windowStartMs: number } | undefined, capacity: number, windowMs: number, now: number): { count: number; windowStartMs: number } | { freeAt: number } {
  if (!slot || slot.windowStartMs + windowMs <= now) return { count: 1, windowStartMs: now };
  if (slot.count < capacity) return { count: slot.count + 1, windowStartMs: slot.windowStartMs };
  return { freeAt: slot.windowStartMs + windowMs };
}

/**
 * Takes one from a client's quota of `limit` in a window of `windowMs`; answers undefined when
 * taken, else when the soonest slot frees. The quota is split over slot documents (slotCapacities),
 * each with its own window opened by its first take, and each take is one conditional write on
 * one slot (create, or update unchanged since read), never a transaction: a burst from one address
 * contends on no single document, a lost race only moves the take to another slot, and no more than
 * `limit` are ever taken within a window. Refused only when every slot was seen full.
 */
export async function takeFromQuota(kind: string, address: string, limit: number, windowMs: number, now = Date.now()): Promise<number | undefined> {
  const capacities = slotCapacities(limit);
  const refs = capacities.map((_, i) => collections.rateLimits().doc(`${kind}_${address}_${i}`));
  const snapshots = await db().getAll(...refs);
  // Each take starts at a slot of its own choosing, so that a burst spreads over the slots.
  const first = Math.floor(Math.random() * capacities.length);
  let soonestFree = Number.POSITIVE_INFINITY;
  for (let k = 0; k < capacities.length; k += 1) {
    const i = (first + k) % capacities.length;
    const outcome = await takeSlot(snapshots[i] as DocumentSnapshot<RateLimitDocument>, capacities[i], windowMs, now);
    if (outcome === 'taken') return undefined;
    soonestFree = Math.min(soonestFree, outcome);
  }
  return Number.isFinite(soonestFree) ? soonestFree : now + 1000;
}

/** One slot: 'taken', or when it frees (full, or lost to others every time it was read). */
async function takeSlot(seen: DocumentSnapshot<RateLimitDocument>, capacity: number, windowMs: number, now: number): Promise<'taken' | number> {
  let snapshot = seen;
  for (let attempt = 0; attempt <= SLOT_RETRIES; attempt += 1) {
    const current = snapshot.data();
    const next = takeFromSlot(current && { count: current.count, windowStartMs: current.windowStart.toMillis() }, capacity, windowMs, now);
    if ('freeAt' in next) return next.freeAt;
    const document: RateLimitDocument = { count: next.count, windowStart: Timestamp.fromMillis(next.windowStartMs), expiresAt: Timestamp.fromMillis(next.windowStartMs + 2 * windowMs) };
    try {
      if (snapshot.exists) await snapshot.ref.update({ ...document }, { lastUpdateTime: snapshot.updateTime! });
      else await snapshot.ref.create(document);
      return 'taken';
    } catch (err) {
      if (!lostRace(err)) throw err;
    }
    snapshot = await snapshot.ref.get();
  }
  return now + 1000;
}
