// Which way a dashboard refresh reads each month of a period, on fixed dates (the calendar of the
// day the tests run never decides which path they reach): a month stays open until it has been
// over for the grace days; a finished month the period covers in part is read as its days inside,
// or as its document less its days outside, the period's first and last days counted once.
import { daysOf, type DateRange } from '@blast/catalog';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { monthLess, partOf } from '../domain/analytics/analytics-window';
import { GRACE_DAYS, OTHER_KEY, monthEnd, openFrom } from '../domain/analytics/rollup-months';
import type { Counter } from '../domain/analytics/rollups';
import type { RollupMonthDocument } from '../store/documents';

/** October 2026 as its days counted it: day d had d views of '/', and day 2 also 2 of '/rare', which the month kept as '(other)'. */
const OCTOBER = daysOf({ from: '2026-10-01', to: '2026-10-31' });
const viewsOn = (day: string): Counter[] => {
  const d = Number(day.slice(8));
  return [{ metric: 'pageViews', dimension: 'page', key: '/', day, count: d }, ...(d === 2 ? [{ metric: 'pageViews', dimension: 'page', key: '/rare', day, count: 2 }] : [])];
};
const octoberDocument: RollupMonthDocument = {
  month: '2026-10',
  counters: [
    { metric: 'pageViews', dimension: 'page', key: '/', count: 496 }, // 1 + 2 + ... + 31
    { metric: 'pageViews', dimension: 'page', key: OTHER_KEY, count: 2 },
  ],
  days: OCTOBER.map((day) => ({ day, views: Number(day.slice(8)) + (day === '2026-10-02' ? 2 : 0), visitors: 1, conversions: 0 })),
  foldedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 4)),
};

/** October's views of the period, read the way partOf says: the days inside, or the document less the days outside. */
function octoberViews(range: DateRange): Record<string, number> {
  const part = partOf('2026-10', range);
  const read = daysOf(part.days).flatMap(viewsOn);
  const counters = part.lessFromMonth ? monthLess(octoberDocument, read) : read;
  const byKey: Record<string, number> = {};
  for (const { key, count } of counters) byKey[key] = (byKey[key] ?? 0) + count;
  return byKey;
}
const sumOfDays = (from: number, to: number) => ((from + to) * (to - from + 1)) / 2;

describe('the months a refresh reads', () => {
  it(`keeps a month open until it has been over for ${GRACE_DAYS} days (Stripe retries a webhook that long)`, () => {
    expect(GRACE_DAYS).toBe(3);
    expect(openFrom('2026-11-25')).toBe('2026-11-01');
    // November ended on the 30th: still open on December 3rd, folded from the 4th.
    expect(openFrom('2026-12-01')).toBe('2026-11-01');
    expect(openFrom('2026-12-03')).toBe('2026-11-01');
    expect(openFrom('2026-12-04')).toBe('2026-12-01');
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
  });

  it('reads a finished month the period covers for the most part as its document less the days outside, the first day of the period counted once', () => {
    // From October 5th: the 1st to the 4th come off the month.
    const fromFifth = { from: '2026-10-05', to: '2026-11-20' };
    expect(partOf('2026-10', fromFifth)).toEqual({ month: '2026-10', days: { from: '2026-10-01', to: '2026-10-04' }, lessFromMonth: true });
    expect(octoberViews(fromFifth)).toEqual({ '/': sumOfDays(5, 31), [OTHER_KEY]: 0 });
    // To October 27th: the 28th to the 31st come off.
    const toTwentySeventh = { from: '2026-09-20', to: '2026-10-27' };
    expect(partOf('2026-10', toTwentySeventh)).toEqual({ month: '2026-10', days: { from: '2026-10-28', to: '2026-10-31' }, lessFromMonth: true });
    expect(octoberViews(toTwentySeventh)).toEqual({ '/': sumOfDays(1, 27), [OTHER_KEY]: 2 });
    // From the 3rd: the '(other)' it kept of the 2nd comes off too.
    expect(octoberViews({ from: '2026-10-03', to: '2026-11-01' })).toEqual({ '/': sumOfDays(3, 31), [OTHER_KEY]: 0 });
  });

  it('reads the days inside of a finished month the period covers for half of it or less, or inside both of its ends', () => {
    const lastHalf = { from: '2026-10-17', to: '2026-11-05' }; // 15 days of 31
    expect(partOf('2026-10', lastHalf)).toEqual({ month: '2026-10', days: { from: '2026-10-17', to: '2026-10-31' }, lessFromMonth: false });
    expect(octoberViews(lastHalf)).toEqual({ '/': sumOfDays(17, 31) });
    const inside = { from: '2026-10-02', to: '2026-10-30' };
    expect(partOf('2026-10', inside)).toEqual({ month: '2026-10', days: inside, lessFromMonth: false });
    expect(octoberViews(inside)).toEqual({ '/': sumOfDays(2, 30), '/rare': 2 });
    // Exactly half (15 of November's 30 days): as many days either way, so the days themselves.
    expect(partOf('2026-11', { from: '2026-11-16', to: '2026-12-20' })).toEqual({ month: '2026-11', days: { from: '2026-11-16', to: '2026-11-30' }, lessFromMonth: false });
    // More than half from one end: 16 of 31 days.
    expect(partOf('2026-10', { from: '2026-10-16', to: '2026-11-02' }).lessFromMonth).toBe(true);
  });
});
