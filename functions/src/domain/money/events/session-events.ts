/**
 * checkout.session.*: a completed session is a purchase, paid (card, or a trial's nothing due) or
 * pending (a delayed method) until async_payment_succeeded or _failed settles it; an expired one
 * gives its founders seat back. A purchase only moves forward, so the same session's events in any
 * order, or again under new ids, count it once.
 */
import { setupTermsOf, type PaymentStatus } from '@blast/catalog';
import type Stripe from 'stripe';
import { logs } from '../../../logs';
import { collections, readTogether } from '../../../store/collections';
import type { DocumentSnapshot } from '../../../store/db';
import type { PurchaseDocument, SubscriptionDocument } from '../../../store/documents';
import { countConversion, writeConversion, type Conversion } from '../../analytics/conversions';
import { keepSeat, holdWhilePending, leftForNewSession, readSeatState, releaseSeat, type SeatState } from '../seat-holds';
import { objectsToMarketing } from '../../people/marketing-objections';
import { abandonedCheckoutOf, abandonedEmailOf, recordAbandonment } from './abandoned-checkouts';
import { idOf, type EventCommit, type EventHandler } from './event-commit';
import { buyerOfMetadata, expectedNextCharge, planOfMetadata, tellCustomer, type CustomerNews } from './customer-news';
import { addRevenue, buyerCampaign, campaignOfMetadata } from '../revenue/revenue-ledger';
import { catalogueMonthlyCents, purchaseMoves, purchaseStatusOf, sessionRevenue } from '../revenue/revenue-rules';
import { decodeSessionMetadata, type ReadMetadata, type SessionVisit } from '../session-metadata';
import { readPaidVisit, type PaidVisit } from '../../analytics/visitor-marks';
import { applySubscriptionNews } from './subscription-news';

type Session = Stripe.Checkout.Session;
const sessionIn = (commit: EventCommit) => commit.event.data.object as Session;
/** The session's metadata, read once per event. */
const metadataIn = (commit: EventCommit, session: Session) => decodeSessionMetadata(session.metadata, { eventId: commit.event.id });

export const onSessionCompleted: EventHandler = (commit) => settleSession(commit, purchaseStatusOf(sessionIn(commit).payment_status));
export const onAsyncPaymentSucceeded: EventHandler = (commit) => settleSession(commit, 'paid');
export const onAsyncPaymentFailed: EventHandler = (commit) => settleSession(commit, 'failed');

/**
 * Stripe never completes an expired session: its founders seat, if it held one, comes back, and
 * it is an abandoned checkout (abandoned-checkouts.ts), unless its buyer left it for a new
 * session of the same founders hold.
 */
export const onSessionExpired: EventHandler = async (commit) => {
  const session = sessionIn(commit);
  commit.record.objectId = session.id;
  const metadata = metadataIn(commit, session);
  const [purchase, seats, abandoned, noMarketing] = await Promise.all([
    collections.purchases().doc(session.id).get(),
    readSeatState(metadata.seatHold),
    abandonedCheckoutOf(session.id),
    objectsToMarketing(abandonedEmailOf(session)),
  ]);
  if (purchase.exists) {
    commit.record.note = 'completed before: nothing to give back';
    return 'applied';
  }
  if (abandoned.exists) {
    commit.record.note = 'abandoned already';
    return 'replay';
  }
  if (leftForNewSession(seats, session.id)) {
    commit.record.note = 'left for a new session of the same founders hold: not abandoned';
    return 'applied';
  }
  // Given back now, or earlier by the sweep (its expiry event late): either way the seat came back.
  const seatReturned = releaseSeat(commit.batch, seats, 'session expired', commit.now, session.id) || seats.hold?.data()?.status === 'released';
  commit.record.note = seatReturned ? 'abandoned: founders seat given back' : 'abandoned';
  recordAbandonment(commit, abandoned, session, metadata, seatReturned, noMarketing);
  return 'applied';
};

/** What the analytics count of a session: the conversion's fields (Recent Conversions, the rollups). */
function conversionOf(session: Session, metadata: ReadMetadata): Conversion {
  return {
    conversionType: metadata.trial ? 'trial' : 'purchase',
    plan: metadata.plan ?? 'unknown',
    sourcePage: metadata.sourcePage ?? '/checkout',
    campaign: campaignOfMetadata(metadata),
    name: session.customer_details?.name ?? metadata.name,
    email: (session.customer_details?.email ?? session.customer_email ?? undefined)?.toLowerCase(),
    amountCents: session.amount_total ?? 0,
    foundersRate: metadata.foundersRate,
  };
}

const paidVisitOf = (session: Session, metadata: ReadMetadata, visit: SessionVisit): PaidVisit => ({
  visit,
  trial: metadata.trial,
  sourcePage: metadata.sourcePage ?? '/checkout',
  campaign: campaignOfMetadata(metadata),
  amountCents: session.amount_total ?? 0,
});

function newPurchase(commit: EventCommit, session: Session, metadata: ReadMetadata, status: PaymentStatus): PurchaseDocument {
  const { name, email } = conversionOf(session, metadata);
  const [customer, paymentIntent, subscriptionId] = [idOf(session.customer), idOf(session.payment_intent), idOf(session.subscription)];
  return {
    sessionId: session.id,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    plan: metadata.plan ?? 'unknown',
    foundersRate: metadata.foundersRate,
    trial: metadata.trial,
    status,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    ...(email && { email }),
    ...(name && { name }),
    ...(metadata.phone && { phone: metadata.phone }),
    ...(customer && { customer }),
    ...(paymentIntent && { paymentIntent }),
    ...(subscriptionId && { subscriptionId }),
    ...(metadata.seatHold && { seatHold: metadata.seatHold }),
    ...buyerCampaign(campaignOfMetadata(metadata)),
    refundedCents: 0,
    disputed: false,
    createdAt: commit.at,
    updatedAt: commit.now,
  };
}

/** Moves the session's purchase to `status`, with everything that goes with it, in the event's one commit. */
async function settleSession(commit: EventCommit, status: PaymentStatus): Promise<'applied' | 'replay'> {
  const session = sessionIn(commit);
  const { batch, at, now } = commit;
  commit.record.objectId = session.id;
  const metadata = metadataIn(commit, session);
  const founders = metadata.foundersRate;
  const subscriptionId = idOf(session.subscription);
  const [[purchase, conversion], seats, subscription] = await Promise.all([
    readTogether(collections.purchases().doc(session.id), collections.conversions().doc(session.id)),
    founders ? readSeatState(metadata.seatHold) : undefined,
    subscriptionId ? collections.subscriptions().doc(subscriptionId).get() : undefined,
  ]);
  const before = purchase.data()?.status;
  // What the visitor who opened the checkout reached, read before anything is written (visitor-marks.ts).
  const paidVisit = status === 'paid' && metadata.visit && purchaseMoves(before, status) ? await readPaidVisit(paidVisitOf(session, metadata, metadata.visit)) : undefined;
  if (!purchase.exists && conversion.exists) {
    commit.record.note = 'counted before purchases were recorded';
    return 'replay';
  }
  if (!purchaseMoves(before, status)) {
    commit.record.note = `${status} after ${before}: counted already`;
    return 'replay';
  }

  const shortfall = founders && seats ? settleSeat(commit, seats, session.id, status) : false;
  const paidAt = status === 'paid' ? { paidAt: at } : {};
  const failedAt = status === 'failed' ? { failedAt: at } : {};
  const flagged = shortfall ? { seatShortfall: true } : {};
  if (!purchase.exists) batch.create(purchase.ref, { ...newPurchase(commit, session, metadata, status), ...paidAt, ...failedAt, ...flagged });
  else batch.update(purchase.ref, { status, ...paidAt, ...failedAt, ...flagged, ...settledIds(session), updatedAt: now }, { lastUpdateTime: purchase.updateTime! });

  // The analytics' conversion: written when the session is first seen, counted once it is paid.
  const counted = { ...conversionOf(session, metadata), extra: { sessionId: session.id, eventId: commit.event.id, ...paymentDetails(session, metadata), ...flagged } };
  if (!purchase.exists) writeConversion(batch, session.id, counted, { now: at.toMillis(), counted: status === 'paid' });
  else if (status === 'paid') countConversion(batch, counted, at.toMillis());
  if (shortfall) {
    if (purchase.exists && conversion.exists) batch.update(conversion.ref, { seatShortfall: true });
    commit.record.seatShortfall = true;
    commit.afterCommit.push(() => logs.foundersSeatShortfall(commit.event.id, session.id));
  }

  paidVisit?.(batch);
  if (status === 'paid') {
    const { amountCents, purchases } = sessionRevenue(session.amount_total);
    if (amountCents > 0) addRevenue(batch, { at, campaign: campaignOfMetadata(metadata), plan: planOfMetadata(metadata), amountCents, purchases });
  }
  if (subscription) linkSubscription(commit, subscription, session, metadata, status);
  if (status === 'paid') tellCustomer(commit, customerNewsOf(commit, session, metadata, subscription?.data()));
  commit.record.note = `purchase ${status}`;
  return 'applied';
}

/** What the CRM hears of a paid session: a purchase paid, or a trial started, and the next date that matters. */
function customerNewsOf(commit: EventCommit, session: Session, metadata: ReadMetadata, subscription: SubscriptionDocument | undefined): CustomerNews {
  const { trial } = metadata;
  const plan = planOfMetadata(metadata);
  const [customerId, subscriptionId] = [idOf(session.customer), idOf(session.subscription)];
  const { name, email } = conversionOf(session, metadata);
  return {
    kind: trial ? 'trial-started' : 'purchase-paid',
    buyer: buyerOfMetadata({ ...metadata, ...(name && { name }) }, email),
    plan,
    amountCents: session.amount_total ?? 0,
    setup: setupTermsOf(metadata),
    ...(subscriptionId && { monthlyCents: subscription?.mrrCents ?? catalogueMonthlyCents(plan, metadata.foundersRate) }),
    nextDate: subscriptionId ? (subscription?.currentPeriodEnd ?? expectedNextCharge(plan, trial, commit.at)) : null,
    ...(customerId && { customerId }),
    ...(subscriptionId && { subscriptionId }),
    sessionId: session.id,
  };
}

/** The founders seat of a settled session; answers true for a paid one that found no seat (a shortfall). */
function settleSeat(commit: EventCommit, seats: SeatState, sessionId: string, status: PaymentStatus): boolean {
  if (status === 'paid') return keepSeat(commit.batch, seats, sessionId, commit.now).shortfall;
  if (status === 'pending') holdWhilePending(commit.batch, seats, sessionId);
  else releaseSeat(commit.batch, seats, 'delayed payment failed', commit.now);
  return false;
}

/** The ids a session gains when it settles (a one-time payment's intent, the customer). */
function settledIds(session: Session): Partial<PurchaseDocument> {
  const [customer, paymentIntent] = [idOf(session.customer), idOf(session.payment_intent)];
  return { ...(customer && { customer }), ...(paymentIntent && { paymentIntent }) };
}

function paymentDetails(session: Session, metadata: ReadMetadata) {
  const subscriptionId = idOf(session.subscription);
  return {
    setup: metadata.includeSetup,
    setupFee: metadata.setupFeeCents,
    currency: session.currency ?? 'usd',
    ...(subscriptionId && { subscriptionId }),
  };
}

/**
 * The subscription a session started: linked to its purchase; a record made here guesses its
 * status from the session (trialing, active, or incomplete while the payment settles), which any
 * event of Stripe's about the subscription overrules.
 */
function linkSubscription(commit: EventCommit, snapshot: DocumentSnapshot<SubscriptionDocument>, session: Session, metadata: ReadMetadata, status: PaymentStatus): void {
  if (status === 'failed' && !snapshot.exists) return;
  const customer = idOf(session.customer);
  const guess = metadata.trial ? 'trialing' : status === 'paid' ? 'active' : 'incomplete';
  applySubscriptionNews(commit, snapshot, {
    facts: { purchaseId: session.id, ...(customer && { customer }) },
    origin: { status: guess, metadata, inferred: true },
  });
}
