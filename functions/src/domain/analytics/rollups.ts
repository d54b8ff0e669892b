import { ROLLUP_SHARDS } from '../../config';
import { collections } from '../../store/collections';
import { FieldValue, db, type Transaction, type WriteBatch } from '../../store/db';
import type { FunnelStepName, Goal } from '@blast/catalog';
import { sha256 } from './visitor';

/**
 * Daily counters the dashboard reads instead of the raw events, so that its cost does not grow
 * with their number. One counter is `metric` (pageViews, conversions) by `dimension` (page,
 * source, plan, ...) for `key` on `day`, split in shards: a document per shard, summed on read.
 * Revenue, refunds and subscriptions' changes (money/revenue/revenue-ledger.ts) keep theirs in
 * revenueRollups, which the analytics reset leaves alone.
 */
export type Metric =
  | 'pageViews'
  | 'conversions'
  | 'visitors'
  | 'revenue'
  | 'refunds'
  // The money history of subscriptions (money/revenue/revenue-ledger.ts).
  | 'mrr'
  | 'subscriptionsStarted'
  | 'subscriptionsCanceled'
  | 'trialsStarted'
  | 'trialsConverted'
  | 'trialsCanceled';

/** Where a rollup is kept: the analytics' rollups, or revenueRollups. */
type RollupCollection = typeof collections.rollups;

interface RollupIncrement {
  metric: Metric;
  dimension: string;
  key: string;
  day: string;
  by?: number;
  /** Money attached to the counted events, in cents (conversions). */
  amountCents?: number;
  /**
   * Adds `by` to one of the counter's tallies instead of its count: the visitors of a page or
   * campaign, and those who reached a goal or a step after it (visitor-marks.ts). They ride on
   * the counter's own documents, so a refresh reads no document more for them.
   */
  tally?: Tally;
}

/** What a page's, a campaign's or a day's visitors did (visitor-marks.ts), counted on its counter; revenueCents in cents. */
export type Tally = 'visitors' | 'converted' | Goal | Exclude<FunnelStepName, 'visitors'> | 'revenueCents';

/** A counter's tallies, summed. */
export type Tallies = Partial<Record<Tally, number>>;

/** Adds `more` into `sums` (times `sign`), in place; answers `sums`. */
export function addTallies(sums: Tallies, more: Tallies | undefined, sign = 1): Tallies {
  for (const [name, value] of Object.entries(more ?? {})) sums[name as Tally] = (sums[name as Tally] ?? 0) + sign * (value ?? 0);
  return sums;
}

function rollupRef({ metric, dimension, key, day }: Pick<RollupIncrement, 'metric' | 'dimension' | 'key' | 'day'>, shard: number, target: RollupCollection) {
  const id = [metric, dimension, day, sha256(key).slice(0, 24), shard].join('_');
  return target().doc(id);
}

/** Adds the increments to a transaction or batch, each on a random shard. */
export function addToRollups(writer: Transaction | WriteBatch, increments: readonly RollupIncrement[], target: RollupCollection = collections.rollups): void {
  for (const increment of increments) {
    const shard = Math.floor(Math.random() * ROLLUP_SHARDS);
    const { metric, dimension, key, day, by = 1, amountCents = 0, tally } = increment;
    const data = {
      metric,
      dimension,
      key,
      day,
      shard,
      // A tally leaves the count as it is, and still gives a shard it creates a count (0).
      ...(tally ? { count: FieldValue.increment(0), tallies: { [tally]: FieldValue.increment(by) } } : { count: FieldValue.increment(by) }),
      ...(amountCents !== 0 && { amountCents: FieldValue.increment(amountCents) }),
    };
    // Transaction.set and WriteBatch.set share this signature.
    (writer as WriteBatch).set(rollupRef(increment, shard, target), data, { merge: true });
  }
}

/** Without utm_source a visit is direct; without utm_campaign it has no campaign. */
const DIRECT = '(direct)';
const NO_CAMPAIGN = '(none)';

/** The key of the 'campaign' dimension: utm_source and utm_campaign together. */
export function campaignKey(campaign: { utm_source?: string; utm_campaign?: string }): string {
  return JSON.stringify([campaign.utm_source ?? DIRECT, campaign.utm_campaign ?? NO_CAMPAIGN]);
}

/** The two halves of a campaign key. */
export function parseCampaignKey(key: string): { source: string; campaign: string } {
  const [source, campaign] = JSON.parse(key) as [string, string];
  return { source, campaign };
}

/** One counter of one day: what a fold collapses. */
export type RollupCounter = Pick<RollupIncrement, 'metric' | 'dimension' | 'key' | 'day'>;

/**
 * Folds a finished day's counter into one document: in one transaction, shard 0 takes the sum of
 * every shard and the others are deleted. Atomic, so nothing is counted twice or lost; an
 * increment that comes later (a late payment event dated that day) lands on a shard again and
 * the next fold takes it in. Answers the documents read.
 */
export async function foldShards({ metric, dimension, key, day }: RollupCounter, target: RollupCollection = collections.rollups): Promise<number> {
  const counter = { metric, dimension, key, day };
  const refs = Array.from({ length: ROLLUP_SHARDS }, (_, shard) => rollupRef(counter, shard, target));
  return db().runTransaction(async (tx) => {
    const shards = await tx.getAll(...refs);
    const present = shards.filter((shard) => shard.exists);
    if (present.length <= 1 && shards[0].exists) return shards.length;
    const count = present.reduce((sum, shard) => sum + (shard.data()?.count ?? 0), 0);
    const amountCents = present.reduce((sum, shard) => sum + (shard.data()?.amountCents ?? 0), 0);
    const tallies = present.reduce<Tallies>((sum, shard) => addTallies(sum, shard.data()?.tallies), {});
    tx.set(refs[0], { ...counter, shard: 0, count, ...(amountCents !== 0 && { amountCents }), ...(Object.keys(tallies).length > 0 && { tallies }) });
    for (const shard of present) if (shard.ref.id !== refs[0].id) tx.delete(shard.ref);
    return shards.length;
  });
}

/** One counter of one day (or of a whole month, where `day` is the month), its shards summed. */
export interface Counter {
  metric: string;
  dimension: string;
  key: string;
  day: string;
  count: number;
  tallies?: Tallies;
}

/** A day's traffic: views, unique visitors, and its conversions (events, as the plan breakdown counts them). */
export interface DayTotals {
  views: number;
  visitors: number;
  conversions: number;
}

/**
 * Adds a day's counter to its day's totals: views by page; the day's visitors; its conversions by
 * type (each conversion counts once there, and once under its plan: the total and Most Popular
 * Plan count the same events; the visitors who reached a goal are the rates', analytics-rates.ts).
 */
export function addToDayTotals(days: Map<string, DayTotals>, { metric, dimension, day, count }: Counter): void {
  const views = metric === 'pageViews' && dimension === 'page' ? count : 0;
  const visitors = metric === 'visitors' ? count : 0;
  const conversions = metric === 'conversions' && dimension === 'type' ? count : 0;
  if (views === 0 && visitors === 0 && conversions === 0) return;
  const totals = days.get(day) ?? { views: 0, visitors: 0, conversions: 0 };
  totals.views += views;
  totals.visitors += visitors;
  totals.conversions += conversions;
  days.set(day, totals);
}
