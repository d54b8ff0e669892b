import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

const DEFAULT_APP = '[DEFAULT]';

let firestore: Firestore | undefined;

/** The one Firestore handle of this instance (the Admin SDK: the rules do not apply to it). */
export function db(): Firestore {
  if (!firestore) {
    // The emulator's trigger runtime may hold apps of its own: look for the default one.
    if (!getApps().some((app) => app.name === DEFAULT_APP)) initializeApp();
    firestore = getFirestore();
  }
  return firestore;
}

/** The gRPC codes a lost race answers with (a create that found the document, a failed condition). */
export const FIRESTORE_CODES = { alreadyExists: 6, failedPrecondition: 9 } as const;

/** True when a write lost a race: the document was created, or changed, by someone else first. */
export function lostRace(err: unknown): boolean {
  const code = (err as { code?: number }).code;
  return code === FIRESTORE_CODES.alreadyExists || code === FIRESTORE_CODES.failedPrecondition;
}

/** Collection and document names: written once, used everywhere. */
export const COLLECTIONS = {
  counters: 'counters',
  /** Raw events: one document per counted page view or conversion. */
  pageViews: 'pageViews',
  conversions: 'conversions',
  /** Daily counters per metric, dimension and key, in shards (domain/rollups.ts). */
  rollups: 'rollups',
  leads: 'leads',
  /** The last counted view of a page by a visitor, keyed by their hash: dedup across instances. */
  pageViewDedup: 'pageViewDedup',
  /** A visitor's first counted view of a day, keyed by their (daily) hash: unique visitors. */
  visitorDays: 'visitorDays',
  /** The first lead of an email and intent, keyed by their hash: the double-submit guard. */
  leadDedup: 'leadDedup',
  /** Requests per visitor and minute. */
  rateLimits: 'rateLimits',
  /** One random salt per day for the visitor hash; older ones are deleted. */
  visitorSalts: 'visitorSalts',
  /** Every Stripe event applied, keyed by its id: the exactly-once record. */
  stripeEvents: 'stripeEvents',
  /** Payment events that are not conversions: expired sessions, ended subscriptions. */
  paymentEvents: 'paymentEvents',
} as const;

export const FOUNDERS_COUNTER_ID = 'founders';

export function foundersCounterRef() {
  return db().collection(COLLECTIONS.counters).doc(FOUNDERS_COUNTER_ID);
}
