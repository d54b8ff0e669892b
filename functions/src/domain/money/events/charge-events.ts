/**
 * charge.refunded and charge.dispute.created: shown against the purchase they belong to (found by
 * the payment intent, purchase-of-payment.ts); a refund is netted from the revenue
 * on the day Stripe made it. A dispute is shown, not subtracted: the money is lost only if the
 * dispute is lost. A charge of no purchase of ours is another product's: ignored.
 */
import type Stripe from 'stripe';
import { collections } from '../../../store/collections';
import { FieldValue } from '../../../store/db';
import { logs } from '../../../logs';
import { idOf, writeRecord, type EventCommit, type EventHandler } from './event-commit';
import { purchaseOfPayment } from './purchase-of-payment';
import { buyerOfMetadata, buyerOfPurchase, tellCustomer } from './customer-news';
import { addRefund, campaignOfBuyer } from '../revenue/revenue-ledger';
import { refundDelta } from '../revenue/revenue-rules';

/** A charge of no purchase of ours (another product's, on a shared account): it changes no figure. */
function notOurs(commit: EventCommit, what: string): 'ignored' {
  commit.record.note = what;
  commit.afterCommit.push(() => logs.webhookForeignEvent(commit.event.id, commit.event.type, what));
  return 'ignored';
}

export const onChargeRefunded: EventHandler = async (commit) => {
  const charge = commit.event.data.object as Stripe.Charge;
  commit.record.objectId = charge.id;
  const [paymentIntent, customer] = [idOf(charge.payment_intent), idOf(charge.customer)];
  const stored = await collections.charges().doc(charge.id).get();
  const recorded = stored.data();
  const refunded = refundDelta(recorded?.refundedCents ?? 0, charge.amount_refunded);
  if (refunded === 0) {
    commit.record.note = 'refund recorded already';
    return 'replay';
  }
  const purchase = await purchaseOfPayment({ purchaseId: recorded?.purchaseId, paymentIntent, customer });
  if (!purchase) return notOurs(commit, 'a refund of no purchase of this site');
  writeRecord(commit, stored, {
    ...recorded,
    refundedCents: charge.amount_refunded,
    ...(paymentIntent && { paymentIntent }),
    ...(customer && { customer }),
    purchaseId: purchase.id,
  });
  // Increments add up whatever else changes the purchase meanwhile.
  commit.batch.update(purchase.ref, { refundedCents: FieldValue.increment(refunded), updatedAt: commit.now });
  const bought = purchase.data()!;
  addRefund(commit.batch, { at: commit.at, campaign: campaignOfBuyer(bought), plan: bought.plan, amountCents: refunded });
  tellCustomer(commit, {
    kind: 'refunded',
    buyer: buyerOfPurchase(bought, buyerOfMetadata({ campaign: {} }, charge.billing_details?.email ?? charge.receipt_email)),
    plan: bought.plan,
    amountCents: refunded,
    nextDate: null,
    ...((customer ?? bought.customer) && { customerId: customer ?? bought.customer }),
    ...(bought.subscriptionId && { subscriptionId: bought.subscriptionId }),
    sessionId: purchase.id,
  });
  commit.record.note = `refunded ${refunded} of purchase ${purchase.id}`;
  return 'applied';
};

export const onDisputeCreated: EventHandler = async (commit) => {
  const dispute = commit.event.data.object as Stripe.Dispute;
  commit.record.objectId = dispute.id;
  const chargeId = idOf(dispute.charge)!;
  const paymentIntent = idOf(dispute.payment_intent);
  const stored = await collections.charges().doc(chargeId).get();
  const recorded = stored.data();
  if (recorded?.disputeId === dispute.id) {
    commit.record.note = 'dispute recorded already';
    return 'replay';
  }
  const purchase = await purchaseOfPayment({ purchaseId: recorded?.purchaseId, paymentIntent, customer: recorded?.customer });
  if (!purchase) return notOurs(commit, 'a dispute of no purchase of this site');
  writeRecord(commit, stored, {
    refundedCents: recorded?.refundedCents ?? 0,
    ...recorded,
    disputeId: dispute.id,
    ...(paymentIntent && { paymentIntent }),
    purchaseId: purchase.id,
  });
  commit.batch.update(purchase.ref, { disputed: true, updatedAt: commit.now });
  commit.record.note = `dispute on purchase ${purchase.id}`;
  return 'applied';
};
