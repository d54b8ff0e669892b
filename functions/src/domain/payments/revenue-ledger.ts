/**
 * Where the revenue is written: daily rollups per campaign (revenueRollups, summed by the revenue
 * report), on the UTC day of the event that brought the money. `count` is the purchases paid
 * (a renewal adds money, not a purchase) or the refunds made.
 */
import type { Campaign } from '@blast/catalog';
import { collections } from '../../store/collections';
import type { Timestamp, WriteBatch } from '../../store/db';
import type { BuyerCampaign } from '../../store/documents';
import { addToRollups, campaignKey } from '../rollups';
import { dayOf } from '../visitor';

/** A refund whose purchase is not known (a charge made outside the site's checkout). */
const UNKNOWN_BUYER: Campaign = { utm_source: '(unknown)' };

export function addRevenue(batch: WriteBatch, { at, campaign, amountCents, purchases }: { at: Timestamp; campaign: Campaign; amountCents: number; purchases: number }): void {
  addToRollups(batch, [{ metric: 'revenue', dimension: 'campaign', key: campaignKey(campaign), day: dayOf(at.toMillis()), by: purchases, amountCents }], collections.revenueRollups);
}

export function addRefund(batch: WriteBatch, { at, campaign, amountCents }: { at: Timestamp; campaign?: Campaign; amountCents: number }): void {
  addToRollups(batch, [{ metric: 'refunds', dimension: 'campaign', key: campaignKey(campaign ?? UNKNOWN_BUYER), day: dayOf(at.toMillis()), by: 1, amountCents }], collections.revenueRollups);
}

/** The campaign of the metadata a session or subscription carries (utm_source, utm_campaign). */
export function campaignOfMetadata(metadata: Record<string, string> | null | undefined): Campaign {
  const { utm_source, utm_campaign } = metadata ?? {};
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
