import { FOUNDERS_MONTHLY_CENTS, PLANS, TRIAL_DAYS } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import {
  catalogueMonthlyCents,
  countsInMrr,
  expectedNextChargeMs,
  invoiceKind,
  invoiceRevenue,
  monthlyCentsOfItems,
  purchaseMoves,
  purchaseStatusOf,
  refundDelta,
  sessionRevenue,
  statusApplies,
  subscriptionMoves,
} from '../domain/money/revenue/revenue-rules';

const monthly = (unit_amount: number, quantity = 1, interval = 'month', interval_count = 1) => ({ quantity, price: { unit_amount, recurring: { interval, interval_count } } });

describe('which payments count as revenue', () => {
  it('counts a session when paid or when nothing is due (a trial); an unpaid one is pending', () => {
    expect(purchaseStatusOf('paid')).toBe('paid');
    expect(purchaseStatusOf('no_payment_required')).toBe('paid');
    expect(purchaseStatusOf('unpaid')).toBe('pending');
    expect(sessionRevenue(29700)).toEqual({ amountCents: 29700, purchases: 1 });
    expect(sessionRevenue(0)).toEqual({ amountCents: 0, purchases: 0 });
    expect(sessionRevenue(null)).toEqual({ amountCents: 0, purchases: 0 });
  });

  it('moves a purchase forward only: pending settles once, paid and failed are final', () => {
    expect(purchaseMoves(undefined, 'pending')).toBe(true);
    expect(purchaseMoves(undefined, 'paid')).toBe(true);
    expect(purchaseMoves(undefined, 'failed')).toBe(true);
    expect(purchaseMoves('pending', 'paid')).toBe(true);
    expect(purchaseMoves('pending', 'failed')).toBe(true);
    expect(purchaseMoves('pending', 'pending')).toBe(false);
    for (const final of ['paid', 'failed'] as const) for (const next of ['pending', 'paid', 'failed'] as const) expect(purchaseMoves(final, next), `${final} -> ${next}`).toBe(false);
  });

  it("counts a subscription's first invoice once, by its session; a trial's first paid invoice converts it; renewals add money, not purchases", () => {
    expect(invoiceKind({ billingReason: 'subscription_create', amountPaid: 25000, trialAwaitingPayment: false })).toBe('first-payment');
    expect(invoiceKind({ billingReason: 'subscription_create', amountPaid: 0, trialAwaitingPayment: true })).toBe('none');
    expect(invoiceKind({ billingReason: 'subscription_cycle', amountPaid: 19700, trialAwaitingPayment: true })).toBe('trial-conversion');
    expect(invoiceKind({ billingReason: 'subscription_cycle', amountPaid: 19700, trialAwaitingPayment: false })).toBe('renewal');
    expect(invoiceKind({ billingReason: 'subscription_update', amountPaid: 4700, trialAwaitingPayment: false })).toBe('renewal');
    expect(invoiceRevenue('first-payment', 25000)).toEqual({ amountCents: 0, purchases: 0 });
    expect(invoiceRevenue('none', 0)).toEqual({ amountCents: 0, purchases: 0 });
    expect(invoiceRevenue('trial-conversion', 19700)).toEqual({ amountCents: 19700, purchases: 1 });
    expect(invoiceRevenue('renewal', 19700)).toEqual({ amountCents: 19700, purchases: 0 });
  });

  it('nets each refund once, from the cumulative amount Stripe sends, whatever the order', () => {
    expect(refundDelta(0, 5000)).toBe(5000);
    expect(refundDelta(5000, 15000)).toBe(10000); // a second, partial refund
    expect(refundDelta(15000, 15000)).toBe(0); // the same refund again
    expect(refundDelta(15000, 5000)).toBe(0); // an older event, late
  });
});

describe('the MRR of a subscription', () => {
  it('is the monthly amount of its recurring items, times their quantity', () => {
    expect(monthlyCentsOfItems([monthly(19700)])).toBe(19700);
    expect(monthlyCentsOfItems([monthly(15000), monthly(700, 2)])).toBe(16400);
    expect(monthlyCentsOfItems([monthly(120000, 1, 'year')])).toBe(10000);
    expect(monthlyCentsOfItems([monthly(98500, 1, 'month', 6)])).toBe(16417);
    expect(monthlyCentsOfItems([monthly(1000, 1, 'week')])).toBe(4333);
    expect(monthlyCentsOfItems([{ price: { unit_amount: 10000, recurring: null } }])).toBe(0);
    expect(monthlyCentsOfItems([])).toBe(0);
  });

  it("is a monthly plan's catalogue price until Stripe's items are known; prepay and Elite are revenue, not MRR", () => {
    expect(catalogueMonthlyCents('blast', false)).toBe(PLANS.blast.priceCents);
    expect(catalogueMonthlyCents('blast', true)).toBe(FOUNDERS_MONTHLY_CENTS);
    expect(catalogueMonthlyCents('mini', false)).toBe(PLANS.mini.priceCents);
    expect(catalogueMonthlyCents('blast-lite', true)).toBe(PLANS['blast-lite'].priceCents);
    expect(catalogueMonthlyCents('blast-prepay', false)).toBe(0);
    expect(catalogueMonthlyCents('custom', false)).toBe(0);
    expect(catalogueMonthlyCents('unknown', false)).toBe(0);
  });

  it('counts while active or past due: not trialing, not canceled', () => {
    expect(['active', 'past_due'].every(countsInMrr)).toBe(true);
    expect(['trialing', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'].some(countsInMrr)).toBe(false);
  });

  it('follows the newest event, and never leaves a final status', () => {
    expect(statusApplies(undefined, 100)).toBe(true);
    expect(statusApplies({ status: 'active', statusAt: 100 }, 200)).toBe(true);
    expect(statusApplies({ status: 'active', statusAt: 100 }, 100)).toBe(true);
    expect(statusApplies({ status: 'past_due', statusAt: 200 }, 100)).toBe(false);
    expect(statusApplies({ status: 'canceled', statusAt: 100 }, 200)).toBe(false);
    expect(statusApplies({ status: 'incomplete_expired', statusAt: 100 }, 200)).toBe(false);
  });
});

describe("a subscription's next charge before Stripe says it", () => {
  it("is the trial's end, else the same day a month on (UTC)", () => {
    const bought = Date.UTC(2026, 0, 15, 10, 30);
    expect(expectedNextChargeMs(true, bought)).toBe(bought + TRIAL_DAYS * 86_400_000);
    expect(new Date(expectedNextChargeMs(false, bought)).toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(new Date(expectedNextChargeMs(false, Date.UTC(2026, 11, 31))).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });
});

describe("a subscription's moves in the money history", () => {
  const state = (status: string, extra: Partial<{ mrrCents: number; trial: boolean; converted: boolean }> = {}) => ({ status, mrrCents: 19700, trial: false, converted: false, ...extra });
  const none = { mrrCents: 0, active: 0, started: 0, canceled: 0, trialsStarted: 0, trialsConverted: 0, trialsCanceled: 0 };

  it('a purchase starts a subscription in MRR; its cancellation takes it out', () => {
    expect(subscriptionMoves(undefined, state('active'))).toEqual({ ...none, mrrCents: 19700, active: 1, started: 1 });
    expect(subscriptionMoves(state('active'), state('past_due'))).toEqual(none);
    expect(subscriptionMoves(state('past_due'), state('canceled'))).toEqual({ ...none, mrrCents: -19700, active: -1, canceled: 1 });
  });

  it('a trial starts outside MRR, converts into it, or is cancelled without ever counting', () => {
    const trial = { trial: true };
    expect(subscriptionMoves(undefined, state('trialing', trial))).toEqual({ ...none, trialsStarted: 1 });
    expect(subscriptionMoves(state('trialing', trial), state('active', { ...trial, converted: true }))).toEqual({ ...none, mrrCents: 19700, active: 1, started: 1, trialsConverted: 1 });
    expect(subscriptionMoves(state('trialing', trial), state('canceled', trial))).toEqual({ ...none, trialsCanceled: 1 });
    // The same state again (a replay, an older event kept out) moves nothing.
    expect(subscriptionMoves(state('trialing', trial), state('trialing', trial))).toEqual(none);
  });

  it('a change of price moves MRR by the difference', () => {
    expect(subscriptionMoves(state('active'), state('active', { mrrCents: 7500 }))).toEqual({ ...none, mrrCents: -12200 });
  });
});
