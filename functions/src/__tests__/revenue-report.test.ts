import { describe, expect, it } from 'vitest';
import { revenueReport } from '../domain/revenue-report';
import { campaignKey } from '../domain/rollups';

const key = (utm_source?: string, utm_campaign?: string) => campaignKey({ utm_source, utm_campaign });

describe('the revenue answer', () => {
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
        { metric: 'revenue', key: key('google', 'fall'), count: 1, amountCents: 25000 },
        { metric: 'revenue', key: key('google', 'fall'), count: 0, amountCents: 15000 },
        { metric: 'revenue', key: key('google', 'fall'), count: 2, amountCents: 39400 },
        { metric: 'refunds', key: key('google', 'fall'), count: 1, amountCents: 5000 },
        { metric: 'revenue', key: key(), count: 1, amountCents: 98500 },
        { metric: 'refunds', key: key('(unknown)'), count: 1, amountCents: 700 },
      ],
      pendingPayments: 2,
    });
    expect(report).toEqual({
      mrrCents: 42200,
      activeSubscriptions: 3,
      trialing: 1,
      canceling: 1,
      revenue30dCents: 177900,
      refunded30dCents: 5700,
      pendingPayments: 2,
      bySource: [
        { source: '(direct)', campaign: '(none)', purchases: 1, revenueCents: 98500 },
        { source: 'google', campaign: 'fall', purchases: 3, revenueCents: 74400 },
        { source: '(unknown)', campaign: '(none)', purchases: 0, revenueCents: -700 },
      ],
    });
    // The sources add up to the net revenue.
    expect(report.bySource.reduce((sum, row) => sum + row.revenueCents, 0)).toBe(report.revenue30dCents - report.refunded30dCents);
  });

  it('answers zeros and no sources with no records', () => {
    expect(revenueReport({ subscriptions: [], shards: [], pendingPayments: 0 })).toEqual({
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
    const report = revenueReport({ subscriptions: [{ status: 'canceled', mrrCents: 19700 }, { status: 'incomplete', mrrCents: 19700 }], shards: [], pendingPayments: 0 });
    expect([report.mrrCents, report.activeSubscriptions, report.trialing]).toEqual([0, 0, 0]);
  });
});
