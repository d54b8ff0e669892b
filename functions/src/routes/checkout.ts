import { CHECKOUT_TYPES, START_CHECKOUT, checkoutInput, isCheckoutType, type CheckoutAnswer, type CheckoutType } from '@blast/catalog';
import { Router, type Request } from 'express';
import { startCheckout } from '../domain/money/checkout';
import { clientOf } from '../http/client';
import { HttpError } from '../http/errors';
import { mount, route } from '../http/mount';

export const checkoutRoutes = Router();

/** The checkout type the path names, before the body is read: any other is a 404. */
function checkoutPath({ type }: Request['params']): { type: CheckoutType } {
  if (!isCheckoutType(type)) throw new HttpError(404, `No checkout ${type}: use one of ${CHECKOUT_TYPES.join(', ')}`);
  return { type };
}

mount(checkoutRoutes, [
  route({
    endpoint: START_CHECKOUT,
    // The success and cancel pages are on SITE_URL; a session needs Stripe itself outside the emulator.
    settings: ['SITE_URL', 'STRIPE_SECRET_KEY'],
    params: checkoutPath,
    input: checkoutInput,
    from: 'body',
    // Each checkout opens a session at Stripe: a client gets a few a minute, then a 429.
    rateLimit: 'checkouts',
    status: 201,
    // The client's address, for the founders holds it may have at once (hashed there, never stored).
    answer: ({ req, params, input, now }): Promise<CheckoutAnswer> => startCheckout({ ...params, ...input }, clientOf(req), now),
  }),
]);
