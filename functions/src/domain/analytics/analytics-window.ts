/**
 * What a dashboard refresh reads for a period and the one before it, at a cost that follows the
 * months, not the days or the events: a finished month is one document (rollup-months.ts), a
 * finished day of the open months one document per counter (foldShards), today up to
 * ROLLUP_SHARDS per counter. The keys themselves are bounded (bounded-keys.ts).
 */
import { addDays, daysIn, type DateRange } from '@blast/catalog';
import { collections } from '../../store/collections';
import type { RollupMonthDocument } from '../../store/documents';
import { OTHER_KEY, foldMonth, monthEnd, monthsBetween, openFrom } from './rollup-months';
import { addTallies, addToDayTotals as addToDay, foldShards, type Counter, type DayTotals, type RollupCounter } from './rollups';

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
    const { metric, dimension, key, day, count = 0, tallies } = doc.data();
    const id = JSON.stringify([metric, dimension, key, day]);
    const counter = counters.get(id) ?? { metric, dimension, key, day, count: 0, shards: 0, tallies: {} };
    counter.count += count;
    addTallies(counter.tallies!, tallies);
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
 * How a finished month the period covers in part is read: the days it covers, or, where it covers
 * more than half of the month from one end, the month's document less the days it does not (fewer
 * to read). So the edges of a period cost at most half a month of days each.
 */
export interface MonthPart {
  month: string;
  days: DateRange;
  lessFromMonth: boolean;
}

export function partOf(month: string, range: DateRange): MonthPart {
  const [first, last] = [`${month}-01`, monthEnd(month)];
  const covered = { from: later(first, range.from), to: earlier(last, range.to) };
  const insideOnly = covered.from > first && covered.to < last;
  if (insideOnly || 2 * daysIn(covered) <= daysIn({ from: first, to: last })) return { month, days: covered, lessFromMonth: false };
  const outside = covered.from > first ? { from: first, to: addDays(covered.from, -1) } : { from: addDays(covered.to, 1), to: last };
  return { month, days: outside, lessFromMonth: true };
}

/** A month's counters less those of its days outside the period (a key the month kept as '(other)' comes off '(other)'). */
export function monthLess(document: RollupMonthDocument, outside: Counter[]): Counter[] {
  const kept = new Set(document.counters.map(({ metric, dimension, key }) => JSON.stringify([metric, dimension, key])));
  const less = outside.map((counter) => ({ ...counter, key: kept.has(JSON.stringify([counter.metric, counter.dimension, counter.key])) ? counter.key : OTHER_KEY, count: -counter.count, tallies: addTallies({}, counter.tallies, -1) }));
  return [...document.counters.map((counter) => ({ ...counter, day: document.month })), ...less];
}

/**
 * The period `range` and the one before (`previous`): each day's totals over both, and the
 * period's keyed counters. Reads: the month documents of the finished months both touch; the
 * rollups of the open months' days; and, for a finished month the period covers in part, the
 * rollups of its days inside the period or of those outside it, whichever are fewer.
 */
export async function readWindow(range: DateRange, previous: DateRange, today: string): Promise<Window> {
  const open = openFrom(today);
  const months = previous.from < open ? monthsBetween(previous.from, earlier(range.to, addDays(open, -1))) : [];
  const whole = new Set(months.filter((month) => `${month}-01` >= range.from && monthEnd(month) <= range.to));
  const parts = months.filter((month) => !whole.has(month) && `${month}-01` <= range.to && monthEnd(month) >= range.from).map((month) => partOf(month, range));
  const [monthRead, openRead, ...partReads] = await Promise.all([
    readMonths(months, today),
    range.to >= open ? readDays(later(previous.from, open), range.to, today) : NOTHING,
    ...parts.map((part) => readDays(part.days.from, part.days.to, today)),
  ]);

  const days = new Map<string, DayTotals>();
  const counters: Counter[] = [];
  const monthDocument = new Map(monthRead.documents.map((document) => [document.month, document]));
  for (const document of monthRead.documents) {
    for (const { day, views, visitors, conversions } of document.days) if (day >= previous.from && day <= range.to) days.set(day, { views, visitors, conversions });
    if (whole.has(document.month)) counters.push(...document.counters.map((counter) => ({ ...counter, day: document.month })));
  }
  for (const counter of openRead.counters) {
    addToDay(days, counter);
    if (counter.day >= range.from) counters.push(counter);
  }
  parts.forEach((part, i) => counters.push(...(part.lessFromMonth ? monthLess(monthDocument.get(part.month)!, partReads[i].counters) : partReads[i].counters)));
  const reads = monthRead.reads + openRead.reads + partReads.reduce((sum, part) => sum + part.reads, 0);
  return { counters, days, reads };
}
