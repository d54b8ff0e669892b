/**
 * Where the revenue is written: daily rollups per campaign and per plan (revenueRollups, summed by
 * the revenue report), on the UTC day of the event that brought the money. `count` is the purchases
 * paid (a renewal adds money, not a purchase) or the refunds made. The two dimensions count the
 * same money twice: a reader sums one of them.
 */
import type { Campaign } from '@blast/catalog';
import { collections } from '../../../store/collections';
import type { Timestamp, WriteBatch } from '../../../store/db';
import type { BuyerCampaign } from '../../../store/documents';
import { addToRollups, campaignKey, type Metric } from '../../analytics/rollups';
import type { ReadMetadata } from '../session-metadata';
import type { SubscriptionMoves } from './revenue-rules';
import { dayOf } from '../../analytics/visitor';

/** A refund whose purchase is not known (a charge made outside the site's checkout). */
const UNKNOWN_BUYER: Campaign = { utm_source: '(unknown)' };

/** The dimensions money is counted under: the buyer's campaign, and the plan bought. */
export const MONEY_DIMENSIONS = { campaign: 'campaign', plan: 'plan' } as const;
/** A refund of no purchase the site knows has no plan either. */
const UNKNOWN_PLAN = '(unknown)';

export function addRevenue(batch: WriteBatch, { at, campaign, plan, amountCents, purchases }: { at: Timestamp; campaign: Campaign; plan: string; amountCents: number; purchases: number }): void {
  const day = dayOf(at.toMillis());
  addToRollups(
    batch,
    [
      { metric: 'revenue', dimension: MONEY_DIMENSIONS.campaign, key: campaignKey(campaign), day, by: purchases, amountCents },
      { metric: 'revenue', dimension: MONEY_DIMENSIONS.plan, key: plan, day, by: purchases, amountCents },
    ],
    collections.revenueRollups,
  );
}

export function addRefund(batch: WriteBatch, { at, campaign, plan, amountCents }: { at: Timestamp; campaign?: Campaign; plan?: string; amountCents: number }): void {
  const day = dayOf(at.toMillis());
  addToRollups(
    batch,
    [
      { metric: 'refunds', dimension: MONEY_DIMENSIONS.campaign, key: campaignKey(campaign ?? UNKNOWN_BUYER), day, by: 1, amountCents },
      { metric: 'refunds', dimension: MONEY_DIMENSIONS.plan, key: plan ?? UNKNOWN_PLAN, day, by: 1, amountCents },
    ],
    collections.revenueRollups,
  );
}

/** The money history's counters of subscriptions: one a day each, in revenueRollups. */
export const SUBSCRIPTION_METRICS = {
  mrr: 'mrr',
  started: 'subscriptionsStarted',
  canceled: 'subscriptionsCanceled',
  trialsStarted: 'trialsStarted',
  trialsConverted: 'trialsConverted',
  trialsCanceled: 'trialsCanceled',
} as const;

/**
 * Dates a subscription's change on the day of the event that made it: MRR's change (amountCents)
 * with the change in subscriptions counted in it (count), and what started or ended. MRR at a
 * day's end is then today's less the changes since (revenue-report.ts).
 */
export function addSubscriptionMoves(batch: WriteBatch, at: Timestamp, moves: SubscriptionMoves): void {
  const day = dayOf(at.toMillis());
  const counter = (metric: Metric, by: number, amountCents = 0) => ({ metric, dimension: 'all', key: 'all', day, by, amountCents });
  const { mrr, started, canceled, trialsStarted, trialsConverted, trialsCanceled } = SUBSCRIPTION_METRICS;
  const increments = [
    ...(moves.mrrCents !== 0 || moves.active !== 0 ? [counter(mrr, moves.active, moves.mrrCents)] : []),
    ...(moves.started ? [counter(started, moves.started)] : []),
    ...(moves.canceled ? [counter(canceled, moves.canceled)] : []),
    ...(moves.trialsStarted ? [counter(trialsStarted, moves.trialsStarted)] : []),
    ...(moves.trialsConverted ? [counter(trialsConverted, moves.trialsConverted)] : []),
    ...(moves.trialsCanceled ? [counter(trialsCanceled, moves.trialsCanceled)] : []),
  ];
  if (increments.length > 0) addToRollups(batch, increments, collections.revenueRollups);
}

/** The campaign of the metadata a session or subscription carries, as the money counts it (utm_source, utm_campaign). */
export function campaignOfMetadata({ campaign }: Pick<ReadMetadata, 'campaign'>): Campaign {
  const { utm_source, utm_campaign } = campaign;
  return { ...(utm_source && { utm_source }), ...(utm_campaign && { utm_campaign }) };
}

/** A campaign as payment documents keep it, and back. */
export const buyerCampaign = ({ utm_source, utm_campaign }: Campaign): BuyerCampaign => ({
  ...(utm_source && { utmSource: utm_source }),
  ...(utm_campaign && { utmCampaign: utm_campaign }),
});
export const campaignOfBuyer = ({ utmSource, utmCampaign }: BuyerCampaign): Campaign => ({
  ...(utmSource && { utm_source: utmSource }),
  ...(utmCampaign && { utm_campaign: utmCampaign }),
});
