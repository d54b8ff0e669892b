import { STRIPE_WEBHOOK, type WebhookAnswer } from '@blast/catalog';
import { Router, type Request, type Response } from 'express';
import { applyStripeEvent } from '../domain/money/events/payment-events';
import { addressKey } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { methodNotAllowed } from '../http/errors';
import { requestNow } from '../http/test-clock';
import { verifiedEventWatched } from '../domain/money/events/verified-event';

export const webhookRoutes = Router();

/**
 * Stripe's webhook: nothing unsigned gets in (an unsigned, forged or stale event gets 400 and
 * changes nothing); past 60 refusals a minute from one address, 429 before anything counts them. A verified event is applied exactly once (domain/money/events/payment-events.ts); a
 * replay answers 200 and changes nothing.
 */
webhookRoutes
  .route(STRIPE_WEBHOOK.path)
  .post(async (req: Request, res: Response<WebhookAnswer>) => {
    const client = clientOf(req);
    const event = await verifiedEventWatched(req.rawBody ?? Buffer.alloc(0), req.headers['stripe-signature'], async () => addressKey(client), requestNow(req));
    const outcome = await applyStripeEvent(event);
    res.json({ received: true, outcome });
  })
  .all(methodNotAllowed(STRIPE_WEBHOOK.method));
