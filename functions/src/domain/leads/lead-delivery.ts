/** A lead's delivery to its lead-automation hook (delivery/hook-delivery.ts does the delivering). */
import { CAMPAIGN_KEYS, TEST_LEAD_INTENT } from '@blast/catalog';
import { leadHookTarget, type LeadHook } from '../../config';
import { collections } from '../../store/collections';
import type { LeadDocument } from '../../store/documents';
import type { Deliverable } from '../delivery/hook-delivery';

export { isStalled, retryDelaySeconds } from '../delivery/hook-delivery';

/**
 * The JSON a hook receives: the lead's fields, which kind of lead it is (its hook), whether it
 * came from the purchase testing page, and for a snapshot SPEC §3's `first_name`; never the
 * visitor hash or the delivery record.
 */
export function payloadOf(id: string, lead: LeadDocument) {
  const campaign = Object.fromEntries(CAMPAIGN_KEYS.filter((key) => lead[key] !== undefined).map((key) => [key, lead[key]]));
  return {
    id,
    kind: lead.forward.hook,
    test: lead.intent === TEST_LEAD_INTENT,
    name: lead.name,
    ...(lead.forward.hook === 'snapshot' && { first_name: lead.name }),
    email: lead.email,
    ...(lead.phone !== undefined && { phone: lead.phone }),
    plan: lead.plan,
    intent: lead.intent,
    source: lead.source,
    ...campaign,
    timestamp: lead.createdAt.toDate().toISOString(),
  };
}

export const LEADS: Deliverable<LeadDocument> = {
  what: 'lead',
  ref: (id) => collections.leads().doc(id),
  target: (lead) => leadHookTarget(lead.forward.hook as LeadHook),
  payload: payloadOf,
};

