/**
 * Founders seats are held, not oversold (PRODUCT.md): a founders checkout holds a seat in the same
 * commit that finds one left, for as long as its session lives; the paid session keeps it; an
 * expired session, a failed delayed payment, or a checkout that never reached Stripe gives it back.
 * The counter is every seat neither held nor kept: it never goes below 0 or above the total.
 */
import { FOUNDERS_SEATS_TOTAL } from '@blast/catalog';
import { logs } from '../../logs';
import { collections, foundersCounterRef, readTogether } from '../../store/collections';
import { FieldValue, Timestamp, db, type DocumentSnapshot, type WriteBatch } from '../../store/db';
import type { SeatCounter, SeatHoldDocument } from '../../store/documents';
import { sessionFate } from '../../stripe/sessions';
import { untilCommitted } from '../optimistic';
import { clampSeats } from './seats';

const holdRef = (id: string) => collections.seatHolds().doc(id);

/** What a seat decision reads: the counter and, when the session names one, its hold. */
export interface SeatState {
  counter: DocumentSnapshot<SeatCounter>;
  hold?: DocumentSnapshot<SeatHoldDocument>;
}

export async function readSeatState(holdId?: string): Promise<SeatState> {
  if (!holdId) return { counter: await foundersCounterRef().get() };
  const [counter, hold] = await readTogether(foundersCounterRef(), holdRef(holdId));
  return { counter, hold: hold.exists ? hold : undefined };
}

export const seatsLeftIn = (counter: DocumentSnapshot<SeatCounter>) => (counter.exists ? clampSeats(counter.data()?.seatsLeft) : FOUNDERS_SEATS_TOTAL);

/** Sets the counter, on the condition that nobody changed it since it was read. */
export function setSeatsLeft(batch: WriteBatch, counter: DocumentSnapshot<SeatCounter>, seatsLeft: number): void {
  if (counter.exists) batch.update(foundersCounterRef(), { seatsLeft }, { lastUpdateTime: counter.updateTime! });
  else batch.create(foundersCounterRef(), { seatsLeft });
}

const isHeld = (state: SeatState) => state.hold?.data()?.status === 'held';

/**
 * A paid founders session keeps its seat: its hold becomes kept. With no hold held (a session made
 * before holds existed, or one whose hold was given back) it takes a seat if one is left; else it
 * is a shortfall, answered true, for the operator to see.
 */
export function keepSeat(batch: WriteBatch, state: SeatState, sessionId: string, now: Timestamp): { shortfall: boolean } {
  if (isHeld(state)) {
    batch.update(state.hold!.ref, { status: 'kept', sessionId, keptAt: now, heldUntil: FieldValue.delete() }, { lastUpdateTime: state.hold!.updateTime! });
    return { shortfall: false };
  }
  const seatsLeft = seatsLeftIn(state.counter);
  if (seatsLeft <= 0) return { shortfall: true };
  setSeatsLeft(batch, state.counter, seatsLeft - 1);
  return { shortfall: false };
}

/** The buyer left this session for a new one that took its hold over (takeOverHold): its end is no abandonment, and gives nothing back. */
export const leftForNewSession = (state: SeatState, sessionId: string): boolean => state.hold?.data()?.replacedSessions?.includes(sessionId) === true;

/**
 * A session that will not be paid gives its held seat back; answers whether it held one. A session
 * its buyer left for a new one (takeOverHold: `sessionId` among the hold's replacedSessions) gives
 * nothing: the new session holds the seat now.
 */
export function releaseSeat(batch: WriteBatch, state: SeatState, reason: string, now: Timestamp, sessionId?: string): boolean {
  if (!isHeld(state)) return false;
  if (sessionId !== undefined && leftForNewSession(state, sessionId)) return false;
  batch.update(state.hold!.ref, { status: 'released', releasedAt: now, releaseReason: reason, heldUntil: FieldValue.delete() }, { lastUpdateTime: state.hold!.updateTime! });
  setSeatsLeft(batch, state.counter, Math.min(FOUNDERS_SEATS_TOTAL, seatsLeftIn(state.counter) + 1));
  return true;
}

/** A delayed payment's session keeps holding until the payment settles, however long: out of the sweep's reach. */
export function holdWhilePending(batch: WriteBatch, state: SeatState, sessionId: string): void {
  if (isHeld(state)) batch.update(state.hold!.ref, { sessionId, heldUntil: FieldValue.delete() }, { lastUpdateTime: state.hold!.updateTime! });
}

/**
 * The buyer's new session takes their hold over from `fromSessionId` (a session they left, which is
 * expired next), until `heldUntilMs`: conditional on the hold being theirs as read. The left
 * session is noted, so that its expiry gives nothing back. Answers false when the hold is no
 * longer held by that session (paid, given back, or taken over by a checkout beside this one).
 */
export function takeOverHold(holdId: string, fromSessionId: string, heldUntilMs: number): Promise<boolean> {
  return untilCommitted(async () => {
    const hold = await holdRef(holdId).get();
    const data = hold.data();
    if (data?.status !== 'held' || data.sessionId !== fromSessionId) return false;
    const update = { heldUntil: Timestamp.fromMillis(heldUntilMs), sessionId: FieldValue.delete(), replacedSessions: FieldValue.arrayUnion(fromSessionId) };
    await holdRef(holdId).update(update, { lastUpdateTime: hold.updateTime! });
    return true;
  }, 'The founders seat could not be moved to the new checkout for contention: please try again');
}

/** How long a checkout waits for the session a checkout of the same buyer beside it is opening (Stripe answers within seconds). */
const SESSION_WAIT_MS = 10_000;

/**
 * The session of a hold being opened by another request: its id once attached; 'ended' when the
 * hold stopped holding meanwhile (that checkout failed); undefined past SESSION_WAIT_MS.
 */
export async function holdSessionOf(holdId: string): Promise<string | 'ended' | undefined> {
  const until = Date.now() + SESSION_WAIT_MS;
  for (;;) {
    const hold = (await holdRef(holdId).get()).data();
    if (hold?.status !== 'held') return 'ended';
    if (hold.sessionId) return hold.sessionId;
    if (Date.now() > until) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Names the session a hold is for (the sweep asks Stripe about it). */
export async function attachSession(holdId: string, sessionId: string): Promise<void> {
  await holdRef(holdId).update({ sessionId });
}

/** Gives a held seat back outside any event (the checkout failed, or the sweep found its session gone). */
export function releaseHold(holdId: string, reason: string): Promise<boolean> {
  return untilCommitted(async () => {
    const state = await readSeatState(holdId);
    const batch = db().batch();
    if (!releaseSeat(batch, state, reason, Timestamp.now())) return false;
    await batch.commit();
    logs.seatHoldReleased(holdId, reason);
    return true;
  }, 'The seat hold could not be released for contention');
}

/**
 * Gives back the founders seats of holds that outlived their session without a payment (the
 * checkout.session.expired event lost, or never sent): held past their time, and their session
 * expired at Stripe, or never made; asked of Stripe one session at a time. A complete session keeps
 * its hold: its payment event decides. Run before every founders checkout and on a schedule
 * (triggers/seat-holds.ts); answers how many seats came back.
 */
export async function releaseAbandonedHolds(now = Date.now()): Promise<number> {
  const overdue = await collections.seatHolds().where('heldUntil', '<', Timestamp.fromMillis(now)).limit(50).get();
  let released = 0;
  for (const hold of overdue.docs) {
    const { sessionId } = hold.data();
    const fate = sessionId ? await sessionFate(sessionId) : 'missing';
    if (fate !== 'expired' && fate !== 'missing') continue;
    if (await releaseHold(hold.id, fate === 'missing' ? 'session never made' : 'session expired unpaid')) released += 1;
  }
  return released;
}
