import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { LEAD_HOOK_SECRETS, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './params';

/**
 * Everything under /api/** (Hosting rewrites it here). Its resources, chosen (docs/deploy.md: "The api
 * function's resources"): one warm instance, because a cold start (seconds) would sit on a buyer's
 * way to checkout; 1 vCPU and 512 MiB serve 80 requests at once (the handlers wait on Firestore
 * and Stripe, not the CPU); at most 10 instances (800 requests in flight) caps what a flood can
 * cost; 60 s is the longest a request may take (checkout's Stripe call with its retries is far
 * shorter). The Stripe secrets and the lead hooks (only to report whether each is configured)
 * are bound as variables.
 */
export const api = onRequest(
  {
    region: 'us-central1',
    invoker: 'public',
    minInstances: 1,
    maxInstances: 10,
    concurrency: 80,
    cpu: 1,
    memory: '512MiB',
    timeoutSeconds: 60,
    secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, ...LEAD_HOOK_SECRETS],
  },
  createApp(),
);

export { deliverLead, queueLeadDelivery } from './triggers/lead-delivery';
export { deliverCustomerEvent, queueCustomerEventDelivery } from './triggers/customer-delivery';
export { alertFoundersSoldOut, deliverOpsAlert, queueOpsAlertDelivery } from './triggers/ops-alerts';
export { releaseSeatHolds } from './triggers/seat-holds';
export { purgeAnalytics } from './triggers/analytics-purge';
