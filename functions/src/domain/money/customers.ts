/**
 * The operator's customers, from the Stripe mirror the webhook keeps: a page of subscriptions by
 * state, and what needs attention (trials ending soon, renewals failed, set to cancel, checkouts
 * abandoned in the period). Every read is a query with a limit on an indexed field
 * (firestore.indexes.json), plus the page's purchases by id for the buyers' names: its cost
 * follows the page, never the number of customers or events.
 */
import {
  ATTENTION_LIST_MAX,
  TRIAL_ENDING_DAYS,
  addDays,
  stripeCustomerUrl,
  type AbandonedCheckoutRow,
  type CustomerRow,
  type CustomerState,
  type CustomerStateFilter,
  type CustomersPage,
  type DateRange,
  type NeedsAttention,
} from '@blast/catalog';
import { collections, readTogether } from '../../store/collections';
import { Timestamp, type DocumentSnapshot, type Query } from '../../store/db';
import type { AbandonedCheckoutDocument, PurchaseDocument, SubscriptionDocument } from '../../store/documents';
import { paymentsMode } from '../../stripe/client';
import { UnknownCursorError, isoOf } from '../delivery/delivery-admin';
import { followUpsOf } from '../followups/follow-ups';
import { catalogueMonthlyCents, countsInMrr } from './revenue/revenue-rules';

type Subscription = DocumentSnapshot<SubscriptionDocument>;

/** The state the panel shows: a subscription set to cancel says so before its status, until it ends. */
function customerStateOf({ status, cancelAtPeriodEnd }: Pick<SubscriptionDocument, 'status' | 'cancelAtPeriodEnd'>): CustomerState {
  if (status === 'canceled') return 'canceled';
  if (cancelAtPeriodEnd === true) return 'canceling';
  return status === 'trialing' || status === 'active' || status === 'past_due' ? status : 'other';
}

function nextOf(subscription: SubscriptionDocument, state: CustomerState): CustomerRow['next'] {
  const date = isoOf(subscription.currentPeriodEnd ?? null);
  if (!date || state === 'canceled' || state === 'other') return null;
  if (state === 'canceling') return { date, is: 'ends' };
  return { date, is: subscription.status === 'trialing' ? 'trial-end' : 'charge' };
}

function rowOf(doc: Subscription, purchase: PurchaseDocument | undefined): CustomerRow {
  const subscription = doc.data()!;
  const state = customerStateOf(subscription);
  const customerId = subscription.customer ?? purchase?.customer ?? null;
  return {
    subscriptionId: doc.id,
    customerId,
    stripeUrl: customerId ? stripeCustomerUrl(customerId, paymentsMode()) : null,
    name: purchase?.name ?? null,
    email: purchase?.email ?? null,
    phone: purchase?.phone ?? null,
    plan: subscription.plan,
    foundersRate: subscription.foundersRate,
    state,
    since: isoOf(subscription.startedAt ?? purchase?.createdAt ?? null),
    mrrCents: countsInMrr(subscription.status) ? subscription.mrrCents : 0,
    monthlyCents: subscription.mrrCents || catalogueMonthlyCents(subscription.plan, subscription.foundersRate),
    next: nextOf(subscription, state),
    pastDueSince: subscription.status === 'past_due' ? isoOf(subscription.pastDueSince ?? null) : null,
  };
}

/** The rows of these subscriptions, each with its buyer from its purchase (one read of them all). */
export async function rowsOf(docs: Subscription[]): Promise<CustomerRow[]> {
  const purchaseIds = [...new Set(docs.flatMap((doc) => doc.data()?.purchaseId ?? []))];
  const purchaseRefs = purchaseIds.map((id) => collections.purchases().doc(id));
  const purchases = purchaseRefs.length > 0 ? await readTogether(...purchaseRefs) : [];
  const byId = new Map(purchases.map((purchase) => [purchase.id, purchase.data()]));
  return docs.map((doc) => rowOf(doc, doc.data()?.purchaseId ? byId.get(doc.data()!.purchaseId!) : undefined));
}

/** The subscriptions of a state, as Firestore can ask for them: canceling is its own flag, the rest Stripe's status. */
function ofState(state: CustomerStateFilter | undefined): Query<SubscriptionDocument> {
  const subscriptions = collections.subscriptions();
  if (state === 'canceling') return subscriptions.where('cancelAtPeriodEnd', '==', true);
  return state ? subscriptions.where('status', '==', state) : subscriptions;
}

/**
 * One page of subscriptions, most recently changed first; `after` is the last id of the previous
 * page. A trial or a paying subscription set to cancel is listed under canceling and under its status.
 */
export async function listCustomers(pageSize: number, after?: string, state?: CustomerStateFilter): Promise<CustomersPage> {
  let query = ofState(state).orderBy('updatedAt', 'desc').limit(pageSize + 1);
  if (after) {
    const cursor = await collections.subscriptions().doc(after).get();
    if (!cursor.exists) throw new UnknownCursorError('subscription');
    query = query.startAfter(cursor);
  }
  const page = await query.get();
  const docs = page.docs.slice(0, pageSize);
  return { customers: await rowsOf(docs), nextCursor: page.size > pageSize ? docs[docs.length - 1].id : null };
}

/** A page of the Customers list (listCustomers), each customer with their "Contacted" marks by email: a handled row of Today stays on the person. */
export async function listCustomersWithMarks(pageSize: number, after?: string, state?: CustomerStateFilter): Promise<CustomersPage> {
  const page = await listCustomers(pageSize, after, state);
  const contacted = await followUpsOf(page.customers.flatMap((row) => row.email ?? []));
  return { ...page, customers: page.customers.map((row) => ({ ...row, contacted: (row.email && contacted.get(row.email.toLowerCase())) || [] })) };
}

export function abandonedRowOf(doc: DocumentSnapshot<AbandonedCheckoutDocument>): AbandonedCheckoutRow {
  const abandoned = doc.data()!;
  return {
    sessionId: doc.id,
    abandonedAt: isoOf(abandoned.abandonedAt)!,
    name: abandoned.name ?? null,
    email: abandoned.email ?? null,
    phone: abandoned.phone ?? null,
    plan: abandoned.plan,
    foundersRate: abandoned.foundersRate,
    trial: abandoned.trial,
    amountCents: abandoned.amountCents,
    seatReturned: abandoned.seatReturned,
    recoveryUrl: abandoned.recoveryUrl ?? null,
  };
}

const dayStart = (day: string) => Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`));

/** A list of at most ATTENTION_LIST_MAX, and whether more were there. */
async function bounded<T>(query: Query<T>): Promise<{ docs: DocumentSnapshot<T>[]; more: boolean }> {
  const found = await query.limit(ATTENTION_LIST_MAX + 1).get();
  return { docs: found.docs.slice(0, ATTENTION_LIST_MAX), more: found.size > ATTENTION_LIST_MAX };
}

/**
 * The four reads of what needs attention: trials ending in the next `trialDays` days,
 * renewals failed (past due, oldest first), subscriptions set to cancel at their period's end
 * (soonest first), and the checkouts abandoned in the period (newest first).
 */
export function attentionQueries(range: DateRange, now: number, trialDays = TRIAL_ENDING_DAYS) {
  const subscriptions = collections.subscriptions();
  return {
    trialsEnding: subscriptions
      .where('status', '==', 'trialing')
      .where('currentPeriodEnd', '>=', Timestamp.fromMillis(now))
      .where('currentPeriodEnd', '<=', Timestamp.fromMillis(now + trialDays * 86_400_000))
      .orderBy('currentPeriodEnd'),
    pastDue: subscriptions.where('status', '==', 'past_due').orderBy('pastDueSince'),
    canceling: subscriptions.where('cancelAtPeriodEnd', '==', true).orderBy('currentPeriodEnd'),
    abandoned: collections
      .abandonedCheckouts()
      .where('abandonedAt', '>=', dayStart(range.from))
      .where('abandonedAt', '<', dayStart(addDays(range.to, 1)))
      .orderBy('abandonedAt', 'desc'),
  };
}

/**
 * What the owner should follow up now (attentionQueries), at most ATTENTION_LIST_MAX of each, and
 * the buyers' purchases by id.
 */
export async function needsAttention(range: DateRange, now = Date.now()): Promise<NeedsAttention> {
  const queries = attentionQueries(range, now);
  const [trialsEnding, pastDue, canceling, abandoned] = await Promise.all([bounded(queries.trialsEnding), bounded(queries.pastDue), bounded(queries.canceling), bounded(queries.abandoned)]);
  const rows = await rowsOf([...trialsEnding.docs, ...pastDue.docs, ...canceling.docs]);
  const [trialRows, pastDueRows] = [rows.slice(0, trialsEnding.docs.length), rows.slice(trialsEnding.docs.length, trialsEnding.docs.length + pastDue.docs.length)];
  return {
    range,
    trialsEnding: trialRows,
    pastDue: pastDueRows,
    canceling: rows.slice(trialsEnding.docs.length + pastDue.docs.length),
    abandoned: abandoned.docs.map(abandonedRowOf),
    more: { trialsEnding: trialsEnding.more, pastDue: pastDue.more, canceling: canceling.more, abandoned: abandoned.more },
  };
}
