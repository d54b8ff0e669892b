import { onRequest } from 'firebase-functions/v2/https';
import { createApp, createSiteImagesApp } from './app';
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

/**
 * POST /api/admin/site/images (Hosting rewrites it here, before /api/**): each upload is decoded
 * and encoded again, and a 4096 px AVIF takes about 650 MB and seconds of CPU to do so; here, one
 * at a time on an instance of its own, it never starves the api's requests or runs them out of
 * memory. Operators alone call it: it scales to zero, at most 2 instances.
 */
export const siteImages = onRequest(
  { region: 'us-central1', invoker: 'public', maxInstances: 2, concurrency: 1, cpu: 1, memory: '1GiB', timeoutSeconds: 120 },
  createSiteImagesApp(),
);

export { deliverLead, queueLeadDelivery } from './triggers/lead-delivery';
export { deliverCustomerEvent, queueCustomerEventDelivery } from './triggers/customer-delivery';
export { alertFoundersSoldOut, deliverOpsAlert, queueOpsAlertDelivery } from './triggers/ops-alerts';
export { releaseSeatHolds } from './triggers/seat-holds';
export { rebuildSiteAfterLastDays } from './triggers/site-days';
export { purgeAnalytics } from './triggers/analytics-purge';
