/**
 * Rates of people, not of events (PRODUCT.md, "Figures an owner can act on"). A visitor's marks of
 * a day (visitorMarks, keyed by a hash of their daily hash, the day and what) say which pages they
 * saw and which campaigns they came from, and since when; and which goals and funnel steps were
 * counted for each of those pages and campaigns and for the day. A mark is created once: the
 * first time counts (a tally on the page's, campaign's or day's own rollup counter, rollups.ts),
 * a repeat finds the mark and counts nothing. So a page's goal visitors are always some of its
 * visitors, and no rate can pass 100%, however often one visitor clicks.
 */
import { stepsUpTo, type Campaign, type FunnelStepName, type Goal } from '@blast/catalog';
import { collections } from '../../store/collections';
import { Timestamp, db, lostRace, type DocumentSnapshot, type WriteBatch } from '../../store/db';
import type { VisitorMarkDocument } from '../../store/documents';
import { pageKey } from './bounded-keys';
import { addToRollups, campaignKey, type RollupCounter, type Tally } from './rollups';
import { dayOfVisit, paidReachOf, type Visit } from './visit-day';
import { sha256 } from './visitor';

/**
 * Marks live a week: a payment's webhook may come days after its checkout opened (Stripe retries
 * for 3 days) and still counts on that day. The visitor's hash is salted daily and its salt is
 * gone after two days, so the marks name nobody.
 */
const MARK_LIFE_MS = 7 * 86_400_000;

/** Where a visitor's figures are counted: a page, a campaign (its bounded key), or the whole day. */
export type Scope = { kind: 'page' | 'campaign'; key: string } | { kind: 'day' };

/** The rollup counter a scope's tallies ride on: the page's or campaign's views, the day's visitors. */
function counterOf(scope: Scope, day: string): RollupCounter {
  if (scope.kind === 'day') return { metric: 'visitors', dimension: 'all', key: 'all', day };
  return { metric: 'pageViews', dimension: scope.kind, key: scope.key, day };
}

const scopeId = (scope: Scope) => (scope.kind === 'day' ? 'day' : `${scope.kind}:${scope.key}`);
const markRef = (visitor: string, day: string, ...what: string[]) => collections.visitorMarks().doc(sha256(visitor, day, ...what));

/** The mark of a page seen or a campaign arrived from, to read with a page view. */
export const seenRef = (visitor: string, day: string, scope: Exclude<Scope, { kind: 'day' }>) => markRef(visitor, day, 'seen', scopeId(scope));

/**
 * In a page view's batch: the visitor's first view of the page (or campaign) of the day creates
 * its mark and counts one visitor of it. Answers whether it did.
 */
export function markSeen(batch: WriteBatch, seen: DocumentSnapshot<VisitorMarkDocument>, mark: { visitor: string; day: string; scope: Exclude<Scope, { kind: 'day' }> }, now: number): boolean {
  if (seen.exists) return false;
  const { visitor, day, scope } = mark;
  batch.create(seen.ref, { visitor, day, kind: scope.kind, key: scope.key, firstAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + MARK_LIFE_MS) });
  addToRollups(batch, [{ ...counterOf(scope, day), tally: 'visitors' }]);
  return true;
}

/** What a visitor reached, and when: a goal, the furthest step of the way to a payment, or both. */
export interface Reached {
  visitor: string;
  /** The day it counts on (a payment: the day its checkout opened). */
  day: string;
  at: number;
  goal?: Goal;
  step?: Exclude<FunnelStepName, 'visitors'>;
}

/** The tallies a reach counts: a goal and 'converted' (any goal), the step and every step before it. */
const talliesOf = ({ goal, step }: Reached): Tally[] => [...(goal ? [goal, 'converted' as const] : []), ...(step ? stepsUpTo(step) : [])];

/** The writes of a reach that counts nothing. */
const NOTHING = (): void => undefined;

/**
 * Reads what a reach would count: the visitor's pages and campaigns seen that day up to `at` (a
 * goal counts for every page viewed before it; a visitor seen nowhere that day counts nowhere),
 * and which of their goal and step marks exist. Answers the writes, to add to the caller's batch
 * (a conversion's, a payment event's): a mark created and a tally counted for each one missing.
 * Two reaches of the same visitor at once both create a mark: the batch that loses fails whole
 * (ALREADY_EXISTS, a lost race) and is read again by its caller.
 */
export async function readReach(reached: Reached): Promise<(batch: WriteBatch) => void> {
  const { visitor, day, at } = reached;
  const seen = await collections.visitorMarks().where('visitor', '==', visitor).where('day', '==', day).get();
  const scopes: Scope[] = seen.docs.flatMap((doc) => {
    const { kind, key, firstAt } = doc.data();
    return kind && key && firstAt && firstAt.toMillis() <= at ? [{ kind, key }] : [];
  });
  if (scopes.length === 0) return NOTHING;
  scopes.push({ kind: 'day' });
  const wanted = scopes.flatMap((scope) => talliesOf(reached).map((tally) => ({ scope, tally, ref: markRef(visitor, day, 'reached', scopeId(scope), tally) })));
  if (wanted.length === 0) return NOTHING;
  const marks = await db().getAll(...wanted.map(({ ref }) => ref));
  const missing = wanted.filter((_, i) => !marks[i].exists);
  if (missing.length === 0) return NOTHING;
  return (batch) => {
    for (const { ref } of missing) batch.create(ref, { expiresAt: Timestamp.fromMillis(at + MARK_LIFE_MS) });
    addToRollups(batch, missing.map(({ scope, tally }) => ({ ...counterOf(scope, day), tally })));
  };
}

/** A lost race (the same visitor reaching something at the same moment elsewhere) is read again this many times. */
const MAX_ATTEMPTS = 3;

/** A reach on its own (a checkout's steps, pricing seen): its marks and tallies in one batch. */
export async function recordReach(reached: Reached): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const write = await readReach(reached);
    if (write === NOTHING) return; // counted before, or a visitor no page counted that day: no commit
    const batch = db().batch();
    write(batch);
    try {
      await batch.commit();
      return;
    } catch (err) {
      if (!lostRace(err) || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

/** A paid session as the analytics count it (session-events.ts): where its checkout opened, and what it paid. */
export interface PaidVisit {
  visit: Visit;
  trial: boolean;
  sourcePage: string;
  campaign: Campaign;
  amountCents: number;
}

/**
 * Reads what a paid session counts for the visitor who opened its checkout (the goal, the last
 * step, on the day it opened: visit-day.ts) and answers the writes, to add to the payment event's
 * one commit; with them its money, on the page and campaign the checkout opened from (once: a
 * session is paid once, which the purchase's status ensures).
 */
export async function readPaidVisit({ visit, trial, sourcePage, campaign, amountCents }: PaidVisit): Promise<(batch: WriteBatch) => void> {
  const reach = await readReach(paidReachOf(visit, trial));
  const day = dayOfVisit(visit);
  return (batch) => {
    reach(batch);
    if (amountCents <= 0) return;
    addToRollups(batch, [
      { ...counterOf({ kind: 'page', key: pageKey(sourcePage) }, day), tally: 'revenueCents', by: amountCents },
      { ...counterOf({ kind: 'campaign', key: campaignKey(campaign) }, day), tally: 'revenueCents', by: amountCents },
    ]);
  };
}
