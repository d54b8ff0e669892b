import { describe, expect, it } from 'vitest';
import { checkoutSession, customerDetails, stripeId, subscription } from '../../../test/support/stripe-standin';
import { OrderNotFoundError, orderSummaryOf } from '../domain/money/order-summary';
import { SITE_MARK } from '../domain/money/session-metadata';
import { BLAST_MONTH_CENTS, BUYER, paidOrder } from '../../../test/support/orders';

const SITE = 'https://www.example.com';
const DAY_S = 86_400;
/** Metadata as this site's checkout writes it: with the site's mark. */
const ours = (metadata: Record<string, string>): Record<string, string> => ({ [SITE_MARK.key]: SITE_MARK.value, ...metadata });

/** A session as Stripe answers a retrieve with its subscription expanded. */
function paidSession({ mode = 'subscription', amount = BLAST_MONTH_CENTS, metadata = ours({ plan: 'blast', trial: 'false', foundersRate: 'false' }), successUrl = `${SITE}/thank-you?session_id={CHECKOUT_SESSION_ID}`, status = 'trialing' as 'trialing' | 'active' } = {}) {
  const session = checkoutSession({ mode: mode as 'payment' | 'subscription', amountTotal: amount, customerEmail: BUYER.email, metadata, successUrl });
  Object.assign(session, { status: 'complete', payment_status: amount === 0 ? 'no_payment_required' : 'paid', customer_details: customerDetails(BUYER.email, BUYER.name) });
  if (mode === 'subscription') {
    const sub = subscription({ customer: stripeId('cus'), monthlyCents: [BLAST_MONTH_CENTS], metadata, status: metadata.trial === 'true' ? status : 'active', trialDays: metadata.trial === 'true' ? 14 : 0, created: session.created });
    Object.assign(session, { subscription: sub });
  }
  return session;
}

describe("a buyer's order", () => {
  it('says the plan, paid today, the next charge, the email and a reference of a paid subscription', () => {
    const session = paidSession();
    expect(orderSummaryOf(session, SITE)).toEqual(
      paidOrder({ reference: session.id.slice(-8).toUpperCase(), next: { kind: 'charge', date: new Date((session.created + 30 * DAY_S) * 1000).toISOString(), amountCents: BLAST_MONTH_CENTS } }),
    );
  });

  it("says a trial's end and its price after it; a cancellation's end instead; nothing more for a one-time payment", () => {
    const trial = paidSession({ amount: 0, metadata: ours({ plan: 'blast', trial: 'true', foundersRate: 'false' }) });
    expect(orderSummaryOf(trial, SITE).next).toEqual({ kind: 'trial-ends', date: new Date((trial.created + 14 * DAY_S) * 1000).toISOString(), amountCents: BLAST_MONTH_CENTS });
    const sub = trial.subscription as unknown as { cancel_at_period_end: boolean; cancel_at: number; trial_end: number };
    Object.assign(sub, { cancel_at_period_end: true, cancel_at: sub.trial_end });
    expect(orderSummaryOf(trial, SITE).next).toEqual({ kind: 'ends', date: new Date(sub.trial_end * 1000).toISOString() });
    expect(orderSummaryOf(paidSession({ mode: 'payment', amount: 500000, metadata: ours({ plan: 'custom', trial: 'false', foundersRate: 'false' }) }), SITE).next).toBeNull();
  });

  it('says the next charge, not the trial\'s end, of a trial that converted: active, its trial over', () => {
    const converted = paidSession({ amount: 0, metadata: ours({ plan: 'blast', trial: 'true', foundersRate: 'false' }), status: 'active' });
    const sub = converted.subscription as unknown as { trial_end: number; items: { data: { current_period_start: number; current_period_end: number }[] } };
    // Its 14 days ended 6 days ago and its first month was charged then: the next charge is 24 days away.
    const trialEnd = converted.created - 6 * DAY_S;
    Object.assign(sub, { trial_end: trialEnd });
    Object.assign(sub.items.data[0], { current_period_start: trialEnd, current_period_end: trialEnd + 30 * DAY_S });
    expect(orderSummaryOf(converted, SITE).next).toEqual({ kind: 'charge', date: new Date((trialEnd + 30 * DAY_S) * 1000).toISOString(), amountCents: BLAST_MONTH_CENTS });
  });

  it('is not found for a session this site did not make, or one not paid', () => {
    expect(() => orderSummaryOf(paidSession({ successUrl: 'https://elsewhere.example.com/thank-you' }), SITE)).toThrow(OrderNotFoundError);
    // A host that merely starts with the site's name is another host.
    expect(() => orderSummaryOf(paidSession({ successUrl: 'https://www.example.com.evil.test/thank-you?session_id=x' }), SITE)).toThrow(OrderNotFoundError);
    // Another product on the same account: everything alike but the site's mark.
    const { [SITE_MARK.key]: _mark, ...unmarked } = paidSession().metadata!;
    expect(() => orderSummaryOf(paidSession({ metadata: unmarked }), SITE)).toThrow(OrderNotFoundError);
    // A live session, and the site runs in test mode.
    expect(() => orderSummaryOf(Object.assign(paidSession(), { livemode: true }), SITE)).toThrow(OrderNotFoundError);
    expect(() => orderSummaryOf(paidSession({ metadata: ours({ plan: 'gold', trial: 'false', foundersRate: 'false' }) }), SITE)).toThrow(OrderNotFoundError);
    expect(() => orderSummaryOf(paidSession(), '')).toThrow(OrderNotFoundError);
    const unpaid = Object.assign(paidSession(), { payment_status: 'unpaid' });
    expect(() => orderSummaryOf(unpaid, SITE)).toThrow(OrderNotFoundError);
    const open = Object.assign(paidSession(), { status: 'open' });
    expect(() => orderSummaryOf(open, SITE)).toThrow(OrderNotFoundError);
  });
});
