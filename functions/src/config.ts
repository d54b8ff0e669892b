/**
 * Every setting of the functions, read once from the environment (the params of params.ts and
 * the secrets, as the runtime or the emulator sets them). Only inside the emulator does a missing
 * setting take a local default; outside it stays empty, and what needs it refuses, naming it.
 */
import { HTTPS_ADDRESS, LOCAL_STAND_IN_KEY, parseClientIpSource } from './params';

const env = process.env;

/** True inside the Firebase emulator suite (set by the functions emulator). */
export const IS_LOCAL = env.FUNCTIONS_EMULATOR === 'true';

/**
 * The Admin SDK's options: in production none (the runtime's FIREBASE_CONFIG and service
 * account). In the emulator a service account named up front: without one, the Cloud Tasks
 * client asks the cloud metadata server (169.254.169.254) for it before every enqueue.
 */
export const ADMIN_APP_OPTIONS = IS_LOCAL
  ? { ...(JSON.parse(env.FIREBASE_CONFIG || '{}') as { projectId?: string }), serviceAccountId: `emulated@${env.GCLOUD_PROJECT || 'demo-blast-crm'}.iam.gserviceaccount.com` }
  : undefined;

/** The deploy settings (params.ts) that a local run defaults: what `npm start` serves on 127.0.0.1. */
const LOCAL_DEFAULTS = {
  SITE_URL: 'http://127.0.0.1:5000',
  BOOKING_URL: 'http://127.0.0.1:12112/booking',
  LEAD_HOOK_BLAST_URL: 'http://127.0.0.1:5055/hooks/blast',
  LEAD_HOOK_LITE_URL: 'http://127.0.0.1:5055/hooks/lite',
  LEAD_HOOK_SNAPSHOT_URL: 'http://127.0.0.1:5055/hooks/snapshot',
  CUSTOMER_HOOK_URL: 'http://127.0.0.1:5055/hooks/customer',
  OPS_HOOK_URL: 'http://127.0.0.1:5055/hooks/ops',
  CUSTOMER_PORTAL_URL: 'http://127.0.0.1:12111/p/login/local',
  SITE_BUILD_HOOK_URL: 'http://127.0.0.1:5056/build',
} as const;
export type DeploySetting = keyof typeof LOCAL_DEFAULTS;

/**
 * A deploy setting's value: '' when it is missing outside the emulator (never a local default).
 * Inside the emulator, `LOCAL_<NAME>` wins first: the emulator reads secrets (the lead hooks)
 * from functions/.secret.local alone, which `npm start` and `npm test` share, so `npm test`
 * points its functions at its own hook receiver with LOCAL_LEAD_HOOK_*_URL in the run's own
 * .env.local (scripts/testing/test.ts) instead of rewriting a shared secrets file. Production never
 * reads a LOCAL_ variable.
 */
const setting = (name: DeploySetting): string => (IS_LOCAL ? env[`LOCAL_${name}`] || env[name] || LOCAL_DEFAULTS[name] : env[name] || '');

/** A setting a route cannot work without: a deploy setting, or the Stripe key (the stand-in is local only). */
export type RequiredSetting = DeploySetting | 'STRIPE_SECRET_KEY';

/** The settings among `names` this instance runs without (never any inside the emulator). */
export const missingSettings = (names: readonly RequiredSetting[]): RequiredSetting[] =>
  names.filter((name) => (name === 'STRIPE_SECRET_KEY' ? !IS_LOCAL && STRIPE.secretKey === '' : setting(name) === ''));

const seconds = (name: string, fallback: number): number => {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The setting (a secret) that names each external lead-automation webhook, one per kind of lead. */
const LEAD_HOOK_SETTINGS = { blast: 'LEAD_HOOK_BLAST_URL', lite: 'LEAD_HOOK_LITE_URL', snapshot: 'LEAD_HOOK_SNAPSHOT_URL' } as const;
export type LeadHook = keyof typeof LEAD_HOOK_SETTINGS;

/**
 * The webhooks' addresses as set ('' when missing outside the emulator). Bound to deliverLead and
 * the API only: elsewhere they read ''.
 */
export const LEAD_HOOKS: Readonly<Record<LeadHook, string>> = {
  blast: setting('LEAD_HOOK_BLAST_URL'),
  lite: setting('LEAD_HOOK_LITE_URL'),
  snapshot: setting('LEAD_HOOK_SNAPSHOT_URL'),
};

/**
 * Where a lead of this kind is posted, or why it cannot be (naming the setting): an https
 * address, or http on this machine inside the emulator (the local inbox).
 */
export function leadHookTarget(hook: LeadHook, value = LEAD_HOOKS[hook], local = IS_LOCAL): { url: string } | { problem: string } {
  const name = LEAD_HOOK_SETTINGS[hook];
  if (!value) return { problem: `${name} is not set: the lead waits until it is (firebase functions:secrets:set ${name})` };
  return addressTarget(value, local) ? { url: value } : { problem: `${name} is not an https address` };
}

/** Every hook a delivery goes to: the three lead hooks, and the customer hook (the CRM's). */
export type DeliveryHook = LeadHook | 'customer' | 'ops';

/**
 * The operator's automation hook for customer events (paid, trial started, converted, renewal
 * failed, canceled, refunded): optional. '' when not set outside the emulator: the events are
 * recorded, marked failed with the setting named, for the operator's Retry once it is set.
 */
export const CUSTOMER_HOOK_URL = setting('CUSTOMER_HOOK_URL');

/** Where a customer event is posted, or why it cannot be (naming the setting): as leadHookTarget. */
export function customerHookTarget(value = CUSTOMER_HOOK_URL, local = IS_LOCAL): { url: string } | { problem: string } {
  if (!value) return { problem: 'CUSTOMER_HOOK_URL is not set: set it in functions/.env.<project-id>, deploy, then Retry' };
  return addressTarget(value, local) ? { url: value } : { problem: 'CUSTOMER_HOOK_URL is not an https address' };
}

/**
 * The owner's alerts hook (a Slack or Teams incoming webhook: it receives `{ text }`): optional.
 * When it is not set, no alert is raised at all (domain/ops/ops-alerts.ts).
 */
export const OPS_HOOK_URL = setting('OPS_HOOK_URL');

/**
 * How long the first failed delivery of a kind gathers the ones after it into one message to the
 * owner: a hook that is down tells once per window with the count, not once per lead. Production
 * 10 minutes; locally 8 s, time for a test's failures to join on a busy machine.
 */
export const OPS_ALERT_GATHER_MS = seconds('OPS_ALERT_GATHER_S', IS_LOCAL ? 8 : 600) * 1000;

/** Where an ops alert is posted, or why it cannot be: as customerHookTarget. */
export function opsHookTarget(value = OPS_HOOK_URL, local = IS_LOCAL): { url: string } | { problem: string } {
  if (!value) return { problem: 'OPS_HOOK_URL is not set' };
  return addressTarget(value, local) ? { url: value } : { problem: 'OPS_HOOK_URL is not an https address' };
}

/**
 * What a publish calls to rebuild the pages with the new content (docs/deploy.md): a Cloud Build
 * webhook trigger's address in production, the local site builder (scripts/site/site-builder.ts) in a
 * local run. Optional: without it a publish is stored and shown as not rebuilt.
 */
export const SITE_BUILD_HOOK_URL = setting('SITE_BUILD_HOOK_URL');

/** Where a publish asks for its rebuild, or why it cannot: as customerHookTarget. */
export function siteBuildHookTarget(value = SITE_BUILD_HOOK_URL, local = IS_LOCAL): { url: string } | { problem: string } {
  if (!value) return { problem: 'SITE_BUILD_HOOK_URL is not set: the pages keep the content of the last build (docs/deploy.md)' };
  return addressTarget(value, local) ? { url: value } : { problem: 'SITE_BUILD_HOOK_URL is not an https address' };
}

/**
 * How a lead is delivered: one Cloud Tasks task per delivery round (deliverLead in
 * triggers/lead-delivery.ts), retried by the queue with exponential backoff. In production
 * 60 tries, from 5 s doubling to an hour, then hourly: about 50 hours. Locally 6 tries 1 s
 * apart, so a lead whose hook is down shows `failed` within about 5 s (tests wait that long); the
 * first retry stays a second after the first try, time for a test to bring its hook up.
 * The last try records the lead `failed`; the operator's Retry starts a new round.
 */
export const LEAD_RETRY_POLICIES = {
  production: { maxAttempts: 60, minBackoffSeconds: 5, maxBackoffSeconds: 3600, maxDoublings: 10 },
  local: { maxAttempts: 6, minBackoffSeconds: 1, maxBackoffSeconds: 1, maxDoublings: 0 },
} as const;

/** One delivery attempt waits this long for the hook's answer. */
const LEAD_FORWARD_TIMEOUT_MS = seconds('LEAD_FORWARD_TIMEOUT_S', IS_LOCAL ? 3 : 10) * 1000;
/** deliverLead's timeout: one try, including the last try's wait for another's lease. */
const LEAD_TASK_TIMEOUT_SECONDS = 60;

export const LEAD_DELIVERY = {
  retry: LEAD_RETRY_POLICIES[IS_LOCAL ? 'local' : 'production'],
  timeoutMs: LEAD_FORWARD_TIMEOUT_MS,
  /** A try holds the lead this long: its post's timeout and the writes around it. */
  leaseMs: LEAD_FORWARD_TIMEOUT_MS + 5_000,
  taskTimeoutSeconds: LEAD_TASK_TIMEOUT_SECONDS,
  /**
   * How long the queue's last try waits out other tries' leases: the task's timeout less its own
   * post and 10 s for the writes (at least two leases: production 40 s, locally 47 s).
   */
  lastTryWaitMs: LEAD_TASK_TIMEOUT_SECONDS * 1000 - LEAD_FORWARD_TIMEOUT_MS - 10_000,
  /**
   * A pending lead with no try under way this long after a try was due is stalled: its round's
   * tasks are gone (the worker of its last try died holding it, or the enqueue never went
   * through) and no try will come by itself. The operator sees it and can Retry it. Production
   * 15 minutes (well past a task's timeout and the queue's dispatch delay); locally 30 s.
   */
  stalledAfterMs: IS_LOCAL ? 30_000 : 15 * 60_000,
  /** The queue's function (deliverLead), as the Admin SDK names it. */
  queue: 'locations/us-central1/functions/deliverLead',
  /** The customer events' queue (deliverCustomerEvent): the same policy, a queue of its own. */
  customerQueue: 'locations/us-central1/functions/deliverCustomerEvent',
  /** The owner's alerts' queue (deliverOpsAlert). */
  opsQueue: 'locations/us-central1/functions/deliverOpsAlert',
} as const;

/** A view of the same page by the same visitor inside this window counts once (Plausible's rule). */
export const PAGE_VIEW_DEDUP_WINDOW_MS = seconds('PAGE_VIEW_DEDUP_WINDOW_S', 30 * 60) * 1000;

/**
 * How long an instance answers the dashboard from the rollups it read (a refresh's requests share
 * one read). Production 5 s; inside the emulator 0, so that a test reads what it just wrote.
 */
export const ANALYTICS_CACHE_MS = IS_LOCAL ? Number(env.ANALYTICS_CACHE_MS ?? 0) : seconds('ANALYTICS_CACHE_MS', 5_000);

/** Raw page-view events are removed by a TTL policy after this long; the daily rollups keep the history. */
export const RAW_EVENT_RETENTION_MS = seconds('RAW_EVENT_RETENTION_DAYS', 90) * 86_400_000;

/** The same email and intent inside this window is the same lead (a double submit). */
export const LEAD_DEDUP_WINDOW_MS = 10 * 60 * 1000;

/**
 * Requests of a kind accepted per client address per minute (from the client's first request:
 * domain/rate-limit.ts): page views 30, leads and conversions 20 each, and checkouts 10 (each one opens a Stripe
 * session). Keyed on the address alone: a bot that changes
 * its User-Agent, or writes its own X-Forwarded-For entries, stays in the same bucket.
 */
export const RATE_LIMITS_PER_MINUTE = {
  /** A person reads a page in seconds, not in a tenth of one: past this, a client's views are not counted. */
  pageViews: seconds('PAGE_VIEW_RATE_LIMIT_PER_MINUTE', 30),
  leads: seconds('RATE_LIMIT_PER_MINUTE', 20),
  conversions: seconds('RATE_LIMIT_PER_MINUTE', 20),
  checkouts: seconds('CHECKOUT_RATE_LIMIT_PER_MINUTE', 10),
  /** The thank-you pages' order: each asks Stripe once (a buyer reloads; a bot's guesses stay far under Stripe's own limit). */
  orders: 60,
  /** Requests the webhook refuses (no valid signature): an event that verifies is never limited, a stranger's forgeries are cut before anything counts them. */
  webhookRefusals: 60,
} as const;
export type RateLimitKind = keyof typeof RATE_LIMITS_PER_MINUTE;

/**
 * Where the client's own address is read, from `CLIENT_IP_SOURCE`:
 * - `xff:N` (the default, `xff:2`): the Nth entry of X-Forwarded-For counted from the right.
 *   Google's front ends (Firebase Hosting's rewrite and the function's own run.app address, which
 *   are served by the same Google front end) append `<client address>, <front end address>`:
 *   the client's is second from the right, and whatever the client wrote itself stays to its
 *   left, never read. A chain shorter than N (a request that met no front end: the emulator)
 *   gives its first entry, or the socket's address.
 * - a header name (such as `fastly-client-ip`): a single address that a trusted front end sets.
 * The operator checks it once after deploying: Debug Info shows the address the API read for
 * their own request and the chain it came from (docs/api.md, "Client addresses").
 */
export const CLIENT_IP_SOURCE = parseClientIpSource(env.CLIENT_IP_SOURCE || 'xff:2');

/**
 * A day's analytics keep at most this many distinct campaigns (utm_source and utm_campaign
 * together); the rest of the day counts as '(other)'. Made-up campaigns add no document that
 * every dashboard refresh reads.
 */
export const CAMPAIGNS_PER_DAY = seconds('CAMPAIGNS_PER_DAY', 200);

/**
 * The new campaigns one client address may add to a day's CAMPAIGNS_PER_DAY: a person arrives
 * from a few links a day; a bot inventing one campaign a request cannot fill the day's slots.
 */
export const CAMPAIGNS_PER_ADDRESS_PER_DAY = seconds('CAMPAIGNS_PER_ADDRESS_PER_DAY', 5);

/**
 * Rollup counters are split in this many shards, so that a busy page's daily counter never
 * becomes one hot document (Firestore sustains about one write a second per document).
 */
export const ROLLUP_SHARDS = 8;

/**
 * Where the site is served: checkout's success and cancel pages are on it. '' when SITE_URL is
 * missing outside the emulator: the routes that need it answer 503 naming it (http/settings.ts).
 */
export const SITE_ORIGIN = setting('SITE_URL').replace(/\/+$/, '');

/**
 * An external address, checked once: https, or http on this machine only and only inside the
 * emulator (the local stand-ins). Null when the value is not a usable address.
 */
function addressTarget(value: string, local: boolean): URL | null {
  try {
    const url = new URL(value);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return (url.protocol === 'https:' && HTTPS_ADDRESS.test(value)) || (local && loopback && url.protocol === 'http:') ? url : null;
  } catch {
    return null;
  }
}

/** The booking calendar's address, checked once (see addressTarget). */
export const bookingTarget = (value: string, local = IS_LOCAL): URL | null => addressTarget(value, local);

/**
 * The booking calendar on the external scheduling host: GET /api/booking redirects to it, so the
 * address is a deploy setting and not baked into the web build. Locally, the calendar stand-in
 * of scripts/standins/calendar-standin.ts. Null when BOOKING_URL is not a usable address.
 */
export const BOOKING_TARGET = bookingTarget(setting('BOOKING_URL'));

/**
 * The login page of Stripe's customer portal (a no-code login link, billing.stripe.com/p/login/...):
 * GET /api/billing-portal redirects to it, and Stripe itself checks the buyer's email there.
 * Locally, the stand-in's portal. Null when CUSTOMER_PORTAL_URL is not a usable address.
 */
export const CUSTOMER_PORTAL_TARGET = addressTarget(setting('CUSTOMER_PORTAL_URL'), IS_LOCAL);

/**
 * Stripe. Without STRIPE_SECRET_KEY (the local default) the stripe SDK talks to the local
 * stand-in (scripts/standins/stripe-standin.ts) on 127.0.0.1; with a test or live key, to Stripe itself.
 */
export const STRIPE = {
  secretKey: env.STRIPE_SECRET_KEY === LOCAL_STAND_IN_KEY ? '' : env.STRIPE_SECRET_KEY || '',
  webhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
  /** Seconds a signed event stays acceptable (Stripe's default). */
  toleranceSeconds: 300,
  standInPort: Number(env.STRIPE_STANDIN_PORT || 12111),
  /**
   * One call to Stripe waits at most this long; with the SDK's 2 retries a checkout's worst case
   * stays near 30 s, well inside the api function's 60 s (the SDK's own default is 80 s).
   */
  requestTimeoutMs: 10_000,
} as const;

/** The runtime as the operator's debug panel shows it: never a secret. */
export const RUNTIME = {
  nodeEnv: env.NODE_ENV,
  /** Set when the Admin SDK talks to the Firestore emulator. */
  firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST,
  project: env.GCLOUD_PROJECT,
} as const;
