/**
 * Today: the people to act on now, from the queries Needs attention makes (trials ending, renewals
 * failed, set to cancel, checkouts abandoned) and the leads not yet contacted; each kind is read
 * past the rows a "Contacted" mark handled, the purchase tests' own leads and checkouts left out.
 * Ordered by money at stake, then by kind (TODAY_KINDS), then soonest first.
 */
import {
  PURCHASE_TEST_CAMPAIGN,
  TEST_LEAD_INTENT,
  TODAY_ABANDONED_DAYS,
  TODAY_KINDS,
  TODAY_LEAD_DAYS,
  TODAY_TRIAL_DAYS,
  dayOfMs,
  type CustomerRow,
  type TodayKind,
  type TodayList,
  type TodayRow,
} from '@blast/catalog';
import { collections } from '../../store/collections';
import { Timestamp, type Query, type QueryDocumentSnapshot } from '../../store/db';
import type { AbandonedCheckoutDocument, LeadDocument, SubscriptionDocument } from '../../store/documents';
import { isoOf } from '../delivery/delivery-admin';
import { abandonedRowOf, attentionQueries, rowsOf } from '../money/customers';
import { catalogueMonthlyCents } from '../money/revenue/revenue-rules';
import { handledKeys } from './follow-ups';

const DAY_MS = 86_400_000;
/** Today lists at most this many waiting rows of each kind... */
const WAITING_MAX = 50;
/** ...reading each kind's query this many at a time, the handled ones skipped... */
const PAGE = 100;
/** ...and no more than this many in all: past it, Today says more are waiting. */
const SCAN_MAX = 1_000;

const keyOf = (kind: TodayKind, id: string) => `${kind}:${id}`;

function subscriptionRow(kind: TodayKind, customer: CustomerRow, at: string | null): TodayRow {
  return {
    key: keyOf(kind, customer.subscriptionId),
    kind,
    name: customer.name,
    email: customer.email,
    phone: customer.phone ?? null,
    at: at ?? customer.since ?? new Date(0).toISOString(),
    plan: customer.plan,
    amountCents: customer.monthlyCents,
    recoveryUrl: null,
    detail: null,
  };
}

/** The leads not yet contacted, without the purchase tests' own or a crawler's. */
function leadRows(docs: QueryDocumentSnapshot<LeadDocument>[]): TodayRow[] {
  return docs
    .filter((doc) => doc.data().intent !== TEST_LEAD_INTENT && !doc.data().crawler)
    .map((doc) => {
      const lead = doc.data();
      return {
        key: keyOf('new-lead', doc.id),
        kind: 'new-lead' as const,
        name: lead.name,
        email: lead.email,
        phone: lead.phone ?? null,
        at: isoOf(lead.createdAt)!,
        plan: lead.plan,
        amountCents: catalogueMonthlyCents(lead.plan, false),
        recoveryUrl: null,
        detail: `${lead.intent} from ${lead.source}`,
      };
    });
}

/** The checkouts abandoned, without the purchase tests' own. */
function abandonedRows(docs: QueryDocumentSnapshot<AbandonedCheckoutDocument>[]): TodayRow[] {
  const isTest = ({ utmSource, utmCampaign }: AbandonedCheckoutDocument) => utmSource === PURCHASE_TEST_CAMPAIGN.utm_source && utmCampaign === PURCHASE_TEST_CAMPAIGN.utm_campaign;
  return docs.filter((doc) => !isTest(doc.data())).map(abandonedRowOf).map((checkout) => ({
    key: keyOf('abandoned', checkout.sessionId),
    kind: 'abandoned' as const,
    name: checkout.name,
    email: checkout.email,
    phone: checkout.phone,
    at: checkout.abandonedAt,
    plan: checkout.plan,
    amountCents: checkout.amountCents || catalogueMonthlyCents(checkout.plan, checkout.foundersRate),
    recoveryUrl: checkout.recoveryUrl,
    detail: checkout.trial ? 'trial' : null,
  }));
}

/** Subscriptions as rows of `kind`, dated by `at`, kept by `keep`. */
const subscriptionRows =
  (kind: TodayKind, at: (customer: CustomerRow) => string | null, keep: (customer: CustomerRow) => boolean = () => true) =>
  async (docs: QueryDocumentSnapshot<SubscriptionDocument>[]): Promise<TodayRow[]> =>
    (await rowsOf(docs)).filter(keep).map((customer) => subscriptionRow(kind, customer, at(customer)));

/**
 * One kind's rows waiting on Today: `query` read a page at a time past the rows a "Contacted" mark
 * handled, so that a row waits however many before it were handled, until WAITING_MAX are found
 * (or SCAN_MAX read: `more`).
 */
async function waitingRows<D>(query: Query<D>, rowsOfPage: (docs: QueryDocumentSnapshot<D>[]) => TodayRow[] | Promise<TodayRow[]>): Promise<{ rows: TodayRow[]; more: boolean }> {
  const rows: TodayRow[] = [];
  let last: QueryDocumentSnapshot<D> | undefined;
  for (let scanned = 0; scanned < SCAN_MAX; ) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    scanned += page.size;
    last = page.docs[page.size - 1];
    const candidates = await rowsOfPage(page.docs);
    const handled = await handledKeys(candidates.map((row) => row.key));
    for (const row of candidates.filter((candidate) => !handled.has(candidate.key))) {
      if (rows.length === WAITING_MAX) return { rows, more: true };
      rows.push(row);
    }
    if (page.size < PAGE) return { rows, more: false };
  }
  return { rows, more: true };
}

/** Most money first; a tie by kind, then the soonest (or oldest) first. */
function byMoneyAtStake(a: TodayRow, b: TodayRow): number {
  return b.amountCents - a.amountCents || TODAY_KINDS.indexOf(a.kind) - TODAY_KINDS.indexOf(b.kind) || a.at.localeCompare(b.at);
}

/** The rows waiting on Today at `now`, each kind read past its handled rows. */
export async function todayList(now: number): Promise<TodayList> {
  const queries = attentionQueries({ from: dayOfMs(now - (TODAY_ABANDONED_DAYS - 1) * DAY_MS), to: dayOfMs(now) }, now, TODAY_TRIAL_DAYS);
  const leads = collections
    .leads()
    .where('createdAt', '>=', Timestamp.fromMillis(now - TODAY_LEAD_DAYS * DAY_MS))
    .where('createdAt', '<=', Timestamp.fromMillis(now))
    .orderBy('createdAt', 'desc');
  const kinds = await Promise.all([
    waitingRows(
      queries.trialsEnding,
      subscriptionRows('trial-ending', (customer) => customer.next!.date, (customer) => customer.next !== null),
    ),
    waitingRows(queries.pastDue, subscriptionRows('renewal-failed', (customer) => customer.pastDueSince)),
    waitingRows(queries.abandoned, abandonedRows),
    waitingRows(queries.canceling, subscriptionRows('canceling', (customer) => customer.next?.date ?? null)),
    waitingRows(leads, leadRows),
  ]);
  return { rows: kinds.flatMap((kind) => kind.rows).sort(byMoneyAtStake), more: kinds.some((kind) => kind.more) };
}
