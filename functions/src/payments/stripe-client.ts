import Stripe from 'stripe';
import { STRIPE } from '../config';

let client: Stripe | undefined;

/** True when no Stripe key is configured: checkout runs against the local stand-in. */
export const usesStandIn = () => STRIPE.secretKey === '';

/** The one stripe SDK client: Stripe itself with a key, else the local stand-in on 127.0.0.1. */
export function stripe(): Stripe {
  client ??= usesStandIn()
    ? new Stripe('sk_test_local_stand_in', {
        host: '127.0.0.1',
        port: STRIPE.standInPort,
        protocol: 'http',
        telemetry: false,
        maxNetworkRetries: 1,
      })
    : new Stripe(STRIPE.secretKey, { telemetry: false, maxNetworkRetries: 2 });
  return client;
}
