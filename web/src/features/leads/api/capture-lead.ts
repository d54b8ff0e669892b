/**
 * POST /api/leads (SPEC §7), then a conversion of type lead. The lead's errors are logged and
 * rethrown (an ApiError carries the server's error and field); the answer is `{ ok, id }`.
 */
import { CAPTURE_LEAD, type LeadAnswer, type LeadBody } from '@blast/catalog';
import { postJson } from '../../../lib/api-client';
import { readCampaign } from '../../../lib/campaign';
import { trackConversion, type ConversionContext } from '../../../lib/conversions';

/** The person: a name, or (SPEC §3's snapshot form) a first name. */
type LeadPerson = { name: string; first_name?: never } | { first_name: string; name?: never };

/** The rest of the form: email, phone, plan, intent, source, and the hidden field (a bot fills it; the server then stores nothing). */
export type LeadInput = LeadPerson & Pick<LeadBody, 'email' | 'phone' | 'plan' | 'intent' | 'source' | 'website'>;

/** Where the lead comes from (the visitor's stored campaign and the current page unless given). */
export type LeadContext = ConversionContext;

export async function captureLead(lead: LeadInput, where: LeadContext = {}): Promise<LeadAnswer> {
  const plan = lead.plan || 'unknown';
  try {
    const body: LeadBody = { source: where.page ?? location.pathname, ...lead, plan, ...(where.campaign ?? readCampaign()) };
    const answer = await postJson<LeadAnswer>(CAPTURE_LEAD.path, body, { accept: (answer) => Boolean(answer.ok) });
    // The lead is safe once stored: a conversion that fails to record is logged (by
    // trackConversion) and does not turn the visitor's success into an error.
    // The conversion names the person as they typed it (a snapshot's first name included): Recent
    // Conversions shows who, not 'Anonymous'.
    const person = { name: lead.name ?? lead.first_name, email: lead.email };
    await trackConversion({ conversion_type: 'lead', plan, intent: lead.intent, ...person }, where).catch(() => undefined);
    return answer;
  } catch (err) {
    console.error('Lead capture failed', err);
    throw err;
  }
}
