import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

/** Everything under /api/** (Hosting rewrites it here). */
export const api = onRequest({ region: 'us-central1', invoker: 'public' }, createApp());

export { forwardLead, sweepLeadForwards } from './triggers/lead-forwarding';
