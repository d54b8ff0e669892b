/**
 * invoice.*: a paid invoice is revenue once (kept per invoice id), unless it is the first payment
 * of a subscription bought outright, which its session counts; a trial's first paid invoice is
 * its conversion; a failed renewal makes the subscription past due. invoice_payment.paid names
 * the payment intent that paid an invoice: its refunds and disputes find the purchase by it.
 */
import type Stripe from 'stripe';
import { collections } from '../../../store/collections';
import { idOf, writeRecord, type EventCommit, type EventHandler } from './event-commit';
import { buyerOfMetadata, planOfMetadata, stripeTime, tellCustomer } from './customer-news';
import { addRevenue, campaignOfBuyer, campaignOfMetadata } from '../revenue/revenue-ledger';
import { invoiceKind, invoiceRevenue } from '../revenue/revenue-rules';
import { decodeSessionMetadata, type ReadMetadata } from '../session-metadata';
import { applySubscriptionNews } from './subscription-news';

const invoiceIn = (commit: EventCommit) => commit.event.data.object as Stripe.Invoice;

/**
 * An invoice's subscription, where the pinned API version puts it: under
 * parent.subscription_details (since 2025-03-31.basil). An endpoint left on an older version
 * sends it at the top: read there too, so such an endpoint does not lose renewals.
 */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/** The subscription's metadata when the invoice was made (plan, founders rate, trial, campaign), read once per event. */
const metadataOfInvoice = (commit: EventCommit, invoice: Stripe.Invoice) => decodeSessionMetadata(invoice.parent?.subscription_details?.metadata, { eventId: commit.event.id });

export const onInvoicePaid: EventHandler = async (commit) => {
  const invoice = invoiceIn(commit);
  commit.record.objectId = invoice.id;
  const subscriptionId = subscriptionOfInvoice(invoice);
  const [stored, subscription] = await Promise.all([
    collections.invoices().doc(invoice.id).get(),
    subscriptionId ? collections.subscriptions().doc(subscriptionId).get() : undefined,
  ]);
  if (stored.data()?.paidAt) {
    commit.record.note = 'invoice counted already';
    return 'replay';
  }
  const metadata = metadataOfInvoice(commit, invoice);
  const recorded = subscription?.data();
  const startedAsTrial = recorded?.trial ?? metadata.trial;
  const kind = invoiceKind({ billingReason: invoice.billing_reason, amountPaid: invoice.amount_paid, trialAwaitingPayment: startedAsTrial && !recorded?.converted });
  writeRecord(commit, stored, { ...(subscriptionId && { subscriptionId }), kind, amountCents: invoice.amount_paid, billingReason: invoice.billing_reason ?? 'unknown', paidAt: commit.at });

  const { amountCents, purchases } = invoiceRevenue(kind, invoice.amount_paid);
  const campaign = recorded && (recorded.utmSource || recorded.utmCampaign) ? campaignOfBuyer(recorded) : campaignOfMetadata(metadata);
  if (amountCents > 0) addRevenue(commit.batch, { at: commit.at, campaign, plan: recorded?.plan ?? metadata.plan ?? 'unknown', amountCents, purchases });
  if (subscription) {
    // Money paid: the subscription is paid up (a trial converted, a past-due renewal settled).
    const paid = invoice.amount_paid > 0;
    applySubscriptionNews(commit, subscription, {
      ...(paid && { status: 'active', asOfEvent: { pastDueSince: null } }),
      facts: kind === 'trial-conversion' ? { converted: true } : {},
      origin: { status: paid ? 'active' : startedAsTrial ? 'trialing' : 'incomplete', metadata },
    });
  }
  if (kind === 'trial-conversion' && subscriptionId) tellInvoiceNews(commit, invoice, metadata, subscriptionId, 'trial-converted');
  commit.record.note = kind;
  return 'applied';
};

export const onInvoicePaymentFailed: EventHandler = async (commit) => {
  const invoice = invoiceIn(commit);
  commit.record.objectId = invoice.id;
  const subscriptionId = subscriptionOfInvoice(invoice);
  // A first payment that fails is the session's (async_payment_failed settles it), not a renewal's.
  if (!subscriptionId || invoice.billing_reason === 'subscription_create') {
    commit.record.note = subscriptionId ? 'first payment failed: its session settles it' : 'not a subscription invoice';
    return 'applied';
  }
  const subscription = await collections.subscriptions().doc(subscriptionId).get();
  const pastDueSince = subscription.data()?.pastDueSince ?? commit.at;
  const metadata = metadataOfInvoice(commit, invoice);
  const applied = applySubscriptionNews(commit, subscription, { status: 'past_due', asOfEvent: { pastDueSince }, origin: { status: 'past_due', metadata } });
  if (applied) tellInvoiceNews(commit, invoice, metadata, subscriptionId, 'renewal-failed');
  commit.record.note = applied ? 'renewal failed: past due' : 'older than the recorded status';
  return applied ? 'applied' : 'replay';
};

/**
 * What the CRM hears of a subscription's invoice: a trial converted (paid; next, the period's end)
 * or a renewal failed (due; next, Stripe's next try).
 */
function tellInvoiceNews(commit: EventCommit, invoice: Stripe.Invoice, metadata: ReadMetadata, subscriptionId: string, kind: 'trial-converted' | 'renewal-failed'): void {
  const monthly = invoice.lines.data.filter((line) => line.parent?.type === 'subscription_item_details');
  const customerId = idOf(invoice.customer);
  tellCustomer(commit, {
    kind,
    buyer: buyerOfMetadata(metadata, invoice.customer_email),
    plan: planOfMetadata(metadata),
    amountCents: kind === 'trial-converted' ? invoice.amount_paid : invoice.amount_due,
    monthlyCents: monthly.reduce((sum, line) => sum + line.amount, 0),
    nextDate: kind === 'trial-converted' ? stripeTime(monthly[0]?.period.end) : stripeTime(invoice.next_payment_attempt),
    ...(customerId && { customerId }),
    subscriptionId,
  });
}

export const onInvoicePaymentPaid: EventHandler = async (commit) => {
  const payment = commit.event.data.object as Stripe.InvoicePayment;
  commit.record.objectId = payment.id;
  const invoiceId = idOf(payment.invoice);
  const paymentIntent = idOf(payment.payment.payment_intent);
  if (!invoiceId || !paymentIntent) {
    commit.record.note = 'not paid by a payment intent';
    return 'applied';
  }
  // Merged: whichever of invoice.paid and this comes first, the record ends with both.
  commit.batch.set(collections.invoices().doc(invoiceId), { paymentIntent, updatedAt: commit.now }, { merge: true });
  commit.record.note = `invoice ${invoiceId} paid by ${paymentIntent}`;
  return 'applied';
};
