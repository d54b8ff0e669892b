/**
 * The purchase-testing calls: a real checkout session per plan, the signed payment simulation,
 * SPEC §3's test lead, and the configuration the server really runs with.
 */
import { PLANS, type ConfigurationStatus, type PlanId, type SimulationAnswer } from '@blast/catalog';
import { useQuery } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

/** SPEC §5: empty test inputs fall back to these. */
export const TEST_CUSTOMER = { name: 'Test Customer', email: 'test@example.com' } as const;

/** SPEC §9: the lead test's campaign. */
export const TEST_CAMPAIGN = { utm_source: 'test', utm_campaign: 'lead-testing', utm_medium: 'dev-interface' } as const;

/** POST /api/checkout/{type} as a visitor would: answers the checkout page's url. */
export async function createTestCheckout(plan: PlanId, customer: { name: string; email: string }): Promise<string> {
  const res = await fetch(`/api/checkout/${PLANS[plan].checkoutType}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan, foundersRate: false, includeSetup: false, trial: false, ...customer, returnPath: '/test-purchases', utm_source: 'test', utm_campaign: 'purchase-testing' }),
  });
  const answer = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!res.ok || !answer.url) throw new Error(answer.error || `${res.status}: ${res.statusText}`);
  return answer.url;
}

/** The server builds SPEC §3's event, signs it, and sends it through the real webhook. */
export function simulatePayment(plan: PlanId, customer: { name: string; email: string }): Promise<SimulationAnswer> {
  return adminPost('/api/admin/test/simulate-payment', { plan, ...customer });
}

/**
 * SPEC §3's test lead, then its conversion (SPEC §7). A non-ok answer throws the server's error
 * field; a network failure throws its own message.
 */
export async function sendTestLead(): Promise<{ id: string }> {
  const lead = {
    name: 'Test Lead',
    email: `test-lead-${Date.now()}@example.com`,
    phone: '555-0100',
    plan: 'blast',
    intent: 'test-lead',
    source: 'test',
    ...TEST_CAMPAIGN,
  };
  const res = await fetch('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lead) });
  const answer = (await res.json().catch(() => ({}))) as { ok?: boolean; id?: string; error?: string };
  if (!res.ok || !answer.ok) throw new Error(answer.error || `${res.status}: ${res.statusText}`);
  await fetch('/api/analytics/conversion', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversion_type: 'lead', plan: lead.plan, intent: lead.intent, name: lead.name, email: lead.email, source_page: '/test-purchases', ...TEST_CAMPAIGN }),
  }).catch((err) => console.warn('The test lead was stored; its conversion was not recorded', err));
  return { id: answer.id! };
}

export const useConfigurationStatus = () => useQuery<ConfigurationStatus>({ queryKey: ['/api/admin/test/config'] });
