/** POST /api/leads (SPEC §7). Errors are logged and rethrown. */
export interface LeadInput {
  name: string;
  email: string;
  phone?: string;
  plan?: string;
  intent: string;
  source?: string;
}

export interface LeadAnswer {
  ok: boolean;
  id?: string;
  error?: string;
  field?: string;
}

export async function captureLead(lead: LeadInput): Promise<LeadAnswer> {
  try {
    const res = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan: 'unknown', source: location.pathname, ...lead }),
    });
    const answer = (await res.json().catch(() => ({}))) as LeadAnswer;
    if (!res.ok) throw new Error(answer.error || `${res.status}: ${res.statusText}`);
    return answer;
  } catch (err) {
    console.error('Lead capture failed', err);
    throw err;
  }
}
