import { PAGE_VIEW_DEDUP_WINDOW_MS } from '../config';
import { COLLECTIONS, db } from '../store/db';
import type { Metric } from './rollups';
import { dayOf } from './visitor';

/** SPEC §9: the dashboard's window. */
export const WINDOW_DAYS = 30;

export function windowStart(now = Date.now()): string {
  return dayOf(now - (WINDOW_DAYS - 1) * 86_400_000);
}

/**
 * A rollup summed over the window, per key: reads one document per key, day and shard, so its
 * cost follows the number of pages (or plans) and days, never the number of events.
 */
export async function rollupTotals(metric: Metric, dimension: string, now = Date.now()): Promise<Map<string, number>> {
  const shards = await db()
    .collection(COLLECTIONS.rollups)
    .where('metric', '==', metric)
    .where('dimension', '==', dimension)
    .where('day', '>=', windowStart(now))
    .select('key', 'count')
    .get();
  const totals = new Map<string, number>();
  for (const doc of shards.docs) {
    const key = doc.get('key') as string;
    totals.set(key, (totals.get(key) ?? 0) + ((doc.get('count') as number) ?? 0));
  }
  return totals;
}

const sortedDesc = <T>(rows: T[], by: (row: T) => number) => rows.sort((a, b) => by(b) - by(a));

export async function overview(now = Date.now()) {
  const [views, conversions] = await Promise.all([rollupTotals('pageViews', 'page', now), rollupTotals('conversions', 'plan', now)]);
  return {
    pageViews: sortedDesc([...views].map(([page, count]) => ({ page, views: count })), (row) => row.views),
    conversions: sortedDesc([...conversions].map(([plan, count]) => ({ plan, conversions: count })), (row) => row.conversions),
  };
}

/** Views and conversions per page over the window; the best converting page first. */
export async function funnel(now = Date.now()) {
  const [views, conversions] = await Promise.all([rollupTotals('pageViews', 'page', now), rollupTotals('conversions', 'page', now)]);
  const rows = [...views].map(([page, pageViews]) => {
    const converted = conversions.get(page) ?? 0;
    return { page, views: pageViews, conversions: converted, conversionRate: ((converted / pageViews) * 100).toFixed(1) };
  });
  return rows.sort((a, b) => Number(b.conversionRate) - Number(a.conversionRate) || b.views - a.views);
}

/** The 10 newest conversions, with SPEC §3's recent-conversion fields. */
export async function recentConversions(limit = 10) {
  const latest = await db().collection(COLLECTIONS.conversions).orderBy('timestamp', 'desc').limit(limit).get();
  return latest.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      name: data.name ?? null,
      email: data.email ?? null,
      plan: data.plan,
      amount: data.amount ?? 0,
      conversionType: data.conversionType,
      foundersRate: data.foundersRate === true,
      utmSource: data.utmSource ?? null,
      utmCampaign: data.utmCampaign ?? null,
      timestamp: data.timestamp.toDate().toISOString(),
      ...(data.seatShortfall === true && { seatShortfall: true }),
    };
  });
}

export async function debugInfo(saltCacheSize: number) {
  const [views, conversions] = await Promise.all([
    db().collection(COLLECTIONS.pageViews).count().get(),
    db().collection(COLLECTIONS.conversions).count().get(),
  ]);
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  return {
    database: { total_page_views: views.data().count, total_conversions: conversions.data().count },
    // Dedup lives in Firestore (pageViewDedup), not in memory: what this instance caches is the day's salt.
    memory: { recent_views_cache_size: saltCacheSize, dedup_window_ms: PAGE_VIEW_DEDUP_WINDOW_MS },
    environment: {
      node_env: process.env.NODE_ENV ?? (emulator ? 'development' : 'production'),
      database_url: emulator ? `firestore emulator ${emulator} (${process.env.GCLOUD_PROJECT ?? 'local'})` : `firestore (${process.env.GCLOUD_PROJECT ?? 'unknown project'})`,
    },
  };
}

/** The analytics data: deleted by reset, in bounded batches. Leads, payments and seats stay. */
export const ANALYTICS_COLLECTIONS = [COLLECTIONS.pageViews, COLLECTIONS.conversions, COLLECTIONS.rollups, COLLECTIONS.pageViewDedup] as const;

export async function resetAnalytics(): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const name of ANALYTICS_COLLECTIONS) {
    deleted[name] = 0;
    for (let round = 0; round < 10_000; round += 1) {
      const page = await db().collection(name).select().limit(400).get();
      if (page.empty) break;
      const batch = db().batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
      deleted[name] += page.size;
    }
  }
  return deleted;
}
