/**
 * POST /api/leads (SPEC §7), then a conversion of type lead. The lead's errors are logged and
 * rethrown (a LeadError carries the server's error and field); the answer is `{ ok, id }`.
 */
import { readCampaign } from '../../tracking/campaign';
import { trackConversion } from '../../tracking/api';

export interface LeadInput {
  name: string;
  email: string;
  phone?: string;
  plan?: string;
  intent: string;
  source?: string;
  /** The hidden field of the forms (a bot fills it; the server then stores nothing). */
  website?: string;
}

export interface LeadAnswer {
  ok: boolean;
  id?: string;
  error?: string;
  field?: string;
}

export class LeadError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export async function captureLead(lead: LeadInput): Promise<LeadAnswer> {
  const plan = lead.plan || 'unknown';
  try {
    const res = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ source: location.pathname, ...lead, plan, ...readCampaign() }),
    });
    const answer = (await res.json().catch(() => ({}))) as LeadAnswer;
    if (!res.ok || !answer.ok) throw new LeadError(answer.error || `${res.status}: ${res.statusText}`, answer.field);
    // The lead is safe once stored: a conversion that fails to record is logged (by
    // trackConversion) and does not turn the visitor's success into an error.
    await trackConversion({ conversion_type: 'lead', plan, intent: lead.intent }).catch(() => undefined);
    return answer;
  } catch (err) {
    console.error('Lead capture failed', err);
    throw err;
  }
}
