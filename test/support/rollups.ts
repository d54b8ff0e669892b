/** Traffic written straight into the analytics' rollups on chosen days: the rollups' own days, not the clock. */
import { createHash } from 'node:crypto';
import { adminDb } from './stack';

const DIRECT = JSON.stringify(['(direct)', '(none)']);

/** A day's traffic on one page: its views, its visitors, and those of them who converted (each left a lead of Blast CRM, direct). */
export interface DayOfTraffic {
  views: number;
  visitors: number;
  conversions: number;
  page?: string;
}

export const traffic = (views: number, visitors: number, conversions: number, page = '/'): DayOfTraffic => ({ views, visitors, conversions, page });

/**
 * The day's counters, each one document (shard 0, as a folded day leaves it), keyed as the functions
 * key them; the page's, the campaign's and the day's with their visitors' tallies (visitor-marks.ts).
 */
function countersOf(day: string, { views, visitors, conversions, page = '/' }: DayOfTraffic) {
  const ofVisitors = { visitors, converted: conversions, lead: conversions };
  const counters = [
    ['pageViews', 'page', page, views, ofVisitors],
    ['pageViews', 'campaign', DIRECT, views, ofVisitors],
    ['visitors', 'all', 'all', visitors, { converted: conversions, lead: conversions }],
    ['conversions', 'type', 'lead', conversions],
    ['conversions', 'plan', 'blast', conversions],
    ['conversions', 'page', page, conversions],
    ['conversions', 'campaign', DIRECT, conversions],
  ] as const;
  return counters
    .filter(([, , , count]) => count > 0)
    .map(([metric, dimension, key, count, tallies]) => ({
      id: [metric, dimension, day, createHash('sha256').update(key).digest('hex').slice(0, 24), 0].join('_'),
      data: { metric, dimension, key, day, shard: 0, count, ...(tallies && { tallies }) },
    }));
}

/** Writes each day's traffic (one page a day; a day written twice keeps its last page's). */
export async function writeRollupDays(days: [string, DayOfTraffic][]): Promise<void> {
  const writes = days.flatMap(([day, counted]) => countersOf(day, counted));
  for (let start = 0; start < writes.length; start += 400) {
    const batch = adminDb().batch();
    for (const { id, data } of writes.slice(start, start + 400)) batch.set(adminDb().collection('rollups').doc(id), data);
    await batch.commit();
  }
}
