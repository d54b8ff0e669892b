import { Timestamp } from 'firebase-admin/firestore';
import { LEAD_DEDUP_WINDOW_MS, type LeadHook } from '../config';
import { COLLECTIONS, db } from '../store/db';
import type { Campaign } from './campaign';
import type { ConversionPlan } from './conversions';
import { sha256 } from './visitor';

export interface Lead {
  name: string;
  email: string;
  phone?: string;
  plan: ConversionPlan;
  intent: string;
  source: string;
  campaign: Campaign;
  visitor: string;
}

/** The delivery record every lead carries (domain/lead-forwarding.ts moves it along). */
export interface ForwardState {
  hook: LeadHook;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: Timestamp;
  lastError?: string;
  deliveredAt?: Timestamp;
  /** Attempts made before the operator's retries (attempts counts since the last one). */
  attemptsBeforeRetry?: number;
  /** When an operator last retried a failed lead: its retry period starts again there. */
  retryFrom?: Timestamp;
  /** While an attempt is under way, nobody else starts one before this moment. */
  leaseUntil?: Timestamp;
}

/**
 * Which external automation a lead goes to, by its intent: Lite opt-ins to the Lite hook, the
 * snapshot forms to the snapshot hook, every other lead (CRM, Mini, Elite, demo, consultation,
 * test) to the Blast CRM hook, so that none of them waits unseen in the store.
 */
export function hookFor(intent: string): LeadHook {
  const normalized = intent.toLowerCase();
  if (normalized.includes('snapshot')) return 'snapshot';
  if (normalized.startsWith('lite') || normalized.startsWith('blast-lite')) return 'lite';
  return 'blast';
}

/**
 * Stores a lead, pending delivery, and answers its id. The same email and intent inside the
 * dedup window is the same lead: its first id is answered and nothing new is stored. The guard
 * and the lead are written in one transaction, so two racing submits store one lead.
 */
export async function storeLead(lead: Lead, now = Date.now()): Promise<{ id: string; duplicate: boolean }> {
  const email = lead.email.toLowerCase();
  const guardRef = db().collection(COLLECTIONS.leadDedup).doc(sha256(email, lead.intent));
  const leadRef = db().collection(COLLECTIONS.leads).doc();
  return db().runTransaction(async (tx) => {
    const guard = await tx.get(guardRef);
    const firstAt = guard.get('createdAt') as Timestamp | undefined;
    if (firstAt && now - firstAt.toMillis() < LEAD_DEDUP_WINDOW_MS) return { id: guard.get('leadId') as string, duplicate: true };
    const forward: ForwardState = { hook: hookFor(lead.intent), status: 'pending', attempts: 0, nextAttemptAt: Timestamp.fromMillis(now) };
    tx.set(guardRef, { leadId: leadRef.id, createdAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + LEAD_DEDUP_WINDOW_MS) });
    tx.create(leadRef, {
      name: lead.name,
      email,
      ...(lead.phone !== undefined && { phone: lead.phone }),
      plan: lead.plan,
      intent: lead.intent,
      source: lead.source,
      ...lead.campaign,
      visitor: lead.visitor,
      createdAt: Timestamp.fromMillis(now),
      forward,
    });
    return { id: leadRef.id, duplicate: false };
  });
}
