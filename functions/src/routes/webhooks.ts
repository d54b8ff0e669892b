import { STRIPE_WEBHOOK, type WebhookAnswer } from '@blast/catalog';
import { Router } from 'express';
import { addressKey } from '../domain/analytics/visitor';
import { applyStripeEvent } from '../domain/money/events/payment-events';
import { verifiedEventWatched } from '../domain/money/events/verified-event';
import { clientOf } from '../http/client';
import { mount, route } from '../http/mount';
import { requestNow } from '../http/test-clock';

export const webhookRoutes = Router();

mount(webhookRoutes, [
  // Nothing unsigned gets in (400, nothing changes); past 60 refusals a minute from one address, a 429 before anything counts them; a verified event applies once (payment-events.ts).
  route({
    endpoint: STRIPE_WEBHOOK,
    answer: async ({ req }): Promise<WebhookAnswer> => {
      const client = clientOf(req);
      const event = await verifiedEventWatched(req.rawBody ?? Buffer.alloc(0), req.headers['stripe-signature'], async () => addressKey(client), requestNow(req));
      return { received: true, outcome: await applyStripeEvent(event) };
    },
  }),
]);
