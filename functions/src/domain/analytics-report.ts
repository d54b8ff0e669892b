import type { DailyEntry, DebugInfo, FunnelEntry, Overview, RecentConversion, SourceRow } from '@blast/catalog';
import { PAGE_VIEW_DEDUP_WINDOW_MS, RUNTIME } from '../config';
import { collections, selectOnly } from '../store/collections';
import { db } from '../store/db';
import { purchaseStates } from './payments/purchase-states';
import { parseCampaignKey, type Metric } from './rollups';
import { dayOf } from './visitor';

/** SPEC §9: the dashboard's window. */
const WINDOW_DAYS = 30;

/** The first day of the window ending today (UTC), `YYYY-MM-DD`. */
export function windowStart(now = Date.now()): string {
  return dayOf(now - (WINDOW_DAYS - 1) * 86_400_000);
}

/**
 * A rollup summed over the window, per key: reads one document per key, day and shard, so its
 * cost follows the number of pages (or plans) and days, never the number of events.
 */
async function rollupTotals(metric: Metric, dimension: string, now = Date.now()): Promise<Map<string, number>> {
  return sumBy(metric, dimension, 'key', now);
}

/** A rollup summed over the window per day (`YYYY-MM-DD`), every key together. */
async function rollupDaily(metric: Metric, dimension: string, now = Date.now()): Promise<Map<string, number>> {
  return sumBy(metric, dimension, 'day', now);
}

async function sumBy(metric: Metric, dimension: string, field: 'key' | 'day', now: number): Promise<Map<string, number>> {
  const inWindow = collections.rollups().where('metric', '==', metric).where('dimension', '==', dimension).where('day', '>=', windowStart(now));
  const shards = await selectOnly(inWindow, field, 'count').get();
  const totals = new Map<string, number>();
  for (const doc of shards.docs) {
    const shard = doc.data();
    const at = shard[field];
    totals.set(at, (totals.get(at) ?? 0) + (shard.count ?? 0));
  }
  return totals;
}

/** `part` of `whole` in percent with one decimal, as SPEC's funnel shows it ('12.5'). */
const percent = (part: number, whole: number) => ((part / whole) * 100).toFixed(1);

const sortedDesc = <T>(rows: T[], by: (row: T) => number) => rows.sort((a, b) => by(b) - by(a));

export async function overview(now = Date.now()): Promise<Overview> {
  const [views, conversions] = await Promise.all([rollupTotals('pageViews', 'page', now), rollupTotals('conversions', 'plan', now)]);
  return {
    pageViews: sortedDesc([...views].map(([page, count]) => ({ page, views: count })), (row) => row.views),
    conversions: sortedDesc([...conversions].map(([plan, count]) => ({ plan, conversions: count })), (row) => row.conversions),
  };
}

/** Views and conversions per page over the window; the best converting page first. */
export async function funnel(now = Date.now()): Promise<FunnelEntry[]> {
  const [views, conversions] = await Promise.all([rollupTotals('pageViews', 'page', now), rollupTotals('conversions', 'page', now)]);
  const rows = [...views].map(([page, pageViews]) => {
    const converted = conversions.get(page) ?? 0;
    return { page, views: pageViews, conversions: converted, conversionRate: percent(converted, pageViews) };
  });
  return rows.sort((a, b) => Number(b.conversionRate) - Number(a.conversionRate) || b.views - a.views);
}

/** Every day of the window, oldest first: views, unique visitors and conversions (zeros included). */
export async function daily(now = Date.now()): Promise<DailyEntry[]> {
  const [views, visitors, conversions] = await Promise.all([
    rollupDaily('pageViews', 'page', now),
    rollupDaily('visitors', 'all', now),
    rollupDaily('conversions', 'type', now),
  ]);
  return Array.from({ length: WINDOW_DAYS }, (_, i) => {
    const day = dayOf(now - (WINDOW_DAYS - 1 - i) * 86_400_000);
    return { day, views: views.get(day) ?? 0, visitors: visitors.get(day) ?? 0, conversions: conversions.get(day) ?? 0 };
  });
}

/**
 * Views and conversions per utm_source and utm_campaign over the window, most viewed first;
 * '(direct)' and '(none)' stand for absent parameters. The rate is null without views (a
 * payment whose visitor was never seen on a page).
 */
export async function sources(now = Date.now()): Promise<SourceRow[]> {
  const [views, conversions] = await Promise.all([rollupTotals('pageViews', 'campaign', now), rollupTotals('conversions', 'campaign', now)]);
  const keys = new Set([...views.keys(), ...conversions.keys()]);
  const rows = [...keys].map((key) => {
    const seen = views.get(key) ?? 0;
    const converted = conversions.get(key) ?? 0;
    return { ...parseCampaignKey(key), views: seen, conversions: converted, conversionRate: seen > 0 ? percent(converted, seen) : null };
  });
  return rows.sort((a, b) => b.views - a.views || b.conversions - a.conversions);
}

/** The 10 newest conversions, with SPEC §3's recent-conversion fields; a purchase or trial with what became of its money. */
export async function recentConversions(limit = 10): Promise<RecentConversion[]> {
  const latest = await collections.conversions().orderBy('timestamp', 'desc').limit(limit).get();
  // Payments are dated by Stripe's event, in whole seconds: within a second, the later write first.
  const recordedMs = (doc: (typeof latest.docs)[number]) => doc.data().recordedAt?.toMillis() ?? 0;
  const docs = [...latest.docs].sort((a, b) => b.data().timestamp.toMillis() - a.data().timestamp.toMillis() || recordedMs(b) - recordedMs(a));
  const payments = await purchaseStates(docs.filter((doc) => PAID_TYPES.includes(doc.data().conversionType)).map((doc) => doc.id));
  return docs.map((doc) => {
    const data = doc.data();
    const payment = payments.get(doc.id);
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
      ...(payment && { payment }),
    };
  });
}

/** The conversions the payment webhook writes, keyed by their session id like their purchase. */
const PAID_TYPES = ['purchase', 'trial'];

export async function debugInfo(saltCacheSize: number): Promise<Omit<DebugInfo, 'client'>> {
  const [views, conversions] = await Promise.all([
    collections.pageViews().count().get(),
    collections.conversions().count().get(),
  ]);
  const { nodeEnv, firestoreEmulatorHost: emulator, project } = RUNTIME;
  return {
    database: { total_page_views: views.data().count, total_conversions: conversions.data().count },
    // Dedup lives in Firestore (pageViewDedup), not in memory: what this instance caches is the day's salt.
    memory: { recent_views_cache_size: saltCacheSize, dedup_window_ms: PAGE_VIEW_DEDUP_WINDOW_MS },
    environment: {
      node_env: nodeEnv ?? (emulator ? 'development' : 'production'),
      database_url: emulator ? `firestore emulator ${emulator} (${project ?? 'local'})` : `firestore (${project ?? 'unknown project'})`,
    },
  };
}

/** The analytics data: deleted by reset, in pages through a BulkWriter. Leads, payments and seats stay. */
const ANALYTICS_COLLECTIONS = [collections.pageViews, collections.conversions, collections.rollups, collections.pageViewDedup, collections.visitorDays] as const;

/** Deletes the analytics data; answers how many documents each collection held, by its name. */
export async function resetAnalytics(): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const collectionOf of ANALYTICS_COLLECTIONS) {
    const collection = collectionOf();
    deleted[collection.id] = (await collection.count().get()).data().count;
    // recursiveDelete reads in pages and deletes through a BulkWriter (batched, throttled, retried).
    await db().recursiveDelete(collection);
  }
  return deleted;
}
