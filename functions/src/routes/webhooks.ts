import { Router } from 'express';
import type Stripe from 'stripe';
import { STRIPE } from '../config';
import { applyStripeEvent } from '../domain/payment-events';
import { HttpError, methodNotAllowed } from '../http/errors';
import { logs } from '../logs';
import { stripe } from '../payments/stripe-client';

export const webhookRoutes = Router();

/**
 * Stripe's webhook: nothing unsigned gets in. The signature is checked on the raw body with
 * STRIPE_WEBHOOK_SECRET and a 300 s tolerance; an unsigned, forged or stale event gets 400 and
 * changes nothing. A verified event is applied exactly once (domain/payment-events.ts); a replay
 * answers 200 and changes nothing.
 */
webhookRoutes
  .route('/api/webhooks/stripe')
  .post(async (req, res) => {
    if (!STRIPE.webhookSecret) throw new HttpError(503, 'The payment webhook is not configured (STRIPE_WEBHOOK_SECRET)');
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      logs.webhookRejected('no signature');
      throw new HttpError(400, 'The Stripe-Signature header is missing', 'stripe-signature');
    }
    let event: Stripe.Event;
    try {
      event = stripe().webhooks.constructEvent(req.rawBody ?? Buffer.alloc(0), signature, STRIPE.webhookSecret, STRIPE.toleranceSeconds);
    } catch (err) {
      logs.webhookRejected(err instanceof Error ? err.message : String(err));
      throw new HttpError(400, 'The Stripe signature does not verify: not signed with our secret, altered, or too old', 'stripe-signature');
    }
    const outcome = await applyStripeEvent(event);
    res.json({ received: true, outcome });
  })
  .all(methodNotAllowed('POST'));
