/**
 * GET /api/admin/analytics/revenue: MRR and subscriptions now from their records; over a period
 * and the one before it, revenue and refunds per day and campaign, and the subscriptions' changes
 * per day, from the daily revenue rollups (cost: days x counters, never the number of payments);
 * pending payments by a count aggregate. MRR at a day's end is today's less the changes dated
 * after that day, so it needs the days from the earlier period's start up to today.
 */
import { addDays, daysOf, previousRange, type DateRange, type RevenueBySource, type RevenueByPlan, type RevenueDay, type RevenueFigures, type RevenueReport } from '@blast/catalog';
import { collections, selectOnly } from '../../../store/collections';
import type { RollupDocument, SubscriptionDocument } from '../../../store/documents';
import { MONEY_DIMENSIONS, SUBSCRIPTION_METRICS } from './revenue-ledger';
import { LIVE_STATUSES, countsInMrr } from './revenue-rules';
import { foldShards, parseCampaignKey, type RollupCounter } from '../../analytics/rollups';
import { dayOf } from '../../analytics/visitor';

type RevenueShard = Pick<RollupDocument, 'metric' | 'dimension' | 'key' | 'day' | 'count' | 'amountCents'>;

/** Finished days whose counters are still in shards are folded, this many a request (as the analytics' are). */
const FOLDS_PER_REQUEST = 100;

export async function revenue(range: DateRange, now = Date.now()): Promise<RevenueReport> {
  const today = dayOf(now);
  const previous = previousRange(range);
  const since = previous.from < addDays(today, -29) ? previous.from : addDays(today, -29);
  const [subscriptions, shards, pending] = await Promise.all([
    selectOnly(collections.subscriptions().where('status', 'in', [...LIVE_STATUSES]), 'status', 'mrrCents', 'cancelAtPeriodEnd').get(),
    selectOnly(collections.revenueRollups().where('day', '>=', since), 'metric', 'dimension', 'key', 'day', 'count', 'amountCents').get(),
    collections.purchases().where('status', '==', 'pending').count().get(),
  ]);
  const rows = shards.docs.map((doc) => doc.data());
  await foldFinishedDays(rows, today);
  return revenueReport({ subscriptions: subscriptions.docs.map((doc) => doc.data()), shards: rows, pendingPayments: pending.data().count, range, today });
}

/** Folds finished days' counters still in shards into one document each, so the next request reads fewer. */
async function foldFinishedDays(rows: RevenueShard[], today: string): Promise<void> {
  const shardsOf = new Map<string, { counter: RollupCounter; shards: number }>();
  for (const { metric, dimension, key, day } of rows) {
    if (day >= today) continue;
    const id = JSON.stringify([metric, dimension, key, day]);
    const entry = shardsOf.get(id) ?? { counter: { metric, dimension, key, day } as RollupCounter, shards: 0 };
    entry.shards += 1;
    shardsOf.set(id, entry);
  }
  const unfolded = [...shardsOf.values()].filter((entry) => entry.shards > 1).slice(0, FOLDS_PER_REQUEST);
  await Promise.all(unfolded.map(({ counter }) => foldShards(counter, collections.revenueRollups).catch(() => 0)));
}

/** A day's money and the subscriptions' changes. */
interface MoneyDay {
  revenueCents: number;
  refundedCents: number;
  mrrChangeCents: number;
  activeChange: number;
  started: number;
  canceled: number;
  trialsStarted: number;
  trialsConverted: number;
  trialsCanceled: number;
}

const EMPTY_DAY: MoneyDay = { revenueCents: 0, refundedCents: 0, mrrChangeCents: 0, activeChange: 0, started: 0, canceled: 0, trialsStarted: 0, trialsConverted: 0, trialsCanceled: 0 };

function moneyDays(shards: RevenueShard[]): Map<string, MoneyDay> {
  const days = new Map<string, MoneyDay>();
  for (const { metric, dimension, day, count, amountCents = 0 } of shards) {
    // Money is counted per campaign and again per plan: the days sum the campaigns'.
    if (dimension === MONEY_DIMENSIONS.plan) continue;
    const totals = days.get(day) ?? { ...EMPTY_DAY };
    if (metric === 'revenue') totals.revenueCents += amountCents;
    else if (metric === 'refunds') totals.refundedCents += amountCents;
    else if (metric === SUBSCRIPTION_METRICS.mrr) {
      totals.mrrChangeCents += amountCents;
      totals.activeChange += count;
    } else if (metric === SUBSCRIPTION_METRICS.started) totals.started += count;
    else if (metric === SUBSCRIPTION_METRICS.canceled) totals.canceled += count;
    else if (metric === SUBSCRIPTION_METRICS.trialsStarted) totals.trialsStarted += count;
    else if (metric === SUBSCRIPTION_METRICS.trialsConverted) totals.trialsConverted += count;
    else if (metric === SUBSCRIPTION_METRICS.trialsCanceled) totals.trialsCanceled += count;
    days.set(day, totals);
  }
  return days;
}

/** Each day's end as it stood: today's MRR and subscriptions less the changes dated after it. */
function standingAt(days: Map<string, MoneyDay>, now: { mrrCents: number; active: number }) {
  return (day: string) => {
    let { mrrCents, active } = now;
    for (const [changed, totals] of days) {
      if (changed <= day) continue;
      mrrCents -= totals.mrrChangeCents;
      active -= totals.activeChange;
    }
    return { mrrCents, active };
  };
}

const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

function figuresOf(range: DateRange, days: Map<string, MoneyDay>, standing: ReturnType<typeof standingAt>): RevenueFigures {
  const sum = daysOf(range).reduce<MoneyDay>((total, day) => {
    const totals = days.get(day) ?? EMPTY_DAY;
    return Object.fromEntries(Object.entries(total).map(([field, value]) => [field, value + totals[field as keyof MoneyDay]])) as unknown as MoneyDay;
  }, EMPTY_DAY);
  const activeAtStart = standing(addDays(range.from, -1)).active;
  return {
    range,
    revenueCents: sum.revenueCents,
    refundedCents: sum.refundedCents,
    mrrEndCents: standing(range.to).mrrCents,
    newSubscriptions: sum.started,
    canceledSubscriptions: sum.canceled,
    trialsStarted: sum.trialsStarted,
    trialsConverted: sum.trialsConverted,
    trialsCanceled: sum.trialsCanceled,
    trialToPaidRate: rate(sum.trialsConverted, sum.trialsConverted + sum.trialsCanceled),
    churnRate: rate(sum.canceled, activeAtStart),
  };
}

/**
 * The period's purchases paid, money paid (gross) and money refunded, per key of one dimension
 * (the campaign, or the plan): the rows' money sums to the period's Revenue, their refunds to its Refunds.
 */
function moneyBy<Row extends { purchases: number; revenueCents: number; refundedCents: number }>(shards: RevenueShard[], dimension: string, range: DateRange, empty: (key: string) => Row): Row[] {
  const rows = new Map<string, Row>();
  for (const { metric, dimension: counted, key, day, count, amountCents = 0 } of shards) {
    if ((metric !== 'revenue' && metric !== 'refunds') || counted !== dimension || day < range.from || day > range.to) continue;
    const row = rows.get(key) ?? empty(key);
    if (metric === 'revenue') {
      row.purchases += count;
      row.revenueCents += amountCents;
    } else row.refundedCents += amountCents;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * The report's arithmetic: MRR is the monthly amount of every active and past-due subscription;
 * canceling those set to end with their period (still counted until they end); revenue the money
 * paid in a period (gross), refunds the money refunded in it; per source and campaign (and per
 * plan) the purchases paid, the money paid and the money refunded over the period, most first; the period's days
 * with their money and MRR at their end; its figures and the previous period's.
 */
export function revenueReport({ subscriptions, shards, pendingPayments, range, today }: { subscriptions: Pick<SubscriptionDocument, 'status' | 'mrrCents' | 'cancelAtPeriodEnd'>[]; shards: RevenueShard[]; pendingPayments: number; range: DateRange; today: string }): RevenueReport {
  const inMrr = subscriptions.filter((subscription) => countsInMrr(subscription.status));
  const mrrCents = inMrr.reduce((sum, subscription) => sum + (subscription.mrrCents ?? 0), 0);
  const days = moneyDays(shards);
  const standing = standingAt(days, { mrrCents, active: inMrr.length });
  const last30 = figuresOf({ from: addDays(today, -29), to: today }, days, standing);
  const bySource = moneyBy<RevenueBySource>(shards, MONEY_DIMENSIONS.campaign, range, (key) => ({ ...parseCampaignKey(key), purchases: 0, revenueCents: 0, refundedCents: 0 }));
  const byPlan = moneyBy<RevenueByPlan>(shards, MONEY_DIMENSIONS.plan, range, (plan) => ({ plan, purchases: 0, revenueCents: 0, refundedCents: 0 }));
  const series: RevenueDay[] = daysOf(range).map((day) => {
    const totals = days.get(day) ?? EMPTY_DAY;
    return { day, revenueCents: totals.revenueCents, refundedCents: totals.refundedCents, mrrCents: standing(day).mrrCents };
  });
  return {
    mrrCents,
    activeSubscriptions: inMrr.length,
    trialing: subscriptions.filter((subscription) => subscription.status === 'trialing').length,
    // Set to cancel at the period's end: still active (in MRR) or trialing until it ends.
    canceling: subscriptions.filter((subscription) => subscription.cancelAtPeriodEnd === true).length,
    revenue30dCents: last30.revenueCents,
    refunded30dCents: last30.refundedCents,
    pendingPayments,
    bySource: bySource.sort((a, b) => b.revenueCents - a.revenueCents || b.purchases - a.purchases || a.source.localeCompare(b.source)),
    byPlan: byPlan.sort((a, b) => b.revenueCents - a.revenueCents || b.purchases - a.purchases || a.plan.localeCompare(b.plan)),
    ...figuresOf(range, days, standing),
    series,
    previous: figuresOf(previousRange(range), days, standing),
  };
}
