/**
 * Every setting of the functions, read once from the environment (the params of params.ts and
 * the secrets, as the runtime or the emulator sets them), with the defaults of a local run.
 */
import { LOCAL_STAND_IN_KEY } from './params';

const env = process.env;

/** True inside the Firebase emulator suite (set by the functions emulator). */
const IS_LOCAL = env.FUNCTIONS_EMULATOR === 'true';

const seconds = (name: string, fallback: number): number => {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The external lead-automation webhooks, one per kind of lead (PRODUCT.md: leads are never lost). */
export const LEAD_HOOKS = {
  blast: env.LEAD_HOOK_BLAST_URL || 'http://127.0.0.1:5055/hooks/blast',
  lite: env.LEAD_HOOK_LITE_URL || 'http://127.0.0.1:5055/hooks/lite',
  snapshot: env.LEAD_HOOK_SNAPSHOT_URL || 'http://127.0.0.1:5055/hooks/snapshot',
} as const;
export type LeadHook = keyof typeof LEAD_HOOKS;

/**
 * How a lead is delivered: one Cloud Tasks task per delivery round (deliverLead in
 * triggers/lead-delivery.ts), retried by the queue with exponential backoff. In production
 * 60 tries, from 5 s doubling to an hour, then hourly: about 50 hours. Locally 6 tries 1 to 4 s
 * apart, so a lead whose hook is down shows `failed` within seconds (tests wait that long).
 * The last try records the lead `failed`; the operator's Retry starts a new round.
 */
export const LEAD_RETRY_POLICIES = {
  production: { maxAttempts: 60, minBackoffSeconds: 5, maxBackoffSeconds: 3600, maxDoublings: 10 },
  local: { maxAttempts: 6, minBackoffSeconds: 1, maxBackoffSeconds: 4, maxDoublings: 2 },
} as const;

export const LEAD_DELIVERY = {
  retry: LEAD_RETRY_POLICIES[IS_LOCAL ? 'local' : 'production'],
  /** One delivery attempt waits this long for the hook's answer. */
  timeoutMs: seconds('LEAD_FORWARD_TIMEOUT_S', IS_LOCAL ? 3 : 10) * 1000,
  /** The queue's function (deliverLead), as the Admin SDK names it. */
  queue: 'locations/us-central1/functions/deliverLead',
} as const;

/** A view of the same page by the same visitor inside this window counts once (Plausible's rule). */
export const PAGE_VIEW_DEDUP_WINDOW_MS = seconds('PAGE_VIEW_DEDUP_WINDOW_S', 30 * 60) * 1000;

/** The same email and intent inside this window is the same lead (a double submit). */
export const LEAD_DEDUP_WINDOW_MS = 10 * 60 * 1000;

/** Leads and conversions accepted per visitor per minute, each. */
export const RATE_LIMIT_PER_MINUTE = seconds('RATE_LIMIT_PER_MINUTE', 20);

/**
 * Rollup counters are split in this many shards, so that a busy page's daily counter never
 * becomes one hot document (Firestore sustains about one write a second per document).
 */
export const ROLLUP_SHARDS = 8;

/** Where the site is served: checkout's success and cancel pages are on it. */
export const SITE_ORIGIN = (env.SITE_URL || 'http://127.0.0.1:5000').replace(/\/+$/, '');

/**
 * The booking calendar's address, checked once: https, or http on this machine only (the local
 * calendar stand-in). Null when the setting is not a usable address.
 */
export function bookingTarget(value: string): URL | null {
  try {
    const url = new URL(value);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The booking calendar on the external scheduling host: GET /api/booking redirects to it, so the
 * address is a deploy setting and not baked into the web build. Locally, the calendar stand-in
 * of scripts/calendar-standin.ts. Null when BOOKING_URL is not a usable address.
 */
export const BOOKING_TARGET = bookingTarget(env.BOOKING_URL || 'http://127.0.0.1:12112/booking');

/**
 * Stripe. Without STRIPE_SECRET_KEY (the local default) the stripe SDK talks to the local
 * stand-in (scripts/stripe-standin.ts) on 127.0.0.1; with a test or live key, to Stripe itself.
 */
export const STRIPE = {
  secretKey: env.STRIPE_SECRET_KEY === LOCAL_STAND_IN_KEY ? '' : env.STRIPE_SECRET_KEY || '',
  webhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
  /** Seconds a signed event stays acceptable (Stripe's default). */
  toleranceSeconds: 300,
  standInPort: Number(env.STRIPE_STANDIN_PORT || 12111),
} as const;

/** The runtime as the operator's debug panel shows it: never a secret. */
export const RUNTIME = {
  nodeEnv: env.NODE_ENV,
  /** Set when the Admin SDK talks to the Firestore emulator. */
  firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST,
  project: env.GCLOUD_PROJECT,
} as const;
