import { goalOf, type Campaign, type ClientConversionType, type ConversionPlan } from '@blast/catalog';
import { collections } from '../../store/collections';
import { Timestamp, db, lostRace, type Transaction, type WriteBatch } from '../../store/db';
import type { PaymentDetails } from '../../store/documents';
import { dailyCampaignKey, pageKey } from './bounded-keys';
import { addToRollups, campaignKey } from './rollups';
import { dayOf } from './visitor';
import { readReach, type Reached } from './visitor-marks';

/** What the browser may report, and 'purchase' and 'trial', which come from the payment webhook alone. */
type ConversionType = ClientConversionType | 'purchase' | 'trial';

export interface Conversion {
  conversionType: ConversionType;
  plan: ConversionPlan;
  sourcePage: string;
  campaign: Campaign;
  visitor?: string;
  name?: string;
  email?: string;
  intent?: string;
  /** Cents actually charged (purchases). */
  amountCents?: number;
  foundersRate?: boolean;
  /** What else the event's origin records (the payment webhook: session and event ids, ...). */
  extra?: PaymentDetails;
}

/** A campaign's fields as the conversion documents name them (SPEC §3's recent conversion). */
function campaignFields(campaign: Campaign) {
  return {
    ...(campaign.utm_source !== undefined && { utmSource: campaign.utm_source }),
    ...(campaign.utm_campaign !== undefined && { utmCampaign: campaign.utm_campaign }),
    ...(campaign.utm_medium !== undefined && { utmMedium: campaign.utm_medium }),
    ...(campaign.utm_term !== undefined && { utmTerm: campaign.utm_term }),
    ...(campaign.utm_content !== undefined && { utmContent: campaign.utm_content }),
  };
}

/**
 * Writes the event and its daily rollups (per plan, page, campaign and type) in one commit.
 * Every conversion document has SPEC §3's recent-conversion fields: conversionType, plan, amount
 * (cents), foundersRate, name, email, utmSource, utmCampaign, timestamp; plus sourcePage and the
 * other campaign fields.
 */
export async function recordConversion(conversion: Conversion, address: string, now = Date.now()): Promise<string> {
  const ref = collections.conversions().doc();
  // A visitor's campaign is counted within the day's bound (bounded-keys.ts); a payment's comes
  // from a checkout session and is counted as it is.
  const boundedKey = await dailyCampaignKey(conversion.campaign, dayOf(now), now, address);
  const reached = conversion.visitor ? reachOf(conversion.visitor, conversion.conversionType, now) : undefined;
  // The event and what its visitor reached in one commit; a race lost on a mark is read again.
  for (let attempt = 1; ; attempt += 1) {
    const batch = db().batch();
    writeConversion(batch, ref.id, conversion, { now, campaignKey: boundedKey });
    if (reached) (await readReach(reached))(batch);
    try {
      await batch.commit();
      return ref.id;
    } catch (err) {
      if (!lostRace(err) || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

const MAX_ATTEMPTS = 3;

/** What a visitor reaches by a conversion the browser reports: its goal, or (checkout_started) a step of the funnel. */
function reachOf(visitor: string, conversionType: ConversionType, now: number): Reached {
  const goal = goalOf(conversionType);
  return { visitor, day: dayOf(now), at: now, ...(goal ? { goal } : { step: 'openedCheckout' as const }) };
}

/** The same writes, inside a caller's transaction or batch (the webhook's exactly-once commit). */
export function writeConversion(writer: Transaction | WriteBatch, id: string, conversion: Conversion, { now = Date.now(), counted = true, campaignKey: boundedCampaignKey }: ConversionWrite = {}): void {
  const { conversionType, plan, sourcePage, campaign, visitor, name, email, intent, amountCents = 0, foundersRate = false, extra = {} } = conversion;
  (writer as WriteBatch).create(collections.conversions().doc(id), {
    ...extra,
    conversionType,
    plan,
    amount: amountCents,
    foundersRate,
    ...(name !== undefined && { name }),
    ...(email !== undefined && { email }),
    ...campaignFields(campaign),
    sourcePage,
    ...(intent !== undefined && { intent }),
    ...(visitor !== undefined && { visitor }),
    day: dayOf(now),
    timestamp: Timestamp.fromMillis(now),
    recordedAt: Timestamp.now(),
  });
  if (counted) countConversion(writer, conversion, now, boundedCampaignKey);
}

interface ConversionWrite {
  /** When it happened (a payment: when Stripe created its event). */
  now?: number;
  /** False for a payment that has not settled: the document is written, its rollups wait for countConversion. */
  counted?: boolean;
  /** The campaign key to count under, when bounded (bounded-keys.ts); else the campaign's own. */
  campaignKey?: string;
}

/** Counts a conversion in the daily rollups (per plan, page, campaign and type), on the day of `now`. */
export function countConversion(
  writer: Transaction | WriteBatch,
  conversion: Pick<Conversion, 'conversionType' | 'plan' | 'sourcePage' | 'campaign' | 'amountCents'>,
  now: number,
  boundedCampaignKey = campaignKey(conversion.campaign),
): void {
  const { conversionType, plan, sourcePage, amountCents = 0 } = conversion;
  const day = dayOf(now);
  addToRollups(writer, [
    { metric: 'conversions', dimension: 'plan', key: plan, day, amountCents },
    { metric: 'conversions', dimension: 'page', key: pageKey(sourcePage), day, amountCents },
    { metric: 'conversions', dimension: 'campaign', key: boundedCampaignKey, day, amountCents },
    { metric: 'conversions', dimension: 'type', key: conversionType, day, amountCents },
  ]);
}
