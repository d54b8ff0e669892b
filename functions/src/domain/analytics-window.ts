/**
 * What a dashboard refresh reads for a period and the one before it, at a cost that follows the
 * months, not the days or the events: a finished month is one document (rollup-months.ts), a
 * finished day of the open months one document per counter (foldShards), today up to
 * ROLLUP_SHARDS per counter. The keys themselves are bounded (bounded-keys.ts).
 */
import { addDays, type DateRange } from '@blast/catalog';
import { collections } from '../store/collections';
import type { RollupMonthDocument } from '../store/documents';
import { foldMonth, monthEnd, monthsBetween, openFrom } from './rollup-months';
import { addToDayTotals as addToDay, foldShards, type Counter, type DayTotals, type RollupCounter } from './rollups';

/** A period's figures as read: its keyed counters, and each day's totals over both periods. */
export interface Window {
  /** The period's counters (per day, or per month for a month it covers whole). */
  counters: Counter[];
  /** Totals of every day of the period and of the one before that counted anything. */
  days: Map<string, DayTotals>;
  reads: number;
}

/** At most this many finished-day counters are folded by one refresh (the next one goes on). */
const FOLDS_PER_REFRESH = 200;

/** The rollups of days `from` to `to`, shards summed; finished days still in shards are folded (up to FOLDS_PER_REFRESH). */
async function readDays(from: string, to: string, today: string): Promise<{ counters: Counter[]; reads: number }> {
  const snapshot = await collections.rollups().where('day', '>=', from).where('day', '<=', to).get();
  const counters = new Map<string, Counter & { shards: number }>();
  for (const doc of snapshot.docs) {
    const { metric, dimension, key, day, count = 0 } = doc.data();
    const id = JSON.stringify([metric, dimension, key, day]);
    const counter = counters.get(id) ?? { metric, dimension, key, day, count: 0, shards: 0 };
    counter.count += count;
    counter.shards += 1;
    counters.set(id, counter);
  }
  const unfolded = [...counters.values()].filter((counter) => counter.day < today && counter.shards > 1).slice(0, FOLDS_PER_REFRESH);
  const foldReads = await Promise.all(unfolded.map((counter) => foldShards(counter as RollupCounter).catch(() => 0)));
  return { counters: [...counters.values()], reads: snapshot.size + foldReads.reduce((sum, reads) => sum + reads, 0) };
}

/** The month documents of `months`, folding those not folded yet; answers them and the documents read. */
async function readMonths(months: string[], today: string): Promise<{ documents: RollupMonthDocument[]; reads: number }> {
  if (months.length === 0) return { documents: [], reads: 0 };
  const snapshots = await Promise.all(months.map((month) => collections.rollupMonths().doc(month).get()));
  let reads = snapshots.length;
  const documents = await Promise.all(
    snapshots.map(async (snapshot, i) => {
      if (snapshot.exists) return snapshot.data()!;
      const folded = await foldMonth(months[i], today);
      reads += folded.reads;
      return folded.document;
    }),
  );
  return { documents, reads };
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
const NOTHING = Promise.resolve({ counters: [] as Counter[], reads: 0 });

/**
 * The period `range` and the one before (`previous`): each day's totals over both, and the
 * period's keyed counters. Reads: the month documents of the finished months both touch; the
 * rollups of the open months' days; and, for a finished month the period covers in part, that
 * part's rollups (its keys per day).
 */
export async function readWindow(range: DateRange, previous: DateRange, today: string): Promise<Window> {
  const open = openFrom(today);
  const months = previous.from < open ? monthsBetween(previous.from, earlier(range.to, addDays(open, -1))) : [];
  const whole = new Set(months.filter((month) => `${month}-01` >= range.from && monthEnd(month) <= range.to));
  const partial = months.filter((month) => !whole.has(month) && `${month}-01` <= range.to && monthEnd(month) >= range.from);
  const [monthRead, openRead, ...partReads] = await Promise.all([
    readMonths(months, today),
    range.to >= open ? readDays(later(previous.from, open), range.to, today) : NOTHING,
    ...partial.map((month) => readDays(later(`${month}-01`, range.from), earlier(monthEnd(month), range.to), today)),
  ]);

  const days = new Map<string, DayTotals>();
  const counters: Counter[] = [];
  for (const document of monthRead.documents) {
    for (const { day, views, visitors, conversions } of document.days) if (day >= previous.from && day <= range.to) days.set(day, { views, visitors, conversions });
    if (whole.has(document.month)) counters.push(...document.counters.map((counter) => ({ ...counter, day: document.month })));
  }
  for (const counter of openRead.counters) {
    addToDay(days, counter);
    if (counter.day >= range.from) counters.push(counter);
  }
  for (const part of partReads) counters.push(...part.counters);
  const reads = monthRead.reads + openRead.reads + partReads.reduce((sum, part) => sum + part.reads, 0);
  return { counters, days, reads };
}
