/**
 * Finished months folded the way finished days are: once a month has been over for GRACE_DAYS
 * (Stripe retries a webhook for up to 3 days, and a payment is dated by its event), the first
 * refresh that needs it reads its rollups once and writes them as one document: its counters
 * summed over the month, and each day's totals. A year then costs about twelve documents plus the
 * open months' days, not 365 days of counters. The day documents stay (a period that covers a
 * month in part reads that part's days); the reset deletes both.
 */
import { addDays, dayOfMs } from '@blast/catalog';
import { collections } from '../../store/collections';
import { Timestamp, lostRace } from '../../store/db';
import type { RollupMonthDocument } from '../../store/documents';
import { addTallies, addToDayTotals, type DayTotals, type Tallies } from './rollups';

export const GRACE_DAYS = 3;
/** A month keeps this many keys per metric and dimension (the largest); the rest count as '(other)'. */
const KEYS_PER_DIMENSION = 500;
export const OTHER_KEY = '(other)';

/** The first day not folded yet: the first of the month `GRACE_DAYS` before today. */
export const openFrom = (today: string): string => `${addDays(today, -GRACE_DAYS).slice(0, 7)}-01`;

/** The month's last day, `YYYY-MM-DD`. */
export function monthEnd(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return dayOfMs(Date.UTC(year, number, 0));
}

/** Every month `YYYY-MM` that days `from` to `to` touch, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addDays(monthEnd(month), 1).slice(0, 7)) months.push(month);
  return months;
}

type MonthCounter = { metric: string; dimension: string; key: string; count: number; tallies?: Tallies };

/** The month's counters summed over its days, at most KEYS_PER_DIMENSION per metric and dimension. */
function monthCounters(rows: MonthCounter[]): RollupMonthDocument['counters'] {
  const sums = new Map<string, MonthCounter>();
  for (const { metric, dimension, key, count, tallies } of rows) {
    const id = JSON.stringify([metric, dimension, key]);
    const counter = sums.get(id) ?? { metric, dimension, key, count: 0 };
    counter.count += count;
    if (tallies) counter.tallies = addTallies(counter.tallies ?? {}, tallies);
    sums.set(id, counter);
  }
  const byDimension = new Map<string, MonthCounter[]>();
  for (const counter of sums.values()) {
    const group = `${counter.metric} ${counter.dimension}`;
    byDimension.set(group, [...(byDimension.get(group) ?? []), counter]);
  }
  return [...byDimension.values()].flatMap((counters) => {
    if (counters.length <= KEYS_PER_DIMENSION) return counters;
    const sorted = counters.sort((a, b) => b.count - a.count);
    const rest = sorted.slice(KEYS_PER_DIMENSION - 1);
    const tallies = rest.reduce<Tallies>((sum, counter) => addTallies(sum, counter.tallies), {});
    return [...sorted.slice(0, KEYS_PER_DIMENSION - 1), { ...rest[0], key: OTHER_KEY, count: rest.reduce((sum, counter) => sum + counter.count, 0), tallies }];
  });
}

/**
 * Folds a finished month: reads its rollups once and writes its document (created once: a
 * refresh that lost the race reads the winner's). Answers the document and the reads it took.
 */
export async function foldMonth(month: string, today: string): Promise<{ document: RollupMonthDocument; reads: number }> {
  if (monthEnd(month) >= openFrom(today)) throw new Error(`month ${month} is not finished for ${GRACE_DAYS} days yet`);
  const snapshot = await collections.rollups().where('day', '>=', `${month}-01`).where('day', '<=', monthEnd(month)).get();
  const rows = snapshot.docs.map((doc) => {
    const { metric, dimension, key, day, count = 0, tallies } = doc.data();
    return { metric, dimension, key, day, count, ...(tallies && { tallies }) };
  });
  const days = new Map<string, DayTotals>();
  rows.forEach((row) => addToDayTotals(days, row));
  const document: RollupMonthDocument = {
    month,
    counters: monthCounters(rows),
    days: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, totals]) => ({ day, ...totals })),
    foldedAt: Timestamp.now(),
  };
  const ref = collections.rollupMonths().doc(month);
  try {
    await ref.create(document);
    return { document, reads: snapshot.size };
  } catch (err) {
    if (!lostRace(err)) throw err;
    return { document: (await ref.get()).data()!, reads: snapshot.size + 1 };
  }
}
