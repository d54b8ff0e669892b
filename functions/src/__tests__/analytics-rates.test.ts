import { describe, expect, it } from 'vitest';
import { MIN_RATE_VISITORS } from '@blast/catalog';
import { funnelOf, funnelStepsOf, sourcesOf, visitorRates } from '../domain/analytics/analytics-rates';
import type { Window } from '../domain/analytics/analytics-window';
import type { Counter } from '../domain/analytics/rollups';

const DAY = '2026-11-25';
const DIRECT = JSON.stringify(['(direct)', '(none)']);
const counter = (metric: string, dimension: string, key: string, count: number, tallies: Counter['tallies'] = {}): Counter => ({ metric, dimension, key, day: DAY, count, tallies });
const windowOf = (counters: Counter[]): Window => ({ counters, days: new Map(), reads: counters.length });

describe('the rates of people the dashboard shows', () => {
  it('rates converting visitors over visitors, never above 100%, with the goals apart and revenue per visitor', () => {
    expect(visitorRates({ visitors: 20, converted: 10, lead: 10, demo_interest: 1, revenueCents: 7000 })).toEqual({
      visitors: 20,
      conversions: 10,
      conversionRate: '50.0',
      rateLowerBound: '29.9',
      goals: { purchase: 0, trial: 0, lead: 10, demo_interest: 1 },
      revenueCents: 7000,
      revenuePerVisitorCents: 350,
    });
    // A late fold may count more goals than visitors: the conversions are capped at the visitors, not only the rate.
    expect(visitorRates({ visitors: 10, converted: 30 })).toMatchObject({ visitors: 10, conversions: 10, conversionRate: '100.0' });
    expect(visitorRates({}).conversionRate).toBeNull();
  });

  it('answers no rate under the minimum sample: 1 of 2 visitors is no 50%', () => {
    expect(MIN_RATE_VISITORS).toBe(10);
    expect(visitorRates({ visitors: MIN_RATE_VISITORS - 1, converted: 5, revenueCents: 700 })).toMatchObject({ visitors: 9, conversions: 5, conversionRate: null, revenueCents: 700, revenuePerVisitorCents: null });
    expect(visitorRates({ visitors: MIN_RATE_VISITORS, converted: 5 })).toMatchObject({ conversionRate: '50.0' });
  });

  it('ranks a page by the lower bound of its rate: 50 of 100 above 1 of 1', () => {
    const funnel = funnelOf(
      windowOf([
        counter('pageViews', 'page', '/free-trial', 12, { visitors: 10, converted: 10 }),
        counter('pageViews', 'page', '/pricing', 140, { visitors: 100, converted: 50 }),
        counter('pageViews', 'page', '/book-demo', 3, { visitors: 2, converted: 2 }),
        counter('pageViews', 'page', '/terms', 30, { visitors: 30 }),
      ]),
    );
    // 10 of 10 claims 72%, 50 of 100 claims 40%; 2 of 2 is too few to rate, after every page rated.
    expect(funnel.map((row) => [row.page, row.conversionRate])).toEqual([
      ['/free-trial', '100.0'],
      ['/pricing', '50.0'],
      ['/terms', '0.0'],
      ['/book-demo', null],
    ]);
  });

  it('sums a campaign over its days, and a month less its days outside the period', () => {
    const sources = sourcesOf(windowOf([counter('pageViews', 'campaign', DIRECT, 50, { visitors: 40, converted: 20 }), { ...counter('pageViews', 'campaign', DIRECT, -10, { visitors: -10, converted: -10 }), day: '2026-10' }]));
    expect(sources).toMatchObject([{ source: '(direct)', campaign: '(none)', views: 40, visitors: 30, conversions: 10, conversionRate: '33.3' }]);
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

  it('gives no step a share under the minimum of visitors: 1 of 2 is not 50%', () => {
    const { steps, bySource } = funnelStepsOf(
      windowOf([counter('visitors', 'all', 'all', 2, { sawPricing: 1, openedCheckout: 1, reachedStripe: 1, paid: 1 }), counter('pageViews', 'campaign', DIRECT, 9, { visitors: 9, sawPricing: 3 })]),
    );
    expect(steps.map((step) => [step.visitors, step.ofVisitors])).toEqual([
      [2, null],
      [1, null],
      [1, null],
      [1, null],
      [1, null],
    ]);
    expect(bySource[0].steps.map((step) => step.ofVisitors)).toEqual([null, null, null, null, null]);
  });
});
