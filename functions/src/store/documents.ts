/**
 * The shape of every stored document, as the functions write it. Types, not interfaces: the
 * Admin SDK types dotted updates ('forward.status') only through type aliases.
 */
import type { Campaign, ForwardStatus } from '@blast/catalog';
import type { Timestamp } from 'firebase-admin/firestore';
import type { LeadHook } from '../config';

/** counters/founders. */
export type SeatCounter = { seatsLeft: number };

export type PageViewDocument = Campaign & {
  page: string;
  referrer: string;
  visitor: string;
  day: string;
  createdAt: Timestamp;
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
};

/** One shard of a daily counter (domain/rollups.ts). */
export type RollupDocument = {
  metric: string;
  dimension: string;
  key: string;
  day: string;
  shard: number;
  count: number;
  amountCents?: number;
};

/** The delivery record every lead carries (domain/lead-delivery.ts moves it along). */
export type ForwardState = {
  hook: LeadHook;
  status: ForwardStatus;
  attempts: number;
  /** The delivery round: 0 when stored, one more at each operator's Retry (the task id's suffix). */
  round?: number;
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

export type LeadDocument = Campaign & {
  name: string;
  email: string;
  phone?: string;
  plan: string;
  intent: string;
  source: string;
  visitor: string;
  createdAt: Timestamp;
  forward: ForwardState;
};

/** A visitor's last counted view of a page. */
export type PageViewDedupDocument = { countedAt: Timestamp; expiresAt: Timestamp };

/** A visitor's first counted view of a day. */
export type VisitorDayDocument = { day: string; expiresAt: Timestamp };

/** The first lead of an email and intent. */
export type LeadDedupDocument = { leadId: string; createdAt: Timestamp; expiresAt: Timestamp };

/** A visitor's requests of one kind in one minute. */
export type RateLimitDocument = { count: number; expiresAt: Timestamp };

export type VisitorSaltDocument = { salt: string; createdAt: Timestamp };

/** A Stripe event applied, keyed by its id. */
export type StripeEventDocument = {
  type: string;
  created: Timestamp;
  appliedAt: Timestamp;
  sessionId?: string;
  duplicateOfSession?: boolean;
  seatShortfall?: boolean;
  ignored?: boolean;
};

/** An expired session or an ended subscription. */
export type PaymentEventDocument = {
  type: string;
  created: Timestamp;
  appliedAt: Timestamp;
  objectId: string;
  plan: string;
  email?: string;
  customer?: string;
};
