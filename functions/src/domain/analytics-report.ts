import type { DailyEntry, DashboardFigures, DebugInfo, FunnelEntry, Overview, RecentConversion, SourceRow } from '@blast/catalog';
import { ANALYTICS_CACHE_MS, PAGE_VIEW_DEDUP_WINDOW_MS, RUNTIME } from '../config';
import { collections } from '../store/collections';
import { enqueuePurge } from '../tasks/analytics-purge';
import { lastReset, resetFigures } from './analytics-reset';
import { purchaseStates } from './payments/purchase-states';
import { foldShards, parseCampaignKey, type Metric, type RollupCounter } from './rollups';
import { dayOf } from './visitor';

/** SPEC §9: the dashboard's window. */
const WINDOW_DAYS = 30;

/** The first day of the window ending today (UTC), `YYYY-MM-DD`. */
export function windowStart(now = Date.now()): string {
  return dayOf(now - (WINDOW_DAYS - 1) * 86_400_000);
}

/** One counter of the window, its shards summed. */
interface Counter {
  metric: string;
  dimension: string;
  key: string;
  day: string;
  count: number;
}

/** The window's counters, read at once, and how many documents that took. */
interface Window {
  counters: Counter[];
  reads: number;
}

/** At most this many finished-day counters are folded by one refresh (the next one goes on). */
const FOLDS_PER_REFRESH = 200;

/**
 * Every rollup of the window in one query: one document per counter and finished day once folded
 * (foldShards), up to ROLLUP_SHARDS per counter today. A refresh that finds a finished day still
 * in shards folds it, so the next one reads one document in its place. The keys themselves are
 * bounded (bounded-keys.ts), so a refresh costs the same whatever the traffic.
 */
async function readWindow(now: number): Promise<Window> {
  const snapshot = await collections.rollups().where('day', '>=', windowStart(now)).get();
  const today = dayOf(now);
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

/** The window read once per instance for ANALYTICS_CACHE_MS: the dashboard's answers of one refresh share it. */
let cached: { at: number; window: Promise<Window> } | undefined;

function windowOf(now: number): Promise<Window> {
  if (!cached || now - cached.at >= ANALYTICS_CACHE_MS || now < cached.at) {
    const window = readWindow(now);
    cached = { at: now, window };
    window.catch(() => (cached = undefined));
  }
  return cached.window;
}

/** A metric and dimension of the window summed per key (or per day). */
function totals(window: Window, metric: Metric, dimension: string, by: 'key' | 'day' = 'key'): Map<string, number> {
  const sums = new Map<string, number>();
  for (const counter of window.counters) {
    if (counter.metric !== metric || counter.dimension !== dimension) continue;
    sums.set(counter[by], (sums.get(counter[by]) ?? 0) + counter.count);
  }
  return sums;
}

/** `part` of `whole` in percent with one decimal, as SPEC's funnel shows it ('12.5'). */
const percent = (part: number, whole: number) => ((part / whole) * 100).toFixed(1);

const sortedDesc = <T>(rows: T[], by: (row: T) => number) => rows.sort((a, b) => by(b) - by(a));

export async function overview(now = Date.now()): Promise<Overview> {
  return overviewOf(await windowOf(now));
}

function overviewOf(window: Window): Overview {
  const [views, conversions] = [totals(window, 'pageViews', 'page'), totals(window, 'conversions', 'plan')];
  return {
    pageViews: sortedDesc([...views].map(([page, count]) => ({ page, views: count })), (row) => row.views),
    conversions: sortedDesc([...conversions].map(([plan, count]) => ({ plan, conversions: count })), (row) => row.conversions),
  };
}

/** Views and conversions per page over the window; the best converting page first. */
export async function funnel(now = Date.now()): Promise<FunnelEntry[]> {
  return funnelOf(await windowOf(now));
}

function funnelOf(window: Window): FunnelEntry[] {
  const [views, conversions] = [totals(window, 'pageViews', 'page'), totals(window, 'conversions', 'page')];
  const rows = [...views].map(([page, pageViews]) => {
    const converted = conversions.get(page) ?? 0;
    return { page, views: pageViews, conversions: converted, conversionRate: percent(converted, pageViews) };
  });
  return rows.sort((a, b) => Number(b.conversionRate) - Number(a.conversionRate) || b.views - a.views);
}

/** Every day of the window, oldest first: views, unique visitors and conversions (zeros included). */
export async function daily(now = Date.now()): Promise<DailyEntry[]> {
  return dailyOf(await windowOf(now), now);
}

function dailyOf(window: Window, now: number): DailyEntry[] {
  const [views, visitors, conversions] = [totals(window, 'pageViews', 'page', 'day'), totals(window, 'visitors', 'all', 'day'), totals(window, 'conversions', 'type', 'day')];
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
  return sourcesOf(await windowOf(now));
}

function sourcesOf(window: Window): SourceRow[] {
  const [views, conversions] = [totals(window, 'pageViews', 'campaign'), totals(window, 'conversions', 'campaign')];
  const keys = new Set([...views.keys(), ...conversions.keys()]);
  const rows = [...keys].map((key) => {
    const seen = views.get(key) ?? 0;
    const converted = conversions.get(key) ?? 0;
    return { ...parseCampaignKey(key), views: seen, conversions: converted, conversionRate: seen > 0 ? percent(converted, seen) : null };
  });
  return rows.sort((a, b) => b.views - a.views || b.conversions - a.conversions);
}

/**
 * The dashboard's figures of one refresh, from one read of the window: overview, funnel, daily
 * and sources (GET /api/admin/analytics/dashboard); `reads` is how many documents that took.
 */
export async function dashboard(now = Date.now()): Promise<{ figures: DashboardFigures; reads: number }> {
  const window = await windowOf(now);
  return { figures: { overview: overviewOf(window), funnel: funnelOf(window), daily: dailyOf(window, now), sources: sourcesOf(window) }, reads: window.reads };
}

/** The 10 newest conversions, with SPEC §3's recent-conversion fields; a purchase or trial with what became of its money. */
export async function recentConversions(limit = 10): Promise<RecentConversion[]> {
  // Nothing from before the last Reset, while its purge runs.
  const resetAt = await lastReset();
  const since = resetAt ? collections.conversions().where('timestamp', '>=', resetAt) : collections.conversions();
  const latest = await since.orderBy('timestamp', 'desc').limit(limit).get();
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
  // Since the last Reset: what came before is being purged in the background (analytics-reset.ts).
  const resetAt = await lastReset();
  const [views, conversions] = await Promise.all([
    (resetAt ? collections.pageViews().where('createdAt', '>=', resetAt) : collections.pageViews()).count().get(),
    (resetAt ? collections.conversions().where('timestamp', '>=', resetAt) : collections.conversions()).count().get(),
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

/**
 * The operator's Reset: the figures at once (the rollups), the raw events in the background
 * (analytics-reset.ts, a queued purge). Answers what was deleted now and when the purge counts from.
 */
export async function resetAnalytics(now = Date.now()): Promise<{ rollups: number; resetAt: string }> {
  cached = undefined;
  const { resetAt, rollupsDeleted } = await resetFigures(now);
  await enqueuePurge(resetAt.toMillis());
  return { rollups: rollupsDeleted, resetAt: resetAt.toDate().toISOString() };
}
