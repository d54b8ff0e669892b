import { CAMPAIGN_KEYS, type HONEYPOT_FIELD, type Lead as CapturedLead } from '@blast/catalog';
import { LEAD_DEDUP_WINDOW_MS, type LeadHook } from '../../config';
import { collections } from '../../store/collections';
import { FieldValue, Timestamp, db } from '../../store/db';
import type { ForwardState, LeadDetails, LeadDocument, LeadHistoryEntry } from '../../store/documents';
import { sha256 } from '../analytics/visitor';
import { objectsToMarketing } from '../people/marketing-objections';

/** A lead as the catalog's schema leaves it (email trimmed and lowercased), less the honeypot, from this visitor (a known crawler or tool, or not). */
type Lead = Omit<CapturedLead, typeof HONEYPOT_FIELD> & { visitor: string; crawler?: boolean };

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

/** What a submission tells of the person: what a later one may change, newest wins. */
const detailsOf = (lead: Lead): LeadDetails => ({
  name: lead.name,
  ...(lead.phone !== undefined && { phone: lead.phone }),
  plan: lead.plan,
  source: lead.source,
  ...lead.campaign,
});

/** The same details, key for key (a double submit, or a page sending the same form again). */
function sameDetails(a: LeadDetails, b: LeadDetails): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key as keyof LeadDetails] === b[key as keyof LeadDetails]);
}

/** The details a lead holds now, as a later submission finds them. */
function storedDetails(lead: LeadDocument): LeadDetails {
  const campaign = Object.fromEntries(CAMPAIGN_KEYS.flatMap((key) => (lead[key] !== undefined ? [[key, lead[key]]] : [])));
  return { name: lead.name, ...(lead.phone !== undefined && { phone: lead.phone }), plan: lead.plan, source: lead.source, ...campaign };
}

/**
 * Stores a lead, pending delivery, and answers the submission's id. The same email and intent
 * inside the dedup window is the same lead, and nobody else's submission may silence a person's
 * own: a later one with other details is merged into it (its details win, the earlier ones are
 * kept in `history`) and delivered again, in a new round; one with the same details (a double
 * submit) changes nothing. Every submission answers an id of its own, so no answer tells whether
 * someone submitted this email before. One transaction: racing submits merge, never duplicate.
 */
export async function storeLead(lead: Lead, now = Date.now()): Promise<{ id: string }> {
  const guardRef = collections.leadDedup().doc(sha256(lead.email, lead.intent));
  const leadRef = collections.leads().doc();
  const at = Timestamp.fromMillis(now);
  const details = detailsOf(lead);
  return db().runTransaction(async (tx) => {
    const guard = (await tx.get(guardRef)).data();
    const earlier = guard && now - guard.createdAt.toMillis() < LEAD_DEDUP_WINDOW_MS ? await tx.get(collections.leads().doc(guard.leadId)) : undefined;
    const stored = earlier?.data();
    if (earlier && stored) {
      const before = storedDetails(stored);
      // An email that asked for no marketing has its details changed but is not delivered again (docs/privacy.md).
      if (!sameDetails(before, details)) tx.update(earlier.ref, mergedLead(stored, before, details, at, await objectsToMarketing(lead.email, tx)));
      return { id: leadRef.id };
    }
    const forward: ForwardState = { hook: hookFor(lead.intent), status: 'pending', attempts: 0, round: 0 };
    tx.set(guardRef, { leadId: leadRef.id, createdAt: at, expiresAt: Timestamp.fromMillis(now + LEAD_DEDUP_WINDOW_MS) });
    tx.create(leadRef, { ...details, email: lead.email, intent: lead.intent, visitor: lead.visitor, ...(lead.crawler && { crawler: true as const }), createdAt: at, forward });
    return { id: leadRef.id };
  });
}

/** The earlier details kept of a lead: its last few submissions before the current one. */
export const LEAD_HISTORY_MAX = 10;

/**
 * A later submission's details on the lead, the earlier ones kept, and a new delivery round (as
 * the operator's Retry starts one), so that the hook hears the newest; a try of the earlier round
 * still under way ends on its own.
 */
function mergedLead(stored: LeadDocument, before: LeadDetails, details: LeadDetails, at: Timestamp, noMarketing = false): Record<string, unknown> {
  const cleared = Object.fromEntries(['phone', ...CAMPAIGN_KEYS].filter((key) => !(key in details)).map((key) => [key, FieldValue.delete()]));
  const history: LeadHistoryEntry[] = [...(stored.history ?? []), { ...before, until: at }].slice(-LEAD_HISTORY_MAX);
  const merged = { ...cleared, ...details, history, updatedAt: at };
  if (noMarketing) return merged;
  return {
    ...merged,
    'forward.status': 'pending',
    'forward.attempts': 0,
    'forward.attemptsBeforeRetry': FieldValue.increment(stored.forward.attempts ?? 0),
    'forward.round': FieldValue.increment(1),
    'forward.roundStartedAt': at,
    'forward.nextAttemptAt': FieldValue.delete(),
    'forward.leaseUntil': FieldValue.delete(),
  };
}
