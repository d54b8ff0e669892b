import type { HONEYPOT_FIELD, Lead as CapturedLead } from '@blast/catalog';
import { LEAD_DEDUP_WINDOW_MS, type LeadHook } from '../../config';
import { collections } from '../../store/collections';
import { Timestamp, db } from '../../store/db';
import type { ForwardState } from '../../store/documents';
import { sha256 } from '../analytics/visitor';

/** A lead as the catalog's schema leaves it (email trimmed and lowercased), less the honeypot, from this visitor. */
type Lead = Omit<CapturedLead, typeof HONEYPOT_FIELD> & { visitor: string };

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
  const guardRef = collections.leadDedup().doc(sha256(lead.email, lead.intent));
  const leadRef = collections.leads().doc();
  return db().runTransaction(async (tx) => {
    const guard = (await tx.get(guardRef)).data();
    if (guard && now - guard.createdAt.toMillis() < LEAD_DEDUP_WINDOW_MS) return { id: guard.leadId, duplicate: true };
    const forward: ForwardState = { hook: hookFor(lead.intent), status: 'pending', attempts: 0, round: 0 };
    tx.set(guardRef, { leadId: leadRef.id, createdAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + LEAD_DEDUP_WINDOW_MS) });
    tx.create(leadRef, {
      name: lead.name,
      email: lead.email,
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
