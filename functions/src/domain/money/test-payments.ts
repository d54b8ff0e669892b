import { randomBytes } from 'node:crypto';
import { PLANS, SITE_PAGES, type ConfigurationStatus, type PlanId, type SimulatedPayment, type SimulationAnswer } from '@blast/catalog';
import { LEAD_HOOKS, SITE_ORIGIN, STRIPE, customerHookTarget, leadHookTarget, opsHookTarget } from '../../config';
import { STRIPE_API_VERSION, paymentsMode } from '../../stripe/client';
import { signedHeader } from '../../stripe/webhooks';
import { DomainError } from '../errors';
import { WebhookNotConfiguredError } from './events/verified-event';
import { encodeSessionMetadata } from './session-metadata';

/** A live Stripe key is configured: a test must never record a payment that did not happen. */
class SimulationRefusedError extends DomainError {
  readonly refusal = 'forbidden';

  constructor() {
    super('Simulated payments are refused while payments run with a live Stripe key');
  }
}

/** The site's own webhook could not be reached, or refused the simulated event. */
class WebhookDeliveryError extends DomainError {
  readonly refusal = 'provider-failed';
}

/** SPEC §3's simulated amounts: 700 mini, 7500 lite, 19700 otherwise. */
export function simulatedAmountCents(plan: PlanId): number {
  if (plan === 'mini') return 700;
  if (plan === 'blast-lite') return 7500;
  return 19700;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * SPEC §3's simulated payment: a checkout.session.completed event with the session id, the
 * customer's email and name, metadata (plan, setup, setup_fee, tracking), amount_total, usd and a
 * subscription id (none for a one-time plan: prepay and Elite).
 */
export function simulatedEvent({ plan, name, email }: SimulatedPayment, now = Date.now()) {
  const session = {
    id: randomId('cs_test_sim'),
    object: 'checkout.session',
    mode: PLANS[plan].billing === 'monthly' ? 'subscription' : 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: simulatedAmountCents(plan),
    currency: 'usd',
    customer_email: email,
    customer_details: { email, name },
    metadata: encodeSessionMetadata({
      plan,
      foundersRate: false,
      includeSetup: false,
      setupFeeCents: 0,
      setupWaived: false,
      trial: false,
      name,
      sourcePage: SITE_PAGES.TestPurchases.path,
      campaign: { utm_source: 'test', utm_campaign: 'purchase-testing', utm_medium: 'dev-interface' },
    }),
    ...(PLANS[plan].billing === 'monthly' && { subscription: randomId('sub_test_sim') }),
  };
  return {
    id: randomId('evt_test_sim'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(now / 1000),
    livemode: false,
    type: 'checkout.session.completed',
    data: { object: session },
  };
}

/**
 * Builds the event, signs it with the webhook secret, and posts it to the site's own webhook, the
 * path Stripe's deliveries take. Refused while payments run with a live key.
 */
export async function simulatePayment(payment: SimulatedPayment): Promise<SimulationAnswer> {
  if (paymentsMode() === 'live') throw new SimulationRefusedError();
  if (!STRIPE.webhookSecret) throw new WebhookNotConfiguredError();
  const event = simulatedEvent(payment);
  const payload = JSON.stringify(event);
  const signature = signedHeader(payload);
  let res: Response;
  try {
    res = await fetch(`${SITE_ORIGIN}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    throw new WebhookDeliveryError(`The webhook could not be reached at ${SITE_ORIGIN}: ${(err as Error).message}`);
  }
  const answer = (await res.text()).slice(0, 500);
  if (!res.ok) throw new WebhookDeliveryError(`The webhook answered ${res.status}: ${answer}`);
  return { ok: true, eventId: event.id, sessionId: event.data.object.id, amount: event.data.object.amount_total, webhook: { status: res.status, body: safeJson(answer) } };
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A hook's address as the card shows it: its host, and whether it is a real automation (a hook on this machine is the local inbox). */
function hookStatus(target: { url: string } | { problem: string }): { configured: boolean; host: string } {
  if (!('url' in target)) return { configured: false, host: '' };
  const { host, hostname } = new URL(target.url);
  return { configured: !['127.0.0.1', 'localhost', '[::1]'].includes(hostname), host };
}

/** What the test page's configuration card shows: the real state, never a secret. */
export function configurationStatus(): ConfigurationStatus {
  return {
    payments: { mode: paymentsMode(), webhookSecretConfigured: STRIPE.webhookSecret !== '', simulationAllowed: paymentsMode() !== 'live' },
    leadHooks: (Object.keys(LEAD_HOOKS) as (keyof typeof LEAD_HOOKS)[]).map((hook) => ({ hook, ...hookStatus(leadHookTarget(hook)) })),
    customerHook: hookStatus(customerHookTarget()),
    opsHook: hookStatus(opsHookTarget()),
    siteUrl: SITE_ORIGIN,
  };
}
