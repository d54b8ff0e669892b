import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './params';

/** Everything under /api/** (Hosting rewrites it here); the Stripe secrets bound as variables. */
export const api = onRequest({ region: 'us-central1', invoker: 'public', secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] }, createApp());

export { deliverLead, queueLeadDelivery } from './triggers/lead-delivery';
