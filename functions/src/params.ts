/**
 * The deploy-time settings, declared as Cloud Functions params: `firebase deploy` asks for the
 * strings it has no value for (or reads them from functions/.env.<project>), and the secrets come
 * from Cloud Secret Manager (`firebase functions:secrets:set NAME`). At run time every one of
 * them is an environment variable, which config.ts reads once. Locally the emulator takes the
 * strings from functions/.env.local and the secrets from functions/.secret.local, both written by
 * the start and test scripts.
 */
import { defineSecret, defineString } from 'firebase-functions/params';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

export const SITE_URL = defineString('SITE_URL', {
  description: "The site's public address: checkout's success and cancel pages, the simulated payment's webhook",
});
export const LEAD_HOOK_BLAST_URL = defineString('LEAD_HOOK_BLAST_URL', { description: 'The lead-automation webhook for Blast CRM, Mini, Elite, demo and test leads' });
export const LEAD_HOOK_LITE_URL = defineString('LEAD_HOOK_LITE_URL', { description: 'The lead-automation webhook for Blast Lite opt-ins' });
export const BOOKING_URL = defineString('BOOKING_URL', {
  description: "The external scheduling host's booking calendar (demo calls, custom builds); its host must be in firebase.json's CSP frame-src",
});
export const LEAD_HOOK_SNAPSHOT_URL = defineString('LEAD_HOOK_SNAPSHOT_URL', { description: 'The lead-automation webhook for the snapshot forms' });

/** The value of STRIPE_SECRET_KEY that means "no Stripe: use the local stand-in" (local runs only). */
export const LOCAL_STAND_IN_KEY = 'local-stand-in';
