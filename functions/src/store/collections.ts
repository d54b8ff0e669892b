import { COLLECTIONS, FOUNDERS_COUNTER_ID } from '@blast/catalog';
import type { DocumentData, DocumentReference, DocumentSnapshot, FirestoreDataConverter, Query } from 'firebase-admin/firestore';
import { db } from './db';
import type {
  AbandonedCheckoutDocument,
  AnalyticsResetDocument,
  CampaignDayDocument,
  ChargeDocument,
  ConversionDocument,
  CustomerEventDocument,
  OpsAlertDocument,
  OpsConditionDocument,
  InvoiceDocument,
  LeadDedupDocument,
  LeadDocument,
  PageViewDedupDocument,
  PageViewDocument,
  PurchaseDocument,
  RateLimitDocument,
  RollupDocument,
  RollupMonthDocument,
  SeatCounter,
  SeatHoldDocument,
  SeatHoldIndexDocument,
  StripeEventDocument,
  SubscriptionDocument,
  VisitorDayDocument,
  VisitorMarkDocument,
  VisitorSaltDocument,
  SiteDraftDocument,
  SitePublishedDocument,
  SiteBuildDocument,
  SiteVersionDocument,
  FollowUpDocument,
  PrivacyRequestDocument,
  MarketingObjectionDocument,
} from './documents';

/** Written as given, read as the shape the functions wrote: the one place a stored shape is trusted. */
function converter<T>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot) => snapshot.data() as T,
  };
}

function typed<T>(name: string) {
  const documents = converter<T>();
  return () => db().collection(name).withConverter(documents);
}

/** Every collection, typed by its documents (store/documents.ts). */
export const collections = {
  counters: typed<SeatCounter>(COLLECTIONS.counters),
  pageViews: typed<PageViewDocument>(COLLECTIONS.pageViews),
  conversions: typed<ConversionDocument>(COLLECTIONS.conversions),
  rollups: typed<RollupDocument>(COLLECTIONS.rollups),
  rollupMonths: typed<RollupMonthDocument>(COLLECTIONS.rollupMonths),
  leads: typed<LeadDocument>(COLLECTIONS.leads),
  pageViewDedup: typed<PageViewDedupDocument>(COLLECTIONS.pageViewDedup),
  visitorDays: typed<VisitorDayDocument>(COLLECTIONS.visitorDays),
  visitorMarks: typed<VisitorMarkDocument>(COLLECTIONS.visitorMarks),
  leadDedup: typed<LeadDedupDocument>(COLLECTIONS.leadDedup),
  rateLimits: typed<RateLimitDocument>(COLLECTIONS.rateLimits),
  visitorSalts: typed<VisitorSaltDocument>(COLLECTIONS.visitorSalts),
  stripeEvents: typed<StripeEventDocument>(COLLECTIONS.stripeEvents),
  purchases: typed<PurchaseDocument>(COLLECTIONS.purchases),
  subscriptions: typed<SubscriptionDocument>(COLLECTIONS.subscriptions),
  invoices: typed<InvoiceDocument>(COLLECTIONS.invoices),
  charges: typed<ChargeDocument>(COLLECTIONS.charges),
  seatHolds: typed<SeatHoldDocument>(COLLECTIONS.seatHolds),
  seatHoldIndex: typed<SeatHoldIndexDocument>(COLLECTIONS.seatHoldIndex),
  revenueRollups: typed<RollupDocument>(COLLECTIONS.revenueRollups),
  campaignDays: typed<CampaignDayDocument>(COLLECTIONS.campaignDays),
  customerEvents: typed<CustomerEventDocument>(COLLECTIONS.customerEvents),
  opsAlerts: typed<OpsAlertDocument>(COLLECTIONS.opsAlerts),
  opsConditions: typed<OpsConditionDocument>(COLLECTIONS.opsConditions),
  abandonedCheckouts: typed<AbandonedCheckoutDocument>(COLLECTIONS.abandonedCheckouts),
  /** Two documents of different shapes: `draft` and `published`. */
  siteContent: typed<SiteDraftDocument | SitePublishedDocument | SiteBuildDocument>(COLLECTIONS.siteContent),
  siteVersions: typed<SiteVersionDocument>(COLLECTIONS.siteVersions),
  followUps: typed<FollowUpDocument>(COLLECTIONS.followUps),
  privacyRequests: typed<PrivacyRequestDocument>(COLLECTIONS.privacyRequests),
  marketingObjections: typed<MarketingObjectionDocument>(COLLECTIONS.marketingObjections),
};

export const foundersCounterRef = () => collections.counters().doc(FOUNDERS_COUNTER_ID);

/** counters/analytics: the moment of the operator's last Reset (domain/analytics/analytics-reset.ts). */
export const analyticsResetRef = () => db().collection(COLLECTIONS.counters).doc('analytics').withConverter(converter<AnalyticsResetDocument>());


/** A lead id as Firestore makes them, for no document (the honeypot answers one). */
export const freshLeadId = (): string => collections.leads().doc().id;

type Snapshots<Refs extends readonly DocumentReference<unknown>[]> = { [K in keyof Refs]: Refs[K] extends DocumentReference<infer T> ? DocumentSnapshot<T> : never };

/** Several documents in one read (one round trip, one moment), each typed as its reference. */
export async function readTogether<Refs extends readonly DocumentReference<unknown>[]>(...refs: Refs): Promise<Snapshots<Refs>> {
  return (await db().getAll(...(refs as unknown as DocumentReference[]))) as unknown as Snapshots<Refs>;
}

/** The query's documents with only these fields (less to read), still typed. */
export function selectOnly<T, Field extends keyof T & string>(query: Query<T>, ...fields: Field[]): Query<Pick<T, Field>> {
  return query.select(...fields).withConverter(converter<Pick<T, Field>>());
}
