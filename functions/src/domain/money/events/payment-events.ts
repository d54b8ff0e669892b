/**
 * The payment webhook's table of contents: which Stripe events do what (one handler per Stripe
 * object, in this folder), each applied exactly once. The events list for the Stripe
 * dashboard (docs/deploy.md, the production checklist) is HANDLED_EVENTS.
 */
import type { EventOutcome } from '@blast/catalog';
import type Stripe from 'stripe';
import { logs } from '../../../logs';
import { collections } from '../../../store/collections';
import { onChargeRefunded, onDisputeCreated } from './charge-events';
import { newCommit, type EventHandler } from './event-commit';
import { onInvoicePaid, onInvoicePaymentFailed, onInvoicePaymentPaid } from './invoice-events';
import { onAsyncPaymentFailed, onAsyncPaymentSucceeded, onSessionCompleted, onSessionExpired } from './session-events';
import { onSubscriptionChanged } from './subscription-events';
import { untilCommitted } from '../../optimistic';
import { foreignEvent } from '../this-site';

const HANDLERS = {
  'checkout.session.completed': onSessionCompleted,
  'checkout.session.async_payment_succeeded': onAsyncPaymentSucceeded,
  'checkout.session.async_payment_failed': onAsyncPaymentFailed,
  'checkout.session.expired': onSessionExpired,
  'invoice.paid': onInvoicePaid,
  'invoice.payment_failed': onInvoicePaymentFailed,
  'invoice_payment.paid': onInvoicePaymentPaid,
  'customer.subscription.created': onSubscriptionChanged,
  'customer.subscription.updated': onSubscriptionChanged,
  'customer.subscription.deleted': onSubscriptionChanged,
  'charge.refunded': onChargeRefunded,
  'charge.dispute.created': onDisputeCreated,
} satisfies Partial<Record<Stripe.Event.Type, EventHandler>>;

/** The events the webhook endpoint subscribes to in the Stripe dashboard; any other is recorded and ignored. */
export const HANDLED_EVENTS = Object.keys(HANDLERS) as (keyof typeof HANDLERS)[];

const handlerOf = (type: string): EventHandler | undefined => (HANDLERS as Partial<Record<string, EventHandler>>)[type];

/**
 * Applies one verified Stripe event, exactly once: each attempt reads what it depends on, then
 * commits one atomic batch that creates the event's id in stripeEvents (it fails if the id is
 * there) together with all its effects, conditional on what it read (domain/optimistic.ts). A
 * replay answers 'replay' and changes nothing; so does the same change under another event id,
 * or an older event arriving after a newer one.
 */
export function applyStripeEvent(event: Stripe.Event): Promise<EventOutcome> {
  return untilCommitted(async () => {
    const outcome = await attemptEvent(event);
    logs.webhookApplied(event.id, event.type, outcome);
    return outcome;
  }, 'The payment could not be applied for contention; it will be retried');
}

async function attemptEvent(event: Stripe.Event): Promise<EventOutcome> {
  const eventRef = collections.stripeEvents().doc(event.id);
  if ((await eventRef.get()).exists) return 'replay';
  const commit = newCommit(event);
  // Another product's object, or another mode's: recorded (so it is logged once) and nothing else.
  const foreign = await foreignEvent(event);
  const handler = foreign ? undefined : handlerOf(event.type);
  const outcome = handler ? await handler(commit) : 'ignored';
  if (foreign) {
    commit.record.note = `not this site's: ${foreign}`;
    commit.afterCommit.push(() => logs.webhookForeignEvent(event.id, event.type, foreign));
  }
  commit.batch.create(eventRef, {
    type: event.type,
    created: commit.at,
    appliedAt: commit.now,
    ...commit.record,
    ...(outcome !== 'applied' && { outcome }),
  });
  await commit.batch.commit();
  for (const log of commit.afterCommit) log();
  return outcome;
}
