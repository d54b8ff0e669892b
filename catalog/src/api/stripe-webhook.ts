import type { Endpoint } from './endpoint';

/** POST /api/webhooks/stripe: Stripe's signed events; the body is read as its raw bytes, not parsed here. */
export const STRIPE_WEBHOOK = { method: 'POST', path: '/api/webhooks/stripe' } as const satisfies Endpoint;

/** What became of the event: applied now, a replay of one applied before, or of a type the site ignores. */
export type EventOutcome = 'applied' | 'replay' | 'ignored';

export interface WebhookAnswer {
  received: true;
  outcome: EventOutcome;
}
