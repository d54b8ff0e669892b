import { describe, expect, it } from 'vitest';
import { revenueReport } from '../domain/money/revenue/revenue-report';
import { campaignKey } from '../domain/analytics/rollups';

const key = (utm_source?: string, utm_campaign?: string) => campaignKey({ utm_source, utm_campaign });
const TODAY = '2026-11-25';
const LAST_30 = { from: '2026-10-27', to: TODAY };
const on = (day: string) => ({ day, dimension: 'campaign' });
const all = (day: string, metric: string, count: number, amountCents?: number) => ({ metric, dimension: 'all', key: 'all', day, count, ...(amountCents !== undefined && { amountCents }) });

describe('the revenue answer', () => {
  it('counts the money per plan over the period, and counts it once in every other figure', () => {
    const byPlan = (plan: string, metric: string, count: number, amountCents: number, day = TODAY) => ({ metric, dimension: 'plan', key: plan, day, count, amountCents });
    const report = revenueReport({
      subscriptions: [],
      shards: [
        { metric: 'revenue', key: key('google'), count: 2, amountCents: 507500, ...on(TODAY) },
        byPlan('custom', 'revenue', 1, 500000),
        byPlan('blast-lite', 'revenue', 1, 7500),
        { metric: 'refunds', key: key('google'), count: 1, amountCents: 2500, ...on(TODAY) },
        byPlan('blast-lite', 'refunds', 1, 2500),
        // Before the period: not in it.
        byPlan('mini', 'revenue', 1, 700, '2026-10-01'),
      ],
      pendingPayments: 0,
      range: LAST_30,
      today: TODAY,
    });
    expect(report.byPlan).toEqual([
      { plan: 'custom', purchases: 1, revenueCents: 500000, refundedCents: 0 },
      { plan: 'blast-lite', purchases: 1, revenueCents: 7500, refundedCents: 2500 },
    ]);
    expect(report).toMatchObject({ revenueCents: 507500, refundedCents: 2500, bySource: [{ source: 'google', purchases: 2, revenueCents: 507500, refundedCents: 2500 }] });
  });

  it('sums MRR, subscriptions, revenue, refunds and pending from the records', () => {
    const report = revenueReport({
      subscriptions: [
        { status: 'active', mrrCents: 19700 },
        { status: 'active', mrrCents: 15000, cancelAtPeriodEnd: true },
        { status: 'past_due', mrrCents: 7500 },
        { status: 'trialing', mrrCents: 19700 },
      ],
      shards: [
        // Two shards of one day and campaign, and another day.
        { metric: 'revenue', key: key('google', 'fall'), count: 1, amountCents: 25000, ...on('2026-11-20') },
        { metric: 'revenue', key: key('google', 'fall'), count: 0, amountCents: 15000, ...on('2026-11-20') },
        { metric: 'revenue', key: key('google', 'fall'), count: 2, amountCents: 39400, ...on(TODAY) },
        { metric: 'refunds', key: key('google', 'fall'), count: 1, amountCents: 5000, ...on(TODAY) },
        { metric: 'revenue', key: key(), count: 1, amountCents: 98500, ...on('2026-11-01') },
        { metric: 'refunds', key: key('(unknown)'), count: 1, amountCents: 700, ...on('2026-11-01') },
        // Before the 30 days: neither in the period nor in its sources.
        { metric: 'revenue', key: key('bing'), count: 1, amountCents: 7500, ...on('2026-10-20') },
      ],
      pendingPayments: 2,
      range: LAST_30,
      today: TODAY,
    });
    expect(report).toMatchObject({
      mrrCents: 42200,
      activeSubscriptions: 3,
      trialing: 1,
      canceling: 1,
      revenue30dCents: 177900,
      refunded30dCents: 5700,
      pendingPayments: 2,
      bySource: [
        { source: '(direct)', campaign: '(none)', purchases: 1, revenueCents: 98500, refundedCents: 0 },
        { source: 'google', campaign: 'fall', purchases: 3, revenueCents: 79400, refundedCents: 5000 },
        { source: '(unknown)', campaign: '(none)', purchases: 0, revenueCents: 0, refundedCents: 700 },
      ],
    });
    // The sources add up to the Revenue shown, and their refunds to its Refunds.
    expect(report.bySource.reduce((sum, row) => sum + row.revenueCents, 0)).toBe(report.revenueCents);
    expect(report.bySource.reduce((sum, row) => sum + row.refundedCents, 0)).toBe(report.refundedCents);
    expect([report.revenueCents, report.refundedCents]).toEqual([177900, 5700]);
    expect(report.previous).toMatchObject({ range: { from: '2026-09-27', to: '2026-10-26' }, revenueCents: 7500, refundedCents: 0 });
  });

  it("draws MRR at each day's end from today's less the changes since, and rates trials and churn over the period", () => {
    const range = { from: '2026-11-10', to: '2026-11-14' };
    const report = revenueReport({
      // Now: one subscription of $197 in MRR.
      subscriptions: [{ status: 'active', mrrCents: 19700 }],
      shards: [
        // Before the period: a $75 subscription started (active at the period's start).
        all('2026-11-01', 'mrr', 1, 7500),
        // On the 11th a trial converts ($197 into MRR), another trial is cancelled; on the 13th the $75 one is cancelled.
        all('2026-11-05', 'trialsStarted', 2),
        all('2026-11-11', 'mrr', 1, 19700),
        all('2026-11-11', 'subscriptionsStarted', 1),
        all('2026-11-11', 'trialsConverted', 1),
        all('2026-11-11', 'trialsCanceled', 1),
        all('2026-11-13', 'mrr', -1, -7500),
        all('2026-11-13', 'subscriptionsCanceled', 1),
        { metric: 'revenue', key: key(), count: 1, amountCents: 19700, ...on('2026-11-11') },
      ],
      pendingPayments: 0,
      range,
      today: TODAY,
    });
    expect(report.series).toEqual([
      { day: '2026-11-10', revenueCents: 0, refundedCents: 0, mrrCents: 7500 },
      { day: '2026-11-11', revenueCents: 19700, refundedCents: 0, mrrCents: 27200 },
      { day: '2026-11-12', revenueCents: 0, refundedCents: 0, mrrCents: 27200 },
      { day: '2026-11-13', revenueCents: 0, refundedCents: 0, mrrCents: 19700 },
      { day: '2026-11-14', revenueCents: 0, refundedCents: 0, mrrCents: 19700 },
    ]);
    expect(report).toMatchObject({ newSubscriptions: 1, canceledSubscriptions: 1, trialsStarted: 0, trialsConverted: 1, trialsCanceled: 1, trialToPaidRate: 0.5, churnRate: 1, mrrEndCents: 19700 });
    // The five days before: the trials started, nothing ended.
    expect(report.previous).toMatchObject({ range: { from: '2026-11-05', to: '2026-11-09' }, trialsStarted: 2, trialToPaidRate: null, churnRate: 0, mrrEndCents: 7500 });
  });

  it('rates churn over the paying subscriptions active at the end of the day before the period, the first day\'s changes not yet made', () => {
    const range = { from: '2026-11-10', to: '2026-11-14' };
    const report = revenueReport({
      // Now: two subscriptions of $197 in MRR.
      subscriptions: [{ status: 'active', mrrCents: 19700 }, { status: 'active', mrrCents: 19700 }],
      shards: [
        // Two bought early in the month, a third the day before the period: three at its start.
        all('2026-11-01', 'mrr', 2, 39400),
        all('2026-11-09', 'mrr', 1, 19700),
        all('2026-11-09', 'subscriptionsStarted', 1),
        // The period's first day cancels one of the three; a fourth starts on the second; another of the three ends on the fourth.
        all('2026-11-10', 'mrr', -1, -19700),
        all('2026-11-10', 'subscriptionsCanceled', 1),
        all('2026-11-11', 'mrr', 1, 19700),
        all('2026-11-11', 'subscriptionsStarted', 1),
        all('2026-11-13', 'mrr', -1, -19700),
        all('2026-11-13', 'subscriptionsCanceled', 1),
      ],
      pendingPayments: 0,
      range,
      today: TODAY,
    });
    // Two of the three active on the 9th's end cancelled: 2/3 (not 2/2 from the 10th's end, nor 2/2 from the 8th's or the period's end).
    expect(report).toMatchObject({ newSubscriptions: 1, canceledSubscriptions: 2, churnRate: 2 / 3 });
    // The period before (the 5th to the 9th): two active on the 4th's end, none cancelled.
    expect(report.previous).toMatchObject({ range: { from: '2026-11-05', to: '2026-11-09' }, newSubscriptions: 1, canceledSubscriptions: 0, churnRate: 0 });
  });

  it('answers zeros and no sources with no records', () => {
    expect(revenueReport({ subscriptions: [], shards: [], pendingPayments: 0, range: LAST_30, today: TODAY })).toMatchObject({
      mrrCents: 0,
      activeSubscriptions: 0,
      trialing: 0,
      canceling: 0,
      revenue30dCents: 0,
      refunded30dCents: 0,
      pendingPayments: 0,
      bySource: [],
    });
  });

  it('leaves canceled and incomplete subscriptions out of every figure', () => {
    const report = revenueReport({ subscriptions: [{ status: 'canceled', mrrCents: 19700 }, { status: 'incomplete', mrrCents: 19700 }], shards: [], pendingPayments: 0, range: LAST_30, today: TODAY });
    expect([report.mrrCents, report.activeSubscriptions, report.trialing]).toEqual([0, 0, 0]);
  });
});
