/**
 * The one Stripe SDK client, configured once: Stripe itself with a key, else the local stand-in
 * on 127.0.0.1. This folder talks to Stripe and does nothing else; what the business does with
 * Stripe's answers is the domain's (domain/money/).
 */
import type { PaymentsMode } from '@blast/catalog';
import Stripe from 'stripe';
import { IS_LOCAL, STRIPE } from '../config';

let client: Stripe | undefined;

/**
 * The Stripe API version the code reads objects in (an invoice's subscription under `parent`,
 * a session's allowed_payment_method_types, ...). Pinned, so that an SDK upgrade that moves it
 * fails the type check instead of changing shapes silently; the webhook endpoint in the Stripe
 * dashboard must be set to the same version (docs/payments.md).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/**
 * True inside the emulator when no Stripe key is configured: checkout runs against the local
 * stand-in. Outside the emulator a missing key is a missing setting (503), never the stand-in.
 */
export const usesStandIn = () => IS_LOCAL && STRIPE.secretKey === '';

/** Where payments go: the local stand-in, Stripe in test mode, or Stripe live. */
export function paymentsMode(): PaymentsMode {
  if (usesStandIn()) return 'stand-in';
  return /^(sk|rk)_live_/.test(STRIPE.secretKey) ? 'live' : 'test';
}

export function stripe(): Stripe {
  const common = { apiVersion: STRIPE_API_VERSION, telemetry: false, timeout: STRIPE.requestTimeoutMs } as const;
  client ??= usesStandIn()
    ? new Stripe('sk_test_local_stand_in', { ...common, host: '127.0.0.1', port: STRIPE.standInPort, protocol: 'http', maxNetworkRetries: 1 })
    : new Stripe(STRIPE.secretKey, { ...common, maxNetworkRetries: 2 });
  return client;
}
