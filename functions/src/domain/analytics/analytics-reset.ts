/**
 * The operator's Reset, whatever the site's size: the figures go at once, the raw events in the
 * background. One request records the moment of the reset (`counters/analytics`), deletes the
 * rollups (the figures: a bounded number of documents, bounded-keys.ts) and puts a purge on the
 * queue; the purge deletes the raw events from before that moment in pages, within a time
 * budget a run, and queues its own next run until none is left. Recent Conversions shows nothing
 * from before the reset meanwhile. Leads, payments and the seat count stay.
 */
import { analyticsResetRef as resetRef, collections } from '../../store/collections';
import { Timestamp, db, type Query } from '../../store/db';

/** The moment of the last reset, or undefined: what came before it is not shown. */
export async function lastReset(): Promise<Timestamp | undefined> {
  return (await resetRef().get()).data()?.resetAt;
}

/** Deletes what a query finds, in pages, until none is left or the budget is spent; answers whether it finished. */
async function deleteInPages(query: Query, until: number): Promise<boolean> {
  for (let page = 0; page < 10_000 && Date.now() < until; page += 1) {
    const found = await query.limit(400).get();
    if (found.empty) return true;
    const batch = db().batch();
    found.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
  return false;
}

/** The raw events of before `resetAt`, collection by collection. */
const rawBefore = (resetAt: Timestamp): Query[] => [
  collections.pageViews().where('createdAt', '<', resetAt),
  collections.conversions().where('timestamp', '<', resetAt),
  collections.pageViewDedup().where('countedAt', '<', resetAt),
  // A visitor's day document lives two days from their first view: created before the reset.
  collections.visitorDays().where('expiresAt', '<', Timestamp.fromMillis(resetAt.toMillis() + 2 * 86_400_000)),
  // A visitor's marks live a week from when they were made (visitor-marks.ts): made before the reset.
  collections.visitorMarks().where('expiresAt', '<', Timestamp.fromMillis(resetAt.toMillis() + 7 * 86_400_000)),
];

/**
 * Records the reset and deletes the figures' rollups and folded months (their number is bounded, so well inside a
 * request); answers the moment, for the purge.
 */
export async function resetFigures(now = Date.now()): Promise<{ resetAt: Timestamp; rollupsDeleted: number }> {
  const resetAt = Timestamp.fromMillis(now);
  await resetRef().set({ resetAt });
  const rollupsDeleted = (await collections.rollups().count().get()).data().count;
  // The months folded from them too (rollup-months.ts). Unthrottled: BulkWriter's default ramp starts at
  // 500 deletes a second, so a busy site's tens of thousands of counters would hold the request for a minute.
  const writer = db().bulkWriter({ throttling: false });
  await Promise.all([db().recursiveDelete(collections.rollups(), writer), db().recursiveDelete(collections.rollupMonths(), writer)]);
  await writer.close();
  return { resetAt, rollupsDeleted };
}

/** One run of the purge: answers 'done', or 'more' when its budget ran out first. */
export async function purgeRawEvents(resetAt: Timestamp, budgetMs: number): Promise<'done' | 'more'> {
  const until = Date.now() + budgetMs;
  for (const query of rawBefore(resetAt)) if (!(await deleteInPages(query, until))) return 'more';
  return 'done';
}
