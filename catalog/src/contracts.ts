/** The names the web and the functions must agree on: written once, imported by both sides. */

/** SPEC §3's campaign parameters, in the order they are read and stored. */
export const CAMPAIGN_KEYS = ['utm_source', 'utm_campaign', 'utm_medium', 'utm_term', 'utm_content'] as const;
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
export type Campaign = Partial<Record<CampaignKey, string>>;
/** The longest campaign value kept (the API refuses longer ones; the browser cuts them). */
export const CAMPAIGN_VALUE_MAX = 200;

/**
 * Whether a pathname is in the operator area (OPERATOR_AREAS and anything under them), read
 * without the pages' table (site-pages.ts): the page's first script (web/src/boot.ts) cannot afford it.
 */
export const isOperatorPathname = (pathname: string): boolean => /^\/(admin|test-purchases)(\/|$)/.test(pathname);

/** Whether a pathname is a thank-you page (/thank-you, /thank-you-trial or their aliases), without the pages' table. */
export const isThankYouPathname = (pathname: string): boolean => /^\/thank-?you(-trial)?\/*$/.test(pathname);

/** How the analytics name a path that is no page of the site. */
export const NOT_FOUND_PAGE = '(not found)';

/** The intent of the purchase testing page's lead: delivered with `test: true`, for automations to ignore. */
export const TEST_LEAD_INTENT = 'test-lead';

/** The campaign of the purchase testing page's checkouts: its abandoned ones are no follow-up for Today. */
export const PURCHASE_TEST_CAMPAIGN = { utm_source: 'test', utm_campaign: 'purchase-testing' } as const satisfies Campaign;

/** Firestore collection names; the web listens to counters, rollups and conversions. */
export const COLLECTIONS = {
  counters: 'counters',
  /** Raw events: one document per counted page view or conversion. */
  pageViews: 'pageViews',
  conversions: 'conversions',
  /** Daily counters per metric, dimension and key, in shards (functions' domain/analytics/rollups.ts). */
  rollups: 'rollups',
  leads: 'leads',
  /** The last counted view of a page by a visitor, keyed by their hash: dedup across instances. */
  pageViewDedup: 'pageViewDedup',
  /** A visitor's first counted view of a day, keyed by their (daily) hash: unique visitors. */
  visitorDays: 'visitorDays',
  /**
   * What a visitor reached on a day, keyed by the hash of their (daily) hash, the day and what:
   * a page seen, a campaign arrived from (with when), a goal or funnel step counted for a page,
   * a campaign or the day. A repeat finds its mark and counts nothing (domain/analytics/visitor-marks.ts).
   */
  visitorMarks: 'visitorMarks',
  /** The first lead of an email and intent, keyed by their hash: the double-submit guard. */
  leadDedup: 'leadDedup',
  /** Requests per visitor and minute. */
  rateLimits: 'rateLimits',
  /** One random salt per day for the visitor hash; older ones are deleted. */
  visitorSalts: 'visitorSalts',
  /** Every Stripe event applied, keyed by its id: the exactly-once record. */
  stripeEvents: 'stripeEvents',
  /** One a checkout session: what became of its money (pending, paid, failed, refunded, disputed). */
  purchases: 'purchases',
  /** One a Stripe subscription: its status and its monthly amount (MRR). */
  subscriptions: 'subscriptions',
  /** One a Stripe invoice seen paid (counted once) or linked to its payment intent. */
  invoices: 'invoices',
  /** One a Stripe charge refunded or disputed: what is recorded of it so far. */
  charges: 'charges',
  /** One a founders checkout: the seat its session holds, keeps or gives back. */
  seatHolds: 'seatHolds',
  /** A buyer's (email) or a client address's open founders holds, keyed by the day's salted hash (`buyer_`, `client_`). */
  seatHoldIndex: 'seatHoldIndex',
  /** A finished month of the analytics' rollups in one document (its counters, each day's totals); deleted by the reset. */
  rollupMonths: 'rollupMonths',
  /** Daily revenue and refunds per campaign, in shards; kept by the analytics reset. */
  revenueRollups: 'revenueRollups',
  /** The distinct campaigns a day's analytics count (at most CAMPAIGNS_PER_DAY), one document a day. */
  campaignDays: 'campaignDays',
  /** One a Stripe event that tells the CRM of a customer (paid, trial, canceled, ...), keyed by the event id, with its delivery. */
  customerEvents: 'customerEvents',
  /** One a checkout session that expired unpaid (not one its buyer left for a new session of the same hold), keyed by the session id: the owner's follow-ups. */
  abandonedCheckouts: 'abandonedCheckouts',
  /** One a message to the owner's alerts hook (OPS_HOOK_URL), with its delivery. */
  opsAlerts: 'opsAlerts',
  /** One a condition the owner is alerted to (webhook refusals, checkouts failing): whether it is raised. */
  opsConditions: 'opsConditions',
  /** The owner's site content (docs/site-content.md): `draft` (what /admin/site edits) and `published` (which version the pages show). */
  siteContent: 'siteContent',
  /** Every published version of the site content, numbered, with who published it and when: what a revert brings back. */
  siteVersions: 'siteVersions',
  /** One an operator's "Contacted" mark on a row of Today, keyed by the row (`new-lead:<id>`): the note, who and when, and the person's email. */
  followUps: 'followUps',
  /** One a privacy request the operator handled (find, export, correct, erase, no marketing): docs/privacy.md. */
  privacyRequests: 'privacyRequests',
  /** One an email that asked for no marketing, keyed by the email's SHA-256 (docs/privacy.md). */
  marketingObjections: 'marketingObjections',
} as const;

/** The counter document (in `counters`) that holds the founders' seats left. */
export const FOUNDERS_COUNTER_ID = 'founders';
