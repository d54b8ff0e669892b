/**
 * GET /api/admin/analytics/revenue: MRR and subscriptions from their records, revenue and refunds
 * over the 30-day window from the daily revenue rollups (cost: days x campaigns x shards, never
 * the number of payments), pending payments by a count aggregate.
 */
import type { RevenueBySource, RevenueReport } from '@blast/catalog';
import { collections, selectOnly } from '../store/collections';
import type { RollupDocument, SubscriptionDocument } from '../store/documents';
import { windowStart } from './analytics-report';
import { LIVE_STATUSES, countsInMrr } from './payments/revenue-rules';
import { parseCampaignKey } from './rollups';

type RevenueShard = Pick<RollupDocument, 'metric' | 'key' | 'count' | 'amountCents'>;

export async function revenue(now = Date.now()): Promise<RevenueReport> {
  const [subscriptions, shards, pending] = await Promise.all([
    selectOnly(collections.subscriptions().where('status', 'in', [...LIVE_STATUSES]), 'status', 'mrrCents', 'cancelAtPeriodEnd').get(),
    selectOnly(collections.revenueRollups().where('day', '>=', windowStart(now)), 'metric', 'key', 'count', 'amountCents').get(),
    collections.purchases().where('status', '==', 'pending').count().get(),
  ]);
  return revenueReport({
    subscriptions: subscriptions.docs.map((doc) => doc.data()),
    shards: shards.docs.map((doc) => doc.data()),
    pendingPayments: pending.data().count,
  });
}

/**
 * The report's arithmetic: MRR is the monthly amount of every active and past-due subscription;
 * canceling those set to end with their period (still counted until they end); revenue the money paid in the window (gross), refunds the money refunded in it; per source and
 * campaign the purchases paid and the money net of refunds, most first.
 */
export function revenueReport({ subscriptions, shards, pendingPayments }: { subscriptions: Pick<SubscriptionDocument, 'status' | 'mrrCents' | 'cancelAtPeriodEnd'>[]; shards: RevenueShard[]; pendingPayments: number }): RevenueReport {
  const inMrr = subscriptions.filter((subscription) => countsInMrr(subscription.status));
  const bySource = new Map<string, RevenueBySource>();
  let revenue30dCents = 0;
  let refunded30dCents = 0;
  for (const { metric, key, count, amountCents = 0 } of shards) {
    const row = bySource.get(key) ?? { ...parseCampaignKey(key), purchases: 0, revenueCents: 0 };
    if (metric === 'revenue') {
      revenue30dCents += amountCents;
      row.purchases += count;
      row.revenueCents += amountCents;
    } else if (metric === 'refunds') {
      refunded30dCents += amountCents;
      row.revenueCents -= amountCents;
    }
    bySource.set(key, row);
  }
  return {
    mrrCents: inMrr.reduce((sum, subscription) => sum + (subscription.mrrCents ?? 0), 0),
    activeSubscriptions: inMrr.length,
    trialing: subscriptions.filter((subscription) => subscription.status === 'trialing').length,
    // Set to cancel at the period's end: still active (in MRR) or trialing until it ends.
    canceling: subscriptions.filter((subscription) => subscription.cancelAtPeriodEnd === true).length,
    revenue30dCents,
    refunded30dCents,
    pendingPayments,
    bySource: [...bySource.values()].sort((a, b) => b.revenueCents - a.revenueCents || b.purchases - a.purchases || a.source.localeCompare(b.source)),
  };
}
