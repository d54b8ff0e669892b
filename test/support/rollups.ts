/** Traffic and money written straight into the analytics' rollups on chosen days: the rollups' own days, not the clock. */
import { createHash } from 'node:crypto';
import { adminDb } from './stack';

const DIRECT = JSON.stringify(['(direct)', '(none)']);

/** The steps of the way to a payment a day's converting visitors reached, beyond the first (rates.ts). */
const STEPS = ['sawPricing', 'openedCheckout', 'reachedStripe', 'paid'] as const;

/**
 * A day's traffic on one page: its views, its visitors, and those of them who converted (each left
 * a lead of Blast CRM), from one campaign (direct unless said); with `steps`, its visitors went
 * that far on the way to a payment (each step as many as the conversions), and `revenueCents`
 * their purchases brought.
 */
export interface DayOfTraffic {
  views: number;
  visitors: number;
  conversions: number;
  page?: string;
  campaign?: readonly [source: string, campaign: string];
  steps?: boolean;
  revenueCents?: number;
}

export const traffic = (views: number, visitors: number, conversions: number, page = '/', more: Pick<DayOfTraffic, 'campaign' | 'steps' | 'revenueCents'> = {}): DayOfTraffic => ({ views, visitors, conversions, page, ...more });

const documentOf = (collection: string, metric: string, dimension: string, key: string, day: string, count: number, extra: Record<string, unknown> = {}) => ({
  collection,
  id: [metric, dimension, day, createHash('sha256').update(key).digest('hex').slice(0, 24), 0].join('_'),
  data: { metric, dimension, key, day, shard: 0, count, ...extra },
});

/**
 * The day's counters, each one document (shard 0, as a folded day leaves it), keyed as the functions
 * key them; the page's, the campaign's and the day's with their visitors' tallies (visitor-marks.ts).
 */
function countersOf(day: string, { views, visitors, conversions, page = '/', campaign, steps = false, revenueCents = 0 }: DayOfTraffic) {
  const campaignKey = campaign ? JSON.stringify(campaign) : DIRECT;
  const reached = steps ? Object.fromEntries(STEPS.map((step) => [step, conversions])) : {};
  const money = revenueCents > 0 ? { revenueCents, purchase: conversions } : {};
  const ofVisitors = { visitors, converted: conversions, lead: conversions, ...reached, ...money };
  const counters = [
    ['pageViews', 'page', page, views, ofVisitors],
    ['pageViews', 'campaign', campaignKey, views, ofVisitors],
    ['visitors', 'all', 'all', visitors, { converted: conversions, lead: conversions, ...reached }],
    ['conversions', 'type', 'lead', conversions],
    ['conversions', 'plan', 'blast', conversions],
    ['conversions', 'page', page, conversions],
    ['conversions', 'campaign', campaignKey, conversions],
  ] as const;
  return counters
    .filter(([, , , count]) => count > 0)
    .map(([metric, dimension, key, count, tallies]) => documentOf('rollups', metric, dimension, key, day, count, tallies && { tallies }));
}

async function writeAll(writes: { collection: string; id: string; data: Record<string, unknown> }[]): Promise<void> {
  for (let start = 0; start < writes.length; start += 400) {
    const batch = adminDb().batch();
    for (const { collection, id, data } of writes.slice(start, start + 400)) batch.set(adminDb().collection(collection).doc(id), data);
    await batch.commit();
  }
}

/** Writes each day's traffic (one page a day; a day written twice keeps its last page's). */
export async function writeRollupDays(days: [string, DayOfTraffic][]): Promise<void> {
  await writeAll(days.flatMap(([day, counted]) => countersOf(day, counted)));
}

/** A day's money: purchases of a plan from a campaign and what they paid, and MRR's change that day (revenue-ledger.ts). */
export interface DayOfMoney {
  purchases: number;
  revenueCents: number;
  plan: string;
  campaign: readonly [source: string, campaign: string];
  mrrChangeCents?: number;
}

/** Writes each day's money into revenueRollups (one plan and campaign a day), as the webhook's ledger counts it. */
export async function writeRevenueDays(days: [string, DayOfMoney][]): Promise<void> {
  await writeAll(
    days.flatMap(([day, { purchases, revenueCents, plan, campaign, mrrChangeCents = 0 }]) => [
      documentOf('revenueRollups', 'revenue', 'campaign', JSON.stringify(campaign), day, purchases, { amountCents: revenueCents }),
      documentOf('revenueRollups', 'revenue', 'plan', plan, day, purchases, { amountCents: revenueCents }),
      ...(mrrChangeCents !== 0 ? [documentOf('revenueRollups', 'mrr', 'all', 'all', day, 0, { amountCents: mrrChangeCents })] : []),
    ]),
  );
}
