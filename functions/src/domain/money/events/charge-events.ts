/**
 * charge.refunded and charge.dispute.created: shown against the purchase they belong to (found by
 * the payment intent, purchase-of-payment.ts); a refund is netted from the revenue
 * on the day Stripe made it. A dispute is shown, not subtracted: the money is lost only if the
 * dispute is lost.
 */
import type Stripe from 'stripe';
import { collections } from '../../../store/collections';
import { FieldValue } from '../../../store/db';
import { idOf, writeRecord, type EventHandler } from './event-commit';
import { purchaseOfPayment } from './purchase-of-payment';
import { buyerOfMetadata, buyerOfPurchase, tellCustomer } from './customer-news';
import { addRefund, campaignOfBuyer } from '../revenue/revenue-ledger';
import { refundDelta } from '../revenue/revenue-rules';

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
  writeRecord(commit, stored, {
    ...recorded,
    refundedCents: charge.amount_refunded,
    ...(paymentIntent && { paymentIntent }),
    ...(customer && { customer }),
    ...(purchase && { purchaseId: purchase.id }),
  });
  // Increments add up whatever else changes the purchase meanwhile.
  if (purchase) commit.batch.update(purchase.ref, { refundedCents: FieldValue.increment(refunded), updatedAt: commit.now });
  addRefund(commit.batch, { at: commit.at, campaign: purchase && campaignOfBuyer(purchase.data()!), amountCents: refunded });
  const bought = purchase?.data();
  tellCustomer(commit, {
    kind: 'refunded',
    buyer: buyerOfPurchase(bought, buyerOfMetadata({ campaign: {} }, charge.billing_details?.email ?? charge.receipt_email)),
    plan: bought?.plan ?? 'unknown',
    amountCents: refunded,
    nextDate: null,
    ...((customer ?? bought?.customer) && { customerId: customer ?? bought?.customer }),
    ...(bought?.subscriptionId && { subscriptionId: bought.subscriptionId }),
    ...(purchase && { sessionId: purchase.id }),
  });
  commit.record.note = purchase ? `refunded ${refunded} of purchase ${purchase.id}` : `refunded ${refunded} of no known purchase`;
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
  writeRecord(commit, stored, {
    refundedCents: recorded?.refundedCents ?? 0,
    ...recorded,
    disputeId: dispute.id,
    ...(paymentIntent && { paymentIntent }),
    ...(purchase && { purchaseId: purchase.id }),
  });
  if (purchase) commit.batch.update(purchase.ref, { disputed: true, updatedAt: commit.now });
  commit.record.note = purchase ? `dispute on purchase ${purchase.id}` : 'dispute on no known purchase';
  return 'applied';
};
