/**
 * Stripe's objects as the pinned API version sends them (2026-10-28.endive, the version
 * functions/src/stripe/client.ts pins; a unit test holds the two equal), typed by the
 * stripe SDK's own declarations, so every field Stripe sends is here. The stand-in builds its
 * sessions, subscriptions, invoices, charges and events with them, and the emulator tests build
 * theirs: one set of fixtures.
 */
import type Stripe from 'stripe';
import { STRIPE_API_VERSION, stripeId, unixNow } from './ids';

/** An event as Stripe delivers it, rendered in the pinned API version. */
export function stripeEvent(type: Stripe.Event.Type, object: { id: string }, { created = unixNow(), previous }: { created?: number; previous?: Record<string, unknown> } = {}): Stripe.Event {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    data: { object, ...(previous && { previous_attributes: previous }) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}

export * from './ids';
export * from './sessions';
export * from './billing';
export * from './charges';
