import { describe, expect, it } from 'vitest';
import { changeOf, daysIn, isDay, lastDays, periodLabel, presetOf, previousRange, rangeOf, rangeProblem } from '../periods';

const TODAY = '2026-11-25';

describe("the dashboard's periods", () => {
  it('defaults to the last 30 days, today included, and knows the period of the same length before', () => {
    expect(rangeOf({}, TODAY)).toEqual({ from: '2026-10-27', to: TODAY });
    expect(rangeOf({ to: '2026-10-31' }, TODAY)).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(rangeOf({ from: '2026-11-01' }, TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(previousRange({ from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-08-31', to: '2026-09-30' });
    expect(previousRange(lastDays(1, TODAY))).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(daysIn(lastDays(365, TODAY))).toBe(365);
  });

  it('refuses a bad date, from after to, a day after today, or more than 400 days, naming the field', () => {
    expect(isDay('2026-02-30')).toBe(false);
    expect(rangeProblem({ from: '2026-13-01', to: TODAY }, TODAY)?.field).toBe('from');
    expect(rangeProblem({ from: '2026-11-01', to: 'yesterday' }, TODAY)?.field).toBe('to');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-26' }, TODAY)?.field).toBe('to');
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' }, TODAY)?.field).toBe('from');
    expect(rangeProblem(lastDays(400, TODAY), TODAY)).toBeUndefined();
    expect(rangeProblem(lastDays(401, TODAY), TODAY)?.field).toBe('from');
  });

  it('names a period as the picker does', () => {
    expect(presetOf(lastDays(7, TODAY), TODAY)).toBe('7d');
    expect(periodLabel(lastDays(30, TODAY), TODAY)).toBe('Last 30 days');
    expect(periodLabel(lastDays(1, TODAY), TODAY)).toBe('Today');
    expect(periodLabel({ from: '2026-10-01', to: '2026-10-31' }, TODAY)).toBe('Oct 1 – Oct 31, 2026');
    expect(periodLabel({ from: '2025-12-01', to: '2026-01-31' }, TODAY)).toBe('Dec 1, 2025 – Jan 31, 2026');
  });

  it('measures a change in percent, new where the earlier was 0', () => {
    expect(changeOf(150, 100)).toEqual({ percent: 50 });
    expect(changeOf(1, 0)).toBe('new');
    expect(changeOf(0, 0)).toEqual({ percent: 0 });
  });
});
