import { describe, expect, it } from 'vitest';
import { goalOf, perVisitorCents, ratePercent, stepsUpTo, wilsonLowerBound } from '../rates';

describe('rates of people over people', () => {
  it('shows a rate with one decimal, none without visitors, and never above 100%', () => {
    expect(ratePercent(1, 2)).toBe('50.0');
    expect(ratePercent(1, 3)).toBe('33.3');
    expect(ratePercent(0, 0)).toBeNull();
    expect(ratePercent(11, 1)).toBe('100.0');
  });

  it('names the goals apart and leaves an opened checkout out of them', () => {
    expect(goalOf('purchase')).toBe('purchase');
    expect(goalOf('trial')).toBe('trial');
    expect(goalOf('lead')).toBe('lead');
    expect(goalOf('demo_interest')).toBe('demo_interest');
    expect(goalOf('checkout_started')).toBeUndefined();
  });

  it('counts a later step of the way to a payment with every step before it', () => {
    expect(stepsUpTo('sawPricing')).toEqual(['sawPricing']);
    expect(stepsUpTo('paid')).toEqual(['sawPricing', 'openedCheckout', 'reachedStripe', 'paid']);
  });

  it('ranks one visitor of one below 50 of 100 by the Wilson lower bound', () => {
    expect(wilsonLowerBound(1, 1)).toBeCloseTo(0.2065, 3);
    expect(wilsonLowerBound(50, 100)).toBeCloseTo(0.4038, 3);
    expect(wilsonLowerBound(0, 10)).toBe(0);
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(1, 1)).toBeLessThan(wilsonLowerBound(50, 100));
  });

  it('gives money per visitor in whole cents', () => {
    expect(perVisitorCents(19_700, 2)).toBe(9_850);
    expect(perVisitorCents(100, 0)).toBeNull();
  });
});
