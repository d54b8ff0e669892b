/**
 * customer.subscription.created / .updated / .deleted: the subscription's status and monthly amount
 * follow Stripe's, unless an older event arrives late; a canceled subscription leaves MRR (its
 * founders seat is not given back: the rate was for the first 50 buyers).
 */
import type Stripe from 'stripe';
import { collections } from '../../store/collections';
import { Timestamp } from '../../store/db';
import { idOf, type EventHandler } from './event-commit';
import { monthlyCentsOfItems } from './revenue-rules';
import { applySubscriptionNews } from './subscription-news';

export const onSubscriptionChanged: EventHandler = async (commit) => {
  const subscription = commit.event.data.object as Stripe.Subscription;
  commit.record.objectId = subscription.id;
  const snapshot = await collections.subscriptions().doc(subscription.id).get();
  const { status } = subscription;
  const mrrCents = monthlyCentsOfItems(subscription.items.data);
  const customer = idOf(subscription.customer);
  const endedAt = subscription.ended_at ?? subscription.canceled_at ?? commit.event.created;
  const applied = applySubscriptionNews(commit, snapshot, {
    status,
    asOfEvent: {
      mrrCents,
      pastDueSince: status === 'past_due' ? (snapshot.data()?.pastDueSince ?? commit.at) : null,
      ...(status === 'canceled' && { canceledAt: Timestamp.fromMillis(endedAt * 1000) }),
    },
    facts: customer ? { customer } : {},
    origin: { status, metadata: subscription.metadata, mrrCents },
  });
  commit.record.note = applied ? status : 'older than the recorded status';
  return applied ? 'applied' : 'replay';
};
