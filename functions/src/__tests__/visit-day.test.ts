import { describe, expect, it } from 'vitest';
import { dayOfVisit, paidReachOf } from '../domain/analytics/visit-day';

const VISITOR = 'cd'.repeat(32);

describe('the day a purchase counts on', () => {
  it('is the day its checkout opened, for a payment that lands after midnight', () => {
    const openedAt = Date.UTC(2026, 10, 25, 23, 50);
    const paidAt = Date.UTC(2026, 10, 26, 0, 10);
    expect(new Date(paidAt).toISOString().slice(0, 10)).toBe('2026-11-26');
    expect(dayOfVisit({ visitor: VISITOR, openedAt })).toBe('2026-11-25');
    expect(paidReachOf({ visitor: VISITOR, openedAt }, false)).toEqual({ visitor: VISITOR, day: '2026-11-25', at: openedAt, goal: 'purchase', step: 'paid' });
  });

  it('names a trial apart from a purchase', () => {
    expect(paidReachOf({ visitor: VISITOR, openedAt: Date.UTC(2026, 0, 1) }, true)).toMatchObject({ goal: 'trial', day: '2026-01-01' });
  });
});
