/**
 * The deploy-time settings, declared as Cloud Functions params. The strings come from
 * functions/.env.<project> (or `firebase deploy` asks for them, and its prompt refuses an answer
 * that is not an https address); the secrets come from Cloud Secret Manager
 * (`firebase functions:secrets:set NAME --project <id>`), set before the first deploy. At run
 * time every one of them is an environment variable, which config.ts reads once. Locally the
 * emulator takes the strings from functions/.env.local and the secrets from
 * functions/.secret.local, both written by the start and test scripts.
 */
import { defineSecret, defineString } from 'firebase-functions/params';

/** An https address with a host: what every address param must be in production. */
export const HTTPS_ADDRESS = /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/;

const httpsAddress = (what: string, example: string) => ({
  description: what,
  input: { text: { example, validationRegex: HTTPS_ADDRESS.source, validationErrorMessage: `${what}: an https address is required, e.g. ${example}` } },
});

/** Where the client's address is read (config.ts, CLIENT_IP_SOURCE): `xff:N` or a header's name. */
export type ClientIpSource = { kind: 'xff'; fromRight: number } | { kind: 'header'; name: string };

export function parseClientIpSource(value: string): ClientIpSource {
  const xff = /^xff:(\d{1,2})$/.exec(value.trim());
  if (xff && Number(xff[1]) >= 1) return { kind: 'xff', fromRight: Number(xff[1]) };
  if (/^[a-z0-9-]{1,64}$/i.test(value.trim()) && !/^xff/i.test(value.trim())) return { kind: 'header', name: value.trim().toLowerCase() };
  throw new Error(`CLIENT_IP_SOURCE must be xff:N (N from 1) or a header name; not ${JSON.stringify(value)}`);
}

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/**
 * The lead-automation webhooks work as passwords (whoever knows one can post leads to the
 * automation), so they are secrets, bound to deliverLead (which posts to them) and to the API
 * (whose purchase-test page reports whether each is configured).
 */
export const LEAD_HOOK_BLAST_URL = defineSecret('LEAD_HOOK_BLAST_URL', { description: 'The lead-automation webhook (https) for Blast CRM, Mini, Elite, demo and test leads' });
export const LEAD_HOOK_LITE_URL = defineSecret('LEAD_HOOK_LITE_URL', { description: 'The lead-automation webhook (https) for Blast Lite opt-ins' });
export const LEAD_HOOK_SNAPSHOT_URL = defineSecret('LEAD_HOOK_SNAPSHOT_URL', { description: 'The lead-automation webhook (https) for the snapshot forms' });
export const LEAD_HOOK_SECRETS = [LEAD_HOOK_BLAST_URL, LEAD_HOOK_LITE_URL, LEAD_HOOK_SNAPSHOT_URL] as const;

export const SITE_URL = defineString(
  'SITE_URL',
  httpsAddress("The site's public address (the custom domain): checkout's success and cancel pages, the simulated payment's webhook", 'https://www.example.com'),
);
export const BOOKING_URL = defineString(
  'BOOKING_URL',
  httpsAddress("The scheduling host's booking calendar (demo calls, custom builds); its host must be in firebase.json's CSP frame-src", 'https://calendly.com/blast-crm/discovery-call'),
);

export const CUSTOMER_PORTAL_URL = defineString(
  'CUSTOMER_PORTAL_URL',
  httpsAddress("The login link of Stripe's customer portal (Stripe dashboard: Settings, Billing, Customer portal), where buyers manage or cancel their subscription", 'https://billing.stripe.com/p/login/abc123'),
);

/** The value of STRIPE_SECRET_KEY that means "no Stripe: use the local stand-in" (local runs only). */
export const LOCAL_STAND_IN_KEY = 'local-stand-in';
