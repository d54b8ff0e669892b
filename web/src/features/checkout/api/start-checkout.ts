import type { CheckoutType, PlanId } from '@blast/catalog';
import { readCampaign } from '../../tracking/campaign';

export interface CheckoutInput {
  type: CheckoutType;
  plan: PlanId;
  foundersRate: boolean;
  includeSetup: boolean;
  trial: boolean;
  name: string;
  email: string;
  phone?: string;
}

/** POST /api/checkout/{type} (SPEC §7): answers the checkout page's url; a failure throws. */
export async function startCheckout({ type, ...input }: CheckoutInput): Promise<string> {
  const res = await fetch(`/api/checkout/${type}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...input, phone: input.phone || undefined, returnPath: location.pathname, ...readCampaign() }),
  });
  const answer = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!res.ok || !answer.url) throw new Error(answer.error || `${res.status}: ${res.statusText}`);
  return answer.url;
}
