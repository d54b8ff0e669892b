import { describe, expect, it } from 'vitest';
import { funnelOf, funnelStepsOf, sourcesOf, visitorRates } from '../domain/analytics/analytics-rates';
import type { Window } from '../domain/analytics/analytics-window';
import type { Counter } from '../domain/analytics/rollups';

const DAY = '2026-11-25';
const DIRECT = JSON.stringify(['(direct)', '(none)']);
const counter = (metric: string, dimension: string, key: string, count: number, tallies: Counter['tallies'] = {}): Counter => ({ metric, dimension, key, day: DAY, count, tallies });
const windowOf = (counters: Counter[]): Window => ({ counters, days: new Map(), reads: counters.length });

describe('the rates of people the dashboard shows', () => {
  it('rates converting visitors over visitors, never above 100%, with the goals apart and revenue per visitor', () => {
    expect(visitorRates({ visitors: 2, converted: 1, lead: 1, demo_interest: 1, revenueCents: 700 })).toEqual({
      visitors: 2,
      conversions: 1,
      conversionRate: '50.0',
      rateLowerBound: '9.5',
      goals: { purchase: 0, trial: 0, lead: 1, demo_interest: 1 },
      revenueCents: 700,
      revenuePerVisitorCents: 350,
    });
    // A late fold may count more goals than visitors: the conversions are capped at the visitors, not only the rate.
    expect(visitorRates({ visitors: 1, converted: 3 })).toMatchObject({ visitors: 1, conversions: 1, conversionRate: '100.0' });
    expect(visitorRates({}).conversionRate).toBeNull();
  });

  it('ranks a page by the lower bound of its rate: 50 of 100 above 1 of 1', () => {
    const funnel = funnelOf(
      windowOf([
        counter('pageViews', 'page', '/free-trial', 1, { visitors: 1, converted: 1 }),
        counter('pageViews', 'page', '/pricing', 140, { visitors: 100, converted: 50 }),
        counter('pageViews', 'page', '/terms', 3, { visitors: 3 }),
      ]),
    );
    expect(funnel.map((row) => [row.page, row.conversionRate])).toEqual([
      ['/pricing', '50.0'],
      ['/free-trial', '100.0'],
      ['/terms', '0.0'],
    ]);
  });

  it('sums a campaign over its days, and a month less its days outside the period', () => {
    const sources = sourcesOf(windowOf([counter('pageViews', 'campaign', DIRECT, 5, { visitors: 4, converted: 2 }), { ...counter('pageViews', 'campaign', DIRECT, -1, { visitors: -1, converted: -1 }), day: '2026-10' }]));
    expect(sources).toMatchObject([{ source: '(direct)', campaign: '(none)', views: 4, visitors: 3, conversions: 1, conversionRate: '33.3' }]);
  });

  it('gives each step of the way to a payment its visitors and those the step before lost, never more than the step before', () => {
    const { steps, bySource } = funnelStepsOf(
      windowOf([
        counter('visitors', 'all', 'all', 10, { sawPricing: 6, openedCheckout: 3, reachedStripe: 3, paid: 1 }),
        counter('pageViews', 'campaign', DIRECT, 12, { visitors: 10, sawPricing: 6, openedCheckout: 3, reachedStripe: 4, paid: 1 }),
      ]),
    );
    expect(steps.map((step) => [step.step, step.visitors, step.dropOff, step.ofVisitors])).toEqual([
      ['visitors', 10, 0, '100.0'],
      ['sawPricing', 6, 4, '60.0'],
      ['openedCheckout', 3, 3, '30.0'],
      ['reachedStripe', 3, 0, '30.0'],
      ['paid', 1, 2, '10.0'],
    ]);
    expect(bySource[0].steps[3]).toMatchObject({ step: 'reachedStripe', visitors: 3, dropOff: 0 });
  });
});
