/**
 * customer.subscription.created / .updated / .deleted: the subscription's status and monthly amount
 * follow Stripe's, unless an older event arrives late; a canceled subscription leaves MRR (its
 * founders seat is not given back: the rate was for the first 50 buyers).
 */
import type Stripe from 'stripe';
import { collections } from '../../../store/collections';
import { Timestamp } from '../../../store/db';
import { buyerOfMetadata, buyerOfPurchase, planOfMetadata, stripeTime, tellCustomer } from './customer-news';
import { idOf, type EventCommit, type EventHandler } from './event-commit';
import { monthlyCentsOfItems } from '../revenue/revenue-rules';
import { decodeSessionMetadata, type ReadMetadata } from '../session-metadata';
import { applySubscriptionNews } from './subscription-news';

/**
 * Set to cancel (the customer portal's "cancel at the end of the period"): Stripe says so with
 * cancel_at_period_end, or with a cancel_at date. It stays in MRR, shown canceling, until it ends.
 */
const setToCancel = (subscription: Stripe.Subscription): boolean =>
  subscription.status !== 'canceled' && (subscription.cancel_at_period_end || subscription.cancel_at !== null);

/** When the current period (or the trial) ends: the next charge, or the end of one set to cancel. */
const periodEndOf = (subscription: Stripe.Subscription): number | null =>
  subscription.trial_end && subscription.status === 'trialing' ? subscription.trial_end : (subscription.items.data[0]?.current_period_end ?? null);

export const onSubscriptionChanged: EventHandler = async (commit) => {
  const subscription = commit.event.data.object as Stripe.Subscription;
  commit.record.objectId = subscription.id;
  const snapshot = await collections.subscriptions().doc(subscription.id).get();
  const { status } = subscription;
  const mrrCents = monthlyCentsOfItems(subscription.items.data);
  const customer = idOf(subscription.customer);
  const endedAt = subscription.ended_at ?? subscription.canceled_at ?? commit.event.created;
  const periodEnd = stripeTime(periodEndOf(subscription));
  const metadata = decodeSessionMetadata(subscription.metadata, { eventId: commit.event.id });
  const applied = applySubscriptionNews(commit, snapshot, {
    status,
    asOfEvent: {
      mrrCents,
      pastDueSince: status === 'past_due' ? (snapshot.data()?.pastDueSince ?? commit.at) : null,
      cancelAtPeriodEnd: setToCancel(subscription),
      ...(periodEnd && { currentPeriodEnd: periodEnd }),
      ...(status === 'canceled' && { canceledAt: Timestamp.fromMillis(endedAt * 1000) }),
    },
    facts: customer ? { customer } : {},
    origin: { status, metadata, mrrCents },
  });
  if (applied && status === 'canceled' && snapshot.data()?.status !== 'canceled') await tellCanceled(commit, subscription, metadata, snapshot.data()?.purchaseId);
  commit.record.note = applied ? `${status}${setToCancel(subscription) ? ', set to cancel at the period end' : ''}` : 'older than the recorded status';
  return applied ? 'applied' : 'replay';
};

/** The CRM hears of a cancellation; the buyer's email is the purchase's (a subscription holds none). */
async function tellCanceled(commit: EventCommit, subscription: Stripe.Subscription, metadata: ReadMetadata, purchaseId: string | undefined): Promise<void> {
  const purchase = purchaseId ? (await collections.purchases().doc(purchaseId).get()).data() : undefined;
  tellCustomer(commit, {
    kind: 'canceled',
    buyer: buyerOfPurchase(purchase, buyerOfMetadata(metadata, undefined)),
    plan: planOfMetadata(metadata),
    amountCents: 0,
    monthlyCents: monthlyCentsOfItems(subscription.items.data),
    nextDate: null,
    ...(idOf(subscription.customer) && { customerId: idOf(subscription.customer) }),
    subscriptionId: subscription.id,
    ...(purchaseId && { sessionId: purchaseId }),
  });
}
