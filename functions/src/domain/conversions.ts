import { PLAN_IDS, type PlanId } from '@blast/catalog';
import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../store/db';
import type { Campaign } from './campaign';
import { addToRollups, sourceKey } from './rollups';
import { dayOf } from './visitor';

/** What the browser may report. A purchase is recorded by the payment webhook alone. */
export const CLIENT_CONVERSION_TYPES = ['lead', 'demo_interest', 'checkout_started'] as const;
export type ConversionType = (typeof CLIENT_CONVERSION_TYPES)[number] | 'purchase';

/** A catalogue plan id, or 'unknown' when the caller did not say. */
export const CONVERSION_PLANS = [...PLAN_IDS, 'unknown'] as const;
export type ConversionPlan = PlanId | 'unknown';

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
}

/** Writes the event and its daily rollups (per plan, page, campaign source and type) in one commit. */
export async function recordConversion(conversion: Conversion, now = Date.now()): Promise<string> {
  const ref = db().collection(COLLECTIONS.conversions).doc();
  const batch = db().batch();
  writeConversion(batch, ref.id, conversion, now);
  await batch.commit();
  return ref.id;
}

/** The same writes, inside a caller's transaction or batch (the webhook's exactly-once commit). */
export function writeConversion(writer: Transaction | WriteBatch, id: string, conversion: Conversion, now = Date.now()): void {
  const day = dayOf(now);
  const { conversionType, plan, sourcePage, campaign, visitor, name, email, intent, amountCents = 0, foundersRate } = conversion;
  (writer as WriteBatch).create(db().collection(COLLECTIONS.conversions).doc(id), {
    conversion_type: conversionType,
    plan,
    source_page: sourcePage,
    ...campaign,
    ...(visitor !== undefined && { visitor }),
    ...(name !== undefined && { name }),
    ...(email !== undefined && { email }),
    ...(intent !== undefined && { intent }),
    amountCents,
    ...(foundersRate !== undefined && { foundersRate }),
    day,
    createdAt: Timestamp.fromMillis(now),
  });
  addToRollups(writer, [
    { metric: 'conversions', dimension: 'plan', key: plan, day, amountCents },
    { metric: 'conversions', dimension: 'page', key: sourcePage, day, amountCents },
    { metric: 'conversions', dimension: 'source', key: sourceKey(campaign.utm_source), day, amountCents },
    { metric: 'conversions', dimension: 'type', key: conversionType, day, amountCents },
  ]);
}
