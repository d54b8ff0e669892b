/**
 * Today: the people to act on now, from the reads Needs attention already makes (trials ending,
 * renewals failed, set to cancel, checkouts abandoned) and the leads not yet contacted; the rows a
 * "Contacted" mark handled are left out, the purchase tests' own leads too. Ordered by money at
 * stake, then by kind (TODAY_KINDS), then soonest first.
 */
import {
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
import { Timestamp, type QueryDocumentSnapshot } from '../../store/db';
import type { LeadDocument } from '../../store/documents';
import { isoOf } from '../delivery/delivery-admin';
import { needsAttention } from '../money/customers';
import { catalogueMonthlyCents } from '../money/revenue/revenue-rules';
import { handledKeys } from './follow-ups';

const DAY_MS = 86_400_000;
/** Today lists at most this many waiting leads, newest first. */
const LEADS_WAITING_MAX = 50;
/** The leads of the window are read this many at a time, the handled ones skipped... */
const LEADS_PAGE = 100;
/** ...and no more than this many in all: past it, Today says more are waiting. */
const LEADS_SCAN_MAX = 1_000;

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

function leadRow(doc: QueryDocumentSnapshot<LeadDocument>): TodayRow {
  const lead = doc.data();
  return {
    key: keyOf('new-lead', doc.id),
    kind: 'new-lead',
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? null,
    at: isoOf(lead.createdAt)!,
    plan: lead.plan,
    amountCents: catalogueMonthlyCents(lead.plan, false),
    recoveryUrl: null,
    detail: `${lead.intent} from ${lead.source}`,
  };
}

/**
 * The leads of the last TODAY_LEAD_DAYS days not yet contacted, newest first, without the purchase
 * tests' own: read a page at a time past the handled ones, so that a lead waits on Today however
 * many newer ones were handled, until LEADS_WAITING_MAX are found (or LEADS_SCAN_MAX read: `more`).
 */
async function waitingLeadRows(now: number): Promise<{ rows: TodayRow[]; more: boolean }> {
  const newest = collections
    .leads()
    .where('createdAt', '>=', Timestamp.fromMillis(now - TODAY_LEAD_DAYS * DAY_MS))
    .where('createdAt', '<=', Timestamp.fromMillis(now))
    .orderBy('createdAt', 'desc');
  const rows: TodayRow[] = [];
  let last: QueryDocumentSnapshot<LeadDocument> | undefined;
  for (let scanned = 0; scanned < LEADS_SCAN_MAX; ) {
    const page = await (last ? newest.startAfter(last) : newest).limit(LEADS_PAGE).get();
    scanned += page.size;
    last = page.docs[page.size - 1];
    const candidates = page.docs.filter((doc) => doc.data().intent !== TEST_LEAD_INTENT).map(leadRow);
    const handled = await handledKeys(candidates.map((row) => row.key));
    for (const row of candidates.filter((candidate) => !handled.has(candidate.key))) {
      if (rows.length === LEADS_WAITING_MAX) return { rows, more: true };
      rows.push(row);
    }
    if (page.size < LEADS_PAGE) return { rows, more: false };
  }
  return { rows, more: true };
}

/** Most money first; a tie by kind, then the soonest (or oldest) first. */
export function byMoneyAtStake(a: TodayRow, b: TodayRow): number {
  return b.amountCents - a.amountCents || TODAY_KINDS.indexOf(a.kind) - TODAY_KINDS.indexOf(b.kind) || a.at.localeCompare(b.at);
}

/** The rows waiting on Today at `now`. */
export async function todayList(now: number): Promise<TodayList> {
  const range = { from: dayOfMs(now - (TODAY_ABANDONED_DAYS - 1) * DAY_MS), to: dayOfMs(now) };
  const [attention, leads] = await Promise.all([needsAttention(range, now), waitingLeadRows(now)]);
  const trialEnd = now + TODAY_TRIAL_DAYS * DAY_MS;
  const rows: TodayRow[] = [
    ...attention.trialsEnding.filter((customer) => customer.next && Date.parse(customer.next.date) <= trialEnd).map((customer) => subscriptionRow('trial-ending', customer, customer.next!.date)),
    ...attention.pastDue.map((customer) => subscriptionRow('renewal-failed', customer, customer.pastDueSince)),
    ...attention.abandoned.map((checkout) => ({
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
    })),
    ...attention.canceling.map((customer) => subscriptionRow('canceling', customer, customer.next?.date ?? null)),
  ];
  const handled = await handledKeys(rows.map((row) => row.key));
  return {
    rows: [...rows.filter((row) => !handled.has(row.key)), ...leads.rows].sort(byMoneyAtStake),
    more: leads.more || Object.values(attention.more).some(Boolean),
  };
}
