/**
 * The shape of every stored document, as the functions write it. Types, not interfaces: the
 * Admin SDK types dotted updates ('forward.status') only through type aliases.
 */
import type { Campaign, CustomerEventKind, ForwardStatus, PaymentStatus, SetupTerms, SiteActor, SiteBuildStatus, SiteContent } from '@blast/catalog';
import type { Timestamp } from 'firebase-admin/firestore';
import type { DeliveryHook } from '../config';

/** counters/founders. */
export type SeatCounter = { seatsLeft: number };

export type PageViewDocument = Campaign & {
  /** The page it is counted under: a route of the site, or '(not found)'. */
  page: string;
  /** The path asked for, when it is not the page's own (an alias, a trailing slash, a made-up path). */
  path?: string;
  referrer: string;
  visitor: string;
  day: string;
  createdAt: Timestamp;
  /** When the TTL policy removes it (config.ts, RAW_EVENT_RETENTION_MS). */
  expiresAt: Timestamp;
};

/** What a conversion recorded from a payment holds besides SPEC §3's fields. */
export type PaymentDetails = {
  sessionId?: string;
  eventId?: string;
  setup?: boolean;
  setupFee?: number;
  currency?: string;
  subscriptionId?: string;
  seatShortfall?: boolean;
};

export type ConversionDocument = PaymentDetails & {
  conversionType: string;
  plan: string;
  /** Cents charged (purchases), else 0. */
  amount: number;
  foundersRate: boolean;
  name?: string;
  email?: string;
  utmSource?: string;
  utmCampaign?: string;
  utmMedium?: string;
  utmTerm?: string;
  utmContent?: string;
  sourcePage: string;
  intent?: string;
  visitor?: string;
  day: string;
  timestamp: Timestamp;
  /** When it was written: orders conversions of the same second (Stripe dates events in seconds). */
  recordedAt?: Timestamp;
};

/** One shard of a daily counter (domain/analytics/rollups.ts). */
export type RollupDocument = {
  metric: string;
  dimension: string;
  key: string;
  day: string;
  shard: number;
  count: number;
  amountCents?: number;
  /** What the counter's visitors did (domain/analytics/rollups.ts, Tally). */
  tallies?: Record<string, number>;
};

/** A finished month of the analytics' rollups, folded into one document (domain/analytics/rollup-months.ts). */
export type RollupMonthDocument = {
  month: string;
  /** The month's counters, summed over its days (the largest per dimension; the rest as '(other)'). */
  counters: { metric: string; dimension: string; key: string; count: number; tallies?: Record<string, number> }[];
  /** Each day of the month that counted anything: views, unique visitors, conversions. */
  days: { day: string; views: number; visitors: number; conversions: number }[];
  foldedAt: Timestamp;
};

/** The delivery record every lead carries (domain/delivery/hook-delivery.ts moves it along). */
export type ForwardState = {
  hook: DeliveryHook;
  status: ForwardStatus;
  attempts: number;
  /** The delivery round: 0 when stored, one more at each operator's Retry (the task id's suffix). */
  round?: number;
  /** When the round began, if not when the lead was stored (the operator's Retry, a local re-queue). */
  roundStartedAt?: Timestamp;
  /** When the queue tries again, while pending after a failed try. */
  nextAttemptAt?: Timestamp;
  lastError?: string;
  lastAttemptAt?: Timestamp;
  deliveredAt?: Timestamp;
  /** Attempts made before the operator's retries (attempts counts since the last one). */
  attemptsBeforeRetry?: number;
  /** While an attempt is under way, nobody else starts one before this moment. */
  leaseUntil?: Timestamp;
};

/** What a submission tells of the person; a later submission of the same email and intent changes it. */
export type LeadDetails = Campaign & {
  name: string;
  phone?: string;
  plan: string;
  source: string;
};

/** Details a later submission replaced, and when. */
export type LeadHistoryEntry = LeadDetails & { until: Timestamp };

export type LeadDocument = LeadDetails & {
  email: string;
  intent: string;
  visitor: string;
  /** Sent by a known crawler or tool (isbot's list, by its User-Agent): kept and delivered, but marked and off Today. */
  crawler?: true;
  createdAt: Timestamp;
  /** When a later submission last changed the details. */
  updatedAt?: Timestamp;
  /** The details before, oldest first (at most LEAD_HISTORY_MAX). */
  history?: LeadHistoryEntry[];
  forward: ForwardState;
};

/** A visitor's last counted view of a page. */
export type PageViewDedupDocument = { countedAt: Timestamp; expiresAt: Timestamp };

/** A visitor's first counted view of a day. */
export type VisitorDayDocument = { day: string; expiresAt: Timestamp };

/**
 * A visitor's mark of a day (domain/analytics/visitor-marks.ts): a page seen or a campaign arrived
 * from carries the visitor's (daily) hash, the day, what and when first; a goal or step counted
 * for a page, a campaign or the day carries only its expiry.
 */
export type VisitorMarkDocument = { visitor?: string; day?: string; kind?: 'page' | 'campaign'; key?: string; firstAt?: Timestamp; expiresAt: Timestamp };

/** The moment of the last analytics reset: what came before it is not shown, and is being purged. */
export type AnalyticsResetDocument = { resetAt: Timestamp };

/** The distinct campaign keys a day's analytics count under their own name. */
export type CampaignDayDocument = { day: string; keys: string[]; expiresAt: Timestamp };

/** The first lead of an email and intent. */
export type LeadDedupDocument = { leadId: string; createdAt: Timestamp; expiresAt: Timestamp };

/** A client's requests of a kind in its current window (domain/rate-limit.ts). */
export type RateLimitDocument = { count: number; windowStart: Timestamp; expiresAt: Timestamp };

export type VisitorSaltDocument = { salt: string; createdAt: Timestamp };

/** A Stripe event applied, keyed by its id. */
export type StripeEventDocument = {
  type: string;
  /** When Stripe created the event: what its money is dated by. */
  created: Timestamp;
  appliedAt: Timestamp;
  /** The Stripe object it is about (a session, invoice, subscription, charge or dispute). */
  objectId?: string;
  /** 'replay': the same change came under another event id, or an older one came late. 'ignored': not an event we act on. */
  outcome?: 'replay' | 'ignored';
  /** Why it changed nothing, or what it did beyond the obvious, in a few words. */
  note?: string;
  seatShortfall?: boolean;
};

/** The campaign a buyer arrived with, as payments keep it. */
export type BuyerCampaign = { utmSource?: string; utmCampaign?: string };

/** A checkout session's money, keyed by the session id (domain/money/events/session-events.ts). */
export type PurchaseDocument = BuyerCampaign & {
  sessionId: string;
  mode: 'payment' | 'subscription';
  plan: string;
  foundersRate: boolean;
  trial: boolean;
  status: PaymentStatus;
  /** The session's amount_total, in cents. */
  amountCents: number;
  currency: string;
  email?: string;
  name?: string;
  /** The phone the buyer gave at checkout (the session's metadata), for the CRM. */
  phone?: string;
  /** Stripe's customer (a subscription's charges are matched to the purchase by it). */
  customer?: string;
  /** A one-time payment's PaymentIntent (its refunds and disputes name it). */
  paymentIntent?: string;
  subscriptionId?: string;
  seatHold?: string;
  seatShortfall?: boolean;
  refundedCents: number;
  disputed: boolean;
  /** When Stripe created the event that completed the session. */
  createdAt: Timestamp;
  paidAt?: Timestamp;
  failedAt?: Timestamp;
  updatedAt: Timestamp;
};

/** A Stripe subscription, keyed by its id (domain/money/events/subscription-events.ts). */
export type SubscriptionDocument = BuyerCampaign & {
  subscriptionId: string;
  /** Stripe's status: trialing, active, past_due, canceled, incomplete, incomplete_expired, unpaid, paused. */
  status: string;
  /** The created time of the event that set the status: an older event never sets it again. */
  statusAt: Timestamp;
  plan: string;
  foundersRate: boolean;
  /** It started with a free trial. */
  trial: boolean;
  /** A trial whose first invoice has been paid. */
  converted: boolean;
  /** Its monthly amount in cents, counted in MRR while active or past due. */
  mrrCents: number;
  customer?: string;
  purchaseId?: string;
  pastDueSince?: Timestamp | null;
  canceledAt?: Timestamp;
  /** Set to cancel at the end of its period (the customer portal): in MRR until it ends. */
  cancelAtPeriodEnd?: boolean;
  /** When its current period (or its trial) ends: the next charge, as Stripe's last event said. */
  currentPeriodEnd?: Timestamp;
  /** When the site first heard of it (the event that made the record): the customer's "since". */
  startedAt?: Timestamp;
  updatedAt: Timestamp;
};

/** A Stripe invoice: counted once when paid; its PaymentIntent when invoice_payment.paid names it. */
export type InvoiceDocument = {
  subscriptionId?: string;
  paymentIntent?: string;
  /** What its payment was: the session's own (first-payment), a trial's conversion, a renewal, or no money. */
  kind?: 'first-payment' | 'trial-conversion' | 'renewal' | 'none';
  amountCents?: number;
  billingReason?: string;
  /** Set when invoice.paid was applied: the exactly-once mark of its revenue. */
  paidAt?: Timestamp;
  updatedAt: Timestamp;
};

/** A Stripe charge refunded or disputed. */
export type ChargeDocument = {
  paymentIntent?: string;
  customer?: string;
  /** The purchase it belongs to, when found. */
  purchaseId?: string;
  /** Stripe's amount_refunded as last applied: a later event adds only what is new. */
  refundedCents: number;
  disputeId?: string;
  updatedAt: Timestamp;
};

/** A founders seat held by a checkout session (domain/money/seat-holds.ts). */
export type SeatHoldDocument = {
  status: 'held' | 'kept' | 'released';
  /** While held and not waiting on a delayed payment: the session's expires_at. */
  heldUntil?: Timestamp;
  sessionId?: string;
  createdAt: Timestamp;
  keptAt?: Timestamp;
  releasedAt?: Timestamp;
  releaseReason?: string;
  /** Sessions the buyer left for a new one that took this hold over: their expiry gives nothing back. */
  replacedSessions?: string[];
};

/**
 * The founders holds of one buyer (`buyer_` and the email's salted hash: at most one open) or one
 * client address (`client_` and the address's: at most 3 open), for the day of the hash's salt.
 */
export type SeatHoldIndexDocument = {
  holds: string[];
  /** When the TTL policy removes it: after every hold it names has ended. */
  expiresAt: Timestamp;
};

/**
 * What the operator's automation hears of a customer, keyed by the Stripe event that told it
 * (domain/money/events/customer-news.ts writes it in that event's commit), with its delivery to
 * CUSTOMER_HOOK_URL (domain/money/events/customer-delivery.ts).
 */
export type CustomerEventDocument = {
  kind: CustomerEventKind;
  /** A test-mode Stripe event (livemode false): automations may ignore it. */
  test: boolean;
  name?: string;
  email?: string;
  phone?: string;
  plan: string;
  /** The event's money in cents: paid, due or refunded (0 for a trial started or a cancellation). */
  amountCents: number;
  /** The subscription's monthly price, when there is one. */
  monthlyCents?: number;
  /** The next date that matters: the next charge, the trial's end, the next retry of a failed renewal. */
  nextDate: Timestamp | null;
  campaign: Campaign;
  customerId?: string;
  subscriptionId?: string;
  sessionId?: string;
  /** An abandoned checkout's link that reopens it, only where the buyer agreed to follow-up emails. */
  recoveryUrl?: string;
  /** A purchase paid or a trial started: its done-for-you setup (none, paid, or included with its fee waived: the promo). */
  setup?: SetupTerms;
  /** When Stripe created the event. */
  createdAt: Timestamp;
  forward: ForwardState;
};

/**
 * A checkout session that expired unpaid, keyed by its id (domain/money/events/session-events.ts,
 * in the expiry event's commit): a follow-up for the owner.
 */
export type AbandonedCheckoutDocument = BuyerCampaign & {
  sessionId: string;
  plan: string;
  foundersRate: boolean;
  trial: boolean;
  /** What the session would have charged today (amount_total), in cents. */
  amountCents: number;
  email?: string;
  name?: string;
  phone?: string;
  /** Its founders seat came back to the counter with this expiry. */
  seatReturned: boolean;
  /** Stripe's after_expiration.recovery.url, kept only when the buyer opted in to promotional emails. */
  recoveryUrl?: string;
  /** When Stripe created the expiry event. */
  abandonedAt: Timestamp;
  /** The expiry event (its customer event carries the same id). */
  eventId: string;
};

/** A message to the owner's alerts hook (domain/ops/ops-alerts.ts), with its delivery to OPS_HOOK_URL. */
export type OpsAlertDocument = {
  condition: string;
  /** The message; a fold's is written when it is sent, from `fold`. */
  text: string;
  /** Failed deliveries gathered into this one message, keyed by document id and round. */
  fold?: { what: string; failures: Record<string, { id: string; at: Timestamp }>; lastError: string | null };
  /** Not sent before this: a fold gathers until a delivery try takes it, at this time or later. */
  sendAfter?: Timestamp;
  createdAt: Timestamp;
  forward: ForwardState;
};

/** A condition the owner is told of once when it arises, and again only after it cleared. */
export type OpsConditionDocument = {
  /** Alerted, and not cleared since. */
  raised: boolean;
  /** What counts toward it: refusals in the window, failures in a row. */
  count: number;
  windowStart: Timestamp;
  updatedAt: Timestamp;
  /** A fold of failed deliveries: the alert that gathers them (opened at windowStart). */
  alertId?: string;
};

/** siteContent/draft: what /admin/site edits, with the revision each save counts up (domain/site/site-content.ts). */
export type SiteDraftDocument = {
  content: SiteContent;
  revision: number;
  savedAt: Timestamp;
  savedBy: SiteActor;
};

/** siteContent/published: which version the pages show, and its number (the next publish counts on from it). */
export type SitePublishedDocument = {
  version: string;
  number: number;
  updatedAt: Timestamp;
};

/** siteContent/build: the last rebuild a publish asked for (domain/site/site-build.ts), moved on by the build. */
export type SiteBuildDocument = {
  status: SiteBuildStatus;
  version: string;
  number: number;
  requestedAt: Timestamp;
  finishedAt: Timestamp | null;
  detail: string | null;
};

/** One published version of the site content, never changed once written. */
export type SiteVersionDocument = {
  content: SiteContent;
  number: number;
  publishedAt: Timestamp;
  publishedBy: SiteActor;
  /** The version it published again, when it was a revert. */
  revertOf: string | null;
  /** What it changed from the version shown before it (catalog's contentChanges); absent on versions published before it was kept. */
  changes?: string[];
};

/** An operator's "Contacted" mark on a row of Today (domain/followups): keyed by the row, with the person's email for their history. */
export type FollowUpDocument = {
  key: string;
  kind: string;
  /** The subscription, checkout session or lead the row was about. */
  recordId: string;
  /** The person's email, lowercased, where the record has one: their history of marks is asked by it. */
  person: string | null;
  note: string;
  /** The operator who marked it (their email, and uid). */
  by: string | null;
  byUid: string;
  /** The server's time of the mark. */
  at: Timestamp;
};

/** A privacy request the operator handled (domain/people/privacy-log.ts; docs/privacy.md, "The request log"). */
export type PrivacyRequestDocument = {
  action: 'find' | 'export' | 'correct' | 'erase' | 'no-marketing';
  at: Timestamp;
  by: SiteActor;
  /** What was asked about; removed when the person is erased (then only subjectHash stays). */
  subject?: { email?: string; phone?: string };
  /** SHA-256 of the lowercased email, or of the phone as searched. */
  subjectHash: string;
  /** The hashes an erasure of this person clears the subject of: the email's and the phones'. */
  personHashes: string[];
  outcome: Record<string, unknown>;
};

/** An email that asked for no marketing (keyed by its SHA-256; the email itself is not kept). */
export type MarketingObjectionDocument = { since: Timestamp; by: SiteActor };
