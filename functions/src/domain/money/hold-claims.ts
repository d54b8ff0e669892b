/**
 * A founders checkout's claim on a seat, held fairly (hold-rules.ts): in one conditional commit with
 * the reads it decides on, the counter, the buyer's index (one open hold per email) and the client
 * address's (at most HOLDS_PER_CLIENT), so that concurrent checkouts can not pass either limit nor
 * the counter. The indexes are keyed by the day's salted hash of the email and of the address, as
 * the rate limits are (analytics/visitor.ts): neither is stored.
 */
import { FOUNDERS_HOLD_MINUTES } from '@blast/catalog';
import { collections, foundersCounterRef, readTogether } from '../../store/collections';
import { Timestamp, db, type DocumentSnapshot, type WriteBatch } from '../../store/db';
import type { SeatHoldDocument, SeatHoldIndexDocument } from '../../store/documents';
import { addressKey, dayOf, emailKey, type Client } from '../analytics/visitor';
import { untilCommitted } from '../optimistic';
import { foundersSoldOut } from './checkout-rules';
import { clientHoldsFull, decideHold, foundersAllHeld, holdsASeat, reusableHold, type HoldView } from './hold-rules';
import { seatsLeftIn, setSeatsLeft } from './seat-holds';

const HOLD_MS = FOUNDERS_HOLD_MINUTES * 60_000;

/** Whose holds an index counts: the buyer's and the client's keys, today's first. */
export interface HoldKeys {
  buyer: string[];
  client: string[];
}

/**
 * The index keys of a buyer and a client. A hold made before midnight is under the salt of its
 * day: for the length of a hold after midnight, yesterday's key is read too (and written to no more).
 */
export async function holdKeys(email: string, client: Client, now = Date.now()): Promise<HoldKeys> {
  const moments = dayOf(now - HOLD_MS) === dayOf(now) ? [now] : [now, now - HOLD_MS];
  const [buyer, address] = await Promise.all([Promise.all(moments.map((ms) => emailKey(email, ms))), Promise.all(moments.map((ms) => addressKey(client, ms)))]);
  return { buyer: buyer.map((key) => `buyer_${key}`), client: address.map((key) => `client_${key}`) };
}

/** What a claim found: a new hold of a seat, or the buyer's own hold (with its session, once it has one). */
export type Claim = { kind: 'new'; holdId: string } | { kind: 'reuse'; holdId: string; sessionId?: string };

const indexRef = (id: string) => collections.seatHoldIndex().doc(id);
const holdRef = (id: string) => collections.seatHolds().doc(id);
const viewOf = (hold: DocumentSnapshot<SeatHoldDocument>): HoldView | undefined => {
  const data = hold.data();
  return data && { id: hold.id, status: data.status, ...(data.heldUntil && { heldUntilMs: data.heldUntil.toMillis() }) };
};

/** Writes today's index: the holds it names that still hold a seat, and the new one; conditional on its read. */
function writeIndex(batch: WriteBatch, index: DocumentSnapshot<SeatHoldIndexDocument>, holds: readonly HoldView[], holdId: string, heldUntilMs: number): void {
  const names = new Set(index.data()?.holds ?? []);
  const kept = holds.filter((hold) => names.has(hold.id)).map((hold) => hold.id);
  const data = { holds: [...kept, holdId], expiresAt: Timestamp.fromMillis(heldUntilMs + HOLD_MS) };
  if (index.exists) batch.update(index.ref, data, { lastUpdateTime: index.updateTime! });
  else batch.create(index.ref, data);
}

/**
 * Claims a founders seat for the buyer: their own open hold if they have one (`passOver` names a
 * hold not to reuse: its session was found paid), else a new hold until `heldUntilMs`, unless the
 * client's address holds its limit (a 429) or no seat is left (a 409 saying whether the seats are
 * held, and when one may come back, or sold out).
 */
export async function claimFoundersSeat(keys: HoldKeys, heldUntilMs: number, passOver?: string): Promise<Claim> {
  const decided = await untilCommitted(async () => {
    const now = Date.now();
    const [counter, ...indexes] = await readTogether(foundersCounterRef(), ...keys.buyer.map(indexRef), ...keys.client.map(indexRef));
    const [buyerIndexes, clientIndexes] = [indexes.slice(0, keys.buyer.length), indexes.slice(keys.buyer.length)];
    const ids = [...new Set(indexes.flatMap((index) => index.data()?.holds ?? []))];
    const snapshots = ids.length > 0 ? await readTogether(...ids.map(holdRef)) : [];
    const views = new Map(snapshots.flatMap((snapshot) => (viewOf(snapshot) ? [[snapshot.id, viewOf(snapshot)!] as const] : [])));
    const named = (index: DocumentSnapshot<SeatHoldIndexDocument>) => (index.data()?.holds ?? []).flatMap((id) => (views.has(id) ? [views.get(id)!] : []));
    const buyerHold = buyerIndexes.flatMap(named).find((hold) => reusableHold(hold, passOver));
    const clientHolds = [...new Map(clientIndexes.flatMap(named).map((hold) => [hold.id, hold])).values()];
    const decision = decideHold({ seatsLeft: seatsLeftIn(counter), buyerHold, clientHolds, now, passOver });
    if (decision.kind === 'reuse') {
      const sessionId = snapshots.find((snapshot) => snapshot.id === decision.holdId)?.data()?.sessionId;
      return { kind: 'reuse' as const, holdId: decision.holdId, ...(sessionId && { sessionId }) };
    }
    if (decision.kind === 'client-full') throw clientHoldsFull(decision.nextEndMs, now);
    if (decision.kind === 'no-seat') return { kind: 'no-seat' as const };
    const batch = db().batch();
    const hold = collections.seatHolds().doc();
    setSeatsLeft(batch, counter, seatsLeftIn(counter) - 1);
    batch.create(hold, { status: 'held', heldUntil: Timestamp.fromMillis(heldUntilMs), createdAt: Timestamp.now() });
    writeIndex(batch, buyerIndexes[0], [], hold.id, heldUntilMs);
    writeIndex(batch, clientIndexes[0], clientHolds.filter((view) => holdsASeat(view, now)), hold.id, heldUntilMs);
    await batch.commit();
    return { kind: 'new' as const, holdId: hold.id };
  }, 'The founders seats are in great demand right now: please try again');
  if (decided.kind === 'no-seat') throw await noSeatLeft();
  return decided;
}

/** No seat on the counter: held in open checkouts (the first of them ends at its heldUntil), or sold out. */
async function noSeatLeft() {
  const now = Date.now();
  const first = await collections.seatHolds().where('heldUntil', '>', Timestamp.fromMillis(now)).orderBy('heldUntil').limit(1).get();
  const heldUntil = first.docs[0]?.data().heldUntil;
  return heldUntil ? foundersAllHeld(heldUntil.toMillis(), now) : foundersSoldOut();
}
