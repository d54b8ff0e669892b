// After the checkout: invoices, subscriptions, refunds and disputes, as Stripe sends them (full
// objects of the pinned API version), each applied once, in any order, dated by Stripe's clock.
import { describe, expect, it } from 'vitest';
import { stripeId } from './support/stripe-standin';
import {
  DAY_S,
  apply,
  checkoutMetadata,
  completedSession,
  dayOf,
  deliver,
  eventOf,
  invoiceOf,
  marker,
  monthLine,
  purchaseOf,
  revenueOf,
  setupLine,
  subscriptionOf,
  subscriptionRecord,
} from './support/payments';
import { adminDb } from './support/stack';
import { charge, dispute, invoicePayment } from './support/stripe-standin';

/** A subscription bought outright, with the events Stripe sends in the order it sends them. */
function boughtOutright(campaign: string, { founders = false } = {}) {
  const monthly = founders ? 15000 : 19700;
  const session = completedSession({ amount: monthly + 10000, metadata: checkoutMetadata(campaign, { setup: 'true', setup_fee: '10000', foundersRate: String(founders) }) });
  const sub = subscriptionOf(session, { status: 'active', monthlyCents: monthly });
  const first = invoiceOf(sub, { billingReason: 'subscription_create', lines: [monthLine(monthly), setupLine(10000)] });
  const paymentIntent = stripeId('pi');
  const firstCharge = charge({ amountCents: first.amount_paid, paymentIntent, customer: sub.customer as string, email: 'buyer@example.com', name: 'Bo Buyer', description: 'Subscription creation' });
  return { session, sub, first, firstCharge, monthly, paymentIntent };
}

describe('invoices', () => {
  it("counts a subscription bought outright once: its first invoice is its session's payment, whichever comes first", async () => {
    const campaign = marker();
    const { session, sub, first, paymentIntent } = boughtOutright(campaign);
    // An invoice before its session, as Stripe may deliver them.
    await apply(eventOf('customer.subscription.created', sub));
    await apply(eventOf('invoice.paid', first));
    await apply(eventOf('invoice_payment.paid', invoicePayment(first, paymentIntent)));
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 0, purchases: 0 });
    await apply(eventOf('checkout.session.completed', session));
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 29700, purchases: 1 });
    // The same invoice again under another event id: counted already.
    await apply({ ...eventOf('invoice.paid', first), id: stripeId('evt') }, 'replay');
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 29700, purchases: 1 });
    expect(await subscriptionRecord(sub.id)).toMatchObject({ status: 'active', mrrCents: 19700, purchaseId: session.id, customer: session.customer, plan: 'blast', utmCampaign: campaign });
    expect((await adminDb().collection('invoices').doc(first.id).get()).data()).toMatchObject({ kind: 'first-payment', subscriptionId: sub.id, paymentIntent });
  });

  it("makes a trial a paid subscription when its first invoice is paid, and counts each renewal, dated by Stripe's event", async () => {
    const campaign = marker();
    const session = completedSession({ amount: 0, paymentStatus: 'no_payment_required', metadata: checkoutMetadata(campaign, { trial: 'true' }) });
    const sub = subscriptionOf(session, { status: 'trialing', trialDays: 14 });
    await apply(eventOf('checkout.session.completed', session, { ago: 20 * DAY_S }));
    await apply(eventOf('customer.subscription.created', sub, { ago: 20 * DAY_S }));
    await apply(eventOf('invoice.paid', invoiceOf(sub, { billingReason: 'subscription_create', lines: [monthLine(0)] }), { ago: 20 * DAY_S }));
    expect(await subscriptionRecord(sub.id)).toMatchObject({ status: 'trialing', trial: true, converted: false });
    expect(await purchaseOf(session.id)).toMatchObject({ status: 'paid', trial: true, amountCents: 0 });
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 0, purchases: 0 });

    // The trial ends 6 days ago: its first paid invoice converts it.
    const converted = eventOf('invoice.paid', invoiceOf(sub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)] }), { ago: 6 * DAY_S });
    await apply(eventOf('customer.subscription.updated', { ...sub, status: 'active' as const }, { ago: 6 * DAY_S, previous: { status: 'trialing' } }));
    await apply(converted);
    expect(await subscriptionRecord(sub.id)).toMatchObject({ status: 'active', converted: true, mrrCents: 19700 });
    // A renewal today adds money, not a purchase; one 40 days ago (a replay from an old account) is dated then.
    const renewal = eventOf('invoice.paid', invoiceOf(sub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)] }));
    await apply(renewal);
    await apply(eventOf('invoice.paid', invoiceOf(sub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)] }), { ago: 40 * DAY_S }));
    const revenue = await revenueOf(campaign);
    expect(revenue).toMatchObject({ revenueCents: 3 * 19700, purchases: 1 });
    expect(revenue.days).toEqual({
      [dayOf(converted.created)]: { revenueCents: 19700, refundedCents: 0 },
      [dayOf(renewal.created)]: { revenueCents: 19700, refundedCents: 0 },
      [dayOf(renewal.created - 40 * DAY_S)]: { revenueCents: 19700, refundedCents: 0 },
    });
    expect((await adminDb().collection('invoices').doc(converted.data.object.id).get()).get('kind')).toBe('trial-conversion');
    expect((await adminDb().collection('invoices').doc(renewal.data.object.id).get()).get('kind')).toBe('renewal');
  });

  it('makes a subscription past due when a renewal fails, visibly, until a renewal is paid; older news never overrules newer', async () => {
    const campaign = marker();
    const { session, sub, first } = boughtOutright(campaign);
    await apply(eventOf('checkout.session.completed', session, { ago: 40 * DAY_S }));
    await apply(eventOf('invoice.paid', first, { ago: 40 * DAY_S }));
    const failed = eventOf('invoice.payment_failed', invoiceOf(sub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)], status: 'open' }), { ago: 3 * DAY_S });
    await apply(failed);
    const pastDue = await subscriptionRecord(sub.id);
    expect(pastDue).toMatchObject({ status: 'past_due' });
    expect(pastDue!.pastDueSince.toMillis()).toBe(failed.created * 1000);
    // Stripe's own update, older than the failure, arriving late: left out.
    expect((await deliver(eventOf('customer.subscription.updated', sub, { ago: 4 * DAY_S }))).outcome).toBe('replay');
    expect(await subscriptionRecord(sub.id)).toMatchObject({ status: 'past_due' });
    // The retry succeeds.
    await apply(eventOf('invoice.paid', invoiceOf(sub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)] }), { ago: DAY_S }));
    expect(await subscriptionRecord(sub.id)).toMatchObject({ status: 'active', pastDueSince: null });
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 29700 + 19700, purchases: 1 });
  });

  it("reads a subscription where an endpoint on an older API version puts it: at the invoice's top", async () => {
    const campaign = marker();
    const { session, sub } = boughtOutright(campaign);
    await apply(eventOf('checkout.session.completed', session));
    const legacy = { ...invoiceOf(sub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)] }), parent: null, subscription: sub.id };
    await apply(eventOf('invoice.paid', legacy));
    expect((await adminDb().collection('invoices').doc(legacy.id).get()).data()).toMatchObject({ kind: 'renewal', subscriptionId: sub.id });
  });
});

describe('subscriptions', () => {
  it("follow Stripe's status and monthly amount; a cancellation leaves MRR for good, and keeps the founders seat", async () => {
    const campaign = marker();
    const { session, sub } = boughtOutright(campaign, { founders: true });
    await apply(eventOf('customer.subscription.created', sub, { ago: 60 }));
    expect(await subscriptionRecord(sub.id)).toMatchObject({ status: 'active', mrrCents: 15000, foundersRate: true });
    await apply(eventOf('customer.subscription.updated', subscriptionOf(session, { status: 'active', monthlyCents: 15000, quantity: 2 }), { ago: 50 }));
    expect((await subscriptionRecord(sub.id))!.mrrCents).toBe(30000);
    const ended = { ...sub, status: 'canceled' as const, canceled_at: Math.floor(Date.now() / 1000) - 40, ended_at: Math.floor(Date.now() / 1000) - 40 };
    await apply(eventOf('customer.subscription.deleted', ended, { ago: 40 }));
    const canceled = await subscriptionRecord(sub.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled!.canceledAt.toMillis()).toBe(ended.ended_at * 1000);
    // Nothing brings a canceled subscription back: not an older update, not a newer one.
    expect((await deliver(eventOf('customer.subscription.updated', sub, { ago: 45 }))).outcome).toBe('replay');
    expect((await deliver(eventOf('customer.subscription.updated', sub))).outcome).toBe('replay');
    expect((await subscriptionRecord(sub.id))!.status).toBe('canceled');
  });
});

describe('refunds and disputes', () => {
  it('net each refund once against the purchase of its payment intent, on the day Stripe made it, whatever the order', async () => {
    const campaign = marker();
    const session = completedSession({ mode: 'payment', amount: 98500, metadata: checkoutMetadata(campaign, { plan: 'blast-prepay' }) });
    await apply(eventOf('checkout.session.completed', session));
    const paid = charge({ amountCents: 98500, paymentIntent: session.payment_intent as string, customer: null, email: 'buyer@example.com', name: 'Bo Buyer' });
    const partly = eventOf('charge.refunded', { ...paid, amount_refunded: 30000 }, { ago: 2 * DAY_S, previous: { amount_refunded: 0 } });
    const fully = eventOf('charge.refunded', { ...paid, amount_refunded: 98500, refunded: true }, { ago: DAY_S, previous: { amount_refunded: 30000, refunded: false } });
    await apply(fully); // the newer one first
    await apply(partly, 'replay'); // the older one adds nothing
    await apply(fully, 'replay');
    expect(await purchaseOf(session.id)).toMatchObject({ status: 'paid', refundedCents: 98500 });
    const revenue = await revenueOf(campaign);
    expect(revenue).toMatchObject({ revenueCents: 98500, refundedCents: 98500, refunds: 1 });
    expect(revenue.days[dayOf(fully.created)]).toEqual({ revenueCents: 0, refundedCents: 98500 });
  });

  it('net a second, partial refund of the same charge by what it adds', async () => {
    const campaign = marker();
    const session = completedSession({ mode: 'payment', amount: 500000, metadata: checkoutMetadata(campaign, { plan: 'custom' }) });
    await apply(eventOf('checkout.session.completed', session));
    const paid = charge({ amountCents: 500000, paymentIntent: session.payment_intent as string, customer: null, email: null, name: null });
    await apply(eventOf('charge.refunded', { ...paid, amount_refunded: 100000 }));
    await apply(eventOf('charge.refunded', { ...paid, amount_refunded: 250000 }));
    expect(await purchaseOf(session.id)).toMatchObject({ refundedCents: 250000 });
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 500000, refundedCents: 250000, refunds: 2 });
  });

  it("find a subscription's charges by the payment intent of the invoice they paid, or by its customer", async () => {
    const campaign = marker();
    const { session, sub, first, paymentIntent, firstCharge } = boughtOutright(campaign);
    await apply(eventOf('checkout.session.completed', session));
    await apply(eventOf('invoice.paid', first));
    await apply(eventOf('invoice_payment.paid', invoicePayment(first, paymentIntent)));
    // A dispute names the charge and its payment intent only.
    const opened = dispute(firstCharge);
    await apply(eventOf('charge.dispute.created', opened));
    expect(await purchaseOf(session.id)).toMatchObject({ disputed: true, refundedCents: 0 });
    await apply({ ...eventOf('charge.dispute.created', opened), id: stripeId('evt') }, 'replay');
    // A renewal's charge refunded, its invoice_payment.paid not seen: found by the customer.
    const renewalCharge = charge({ amountCents: 19700, paymentIntent: stripeId('pi'), customer: sub.customer as string, email: null, name: null });
    await apply(eventOf('charge.refunded', { ...renewalCharge, amount_refunded: 19700, refunded: true }));
    expect(await purchaseOf(session.id)).toMatchObject({ disputed: true, refundedCents: 19700 });
    expect(await revenueOf(campaign)).toMatchObject({ refundedCents: 19700 });
    expect((await adminDb().collection('charges').doc(opened.charge as string).get()).data()).toMatchObject({ disputeId: opened.id, purchaseId: session.id });
  });

  it("ignore a refund and a dispute of no purchase of this site (another product's, on a shared account): nothing recorded or netted", async () => {
    const stray = charge({ amountCents: 4200, paymentIntent: stripeId('pi'), customer: null, email: null, name: null });
    const refunded = eventOf('charge.refunded', { ...stray, amount_refunded: 4200, refunded: true });
    await apply(refunded, 'ignored');
    expect((await adminDb().collection('charges').doc(stray.id).get()).exists).toBe(false);
    expect((await adminDb().collection('stripeEvents').doc(refunded.id).get()).get('note')).toMatch(/no purchase of this site/);
    await apply(eventOf('charge.dispute.created', dispute(stray)), 'ignored');
    expect((await adminDb().collection('charges').doc(stray.id).get()).exists).toBe(false);
  });
});
