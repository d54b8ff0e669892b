import { addDays, daysOf, previousRange, rangeOf, type DailyEntry, type DashboardFigures, type DateRange, type DebugInfo, type DebugStatus, type FunnelEntry, type FunnelSteps, type Overview, type PeriodTotals, type RecentConversion, type SourceRow } from '@blast/catalog';
import { ANALYTICS_CACHE_MS, PAGE_VIEW_DEDUP_WINDOW_MS, RUNTIME } from '../../config';
import { collections } from '../../store/collections';
import { Timestamp } from '../../store/db';
import { enqueuePurge } from '../../tasks/enqueue-purge';
import { lastReset, resetFigures } from './analytics-reset';
import { funnelOf, funnelStepsOf, sourcesOf } from './analytics-rates';
import { purchaseStates } from './purchase-states';
import { readWindow, type Window } from './analytics-window';
import type { Metric } from './rollups';
import { dayOf } from './visitor';

/** The period of an operator's request: the last 30 days unless `from` and `to` say otherwise (checked by the route). */
export const periodOf = (asked: { from?: string; to?: string }, now = Date.now()): DateRange => rangeOf(asked, dayOf(now));

/** A period's window read once per instance for ANALYTICS_CACHE_MS: the dashboard's answers of one refresh share it. */
const cached = new Map<string, { at: number; window: Promise<Window> }>();

function windowOf(range: DateRange, now: number): Promise<Window> {
  // Keyed by the day it is read on too (a test may pin the clock: http/test-clock.ts); aged on the real clock.
  const today = dayOf(now);
  const key = `${range.from} ${range.to} ${today}`;
  const at = Date.now();
  const hit = cached.get(key);
  if (hit && at - hit.at < ANALYTICS_CACHE_MS && at >= hit.at) return hit.window;
  if (cached.size > 20) cached.clear();
  const window = readWindow(range, previousRange(range), today);
  cached.set(key, { at, window });
  window.catch(() => cached.delete(key));
  return window;
}

/** A metric and dimension of the period summed per key. */
function totals(window: Window, metric: Metric, dimension: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const counter of window.counters) {
    if (counter.metric !== metric || counter.dimension !== dimension) continue;
    sums.set(counter.key, (sums.get(counter.key) ?? 0) + counter.count);
  }
  // A month less its days outside the period may leave a key at 0: it counted nothing in the period.
  for (const [key, sum] of sums) if (sum === 0) sums.delete(key);
  return sums;
}

const sortedDesc = <T>(rows: T[], by: (row: T) => number) => rows.sort((a, b) => by(b) - by(a));

export async function overview(range = periodOf({}), now = Date.now()): Promise<Overview> {
  return overviewOf(await windowOf(range, now));
}

function overviewOf(window: Window): Overview {
  const [views, conversions] = [totals(window, 'pageViews', 'page'), totals(window, 'conversions', 'plan')];
  return {
    pageViews: sortedDesc([...views].map(([page, count]) => ({ page, views: count })), (row) => row.views),
    conversions: sortedDesc([...conversions].map(([plan, count]) => ({ plan, conversions: count })), (row) => row.conversions),
  };
}

/** Per page over the window: views, visitors, and the visitors who reached a goal after it; the surest converting page first (analytics-rates.ts). */
export async function funnel(range = periodOf({}), now = Date.now()): Promise<FunnelEntry[]> {
  return funnelOf(await windowOf(range, now));
}

/** Every day of the period, oldest first: views, unique visitors and conversions (zeros included). */
export async function daily(range = periodOf({}), now = Date.now()): Promise<DailyEntry[]> {
  return dailyOf(await windowOf(range, now), range);
}

function dailyOf(window: Window, range: DateRange): DailyEntry[] {
  return daysOf(range).map((day) => ({ day, ...(window.days.get(day) ?? { views: 0, visitors: 0, conversions: 0 }) }));
}

/** A period's totals: the sum of its days. */
function totalsOf(window: Window, range: DateRange): PeriodTotals {
  return dailyOf(window, range).reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors, conversions: sum.conversions + day.conversions }), { views: 0, visitors: 0, conversions: 0 });
}

/** The period's visitors who reached a goal, each day's summed (the day counter's `converted` tally). */
function convertingVisitorsOf(window: Window): number {
  return window.counters.filter((counter) => counter.metric === 'visitors').reduce((sum, counter) => sum + (counter.tallies?.converted ?? 0), 0);
}

/** Per utm_source and utm_campaign over the window, its visitors' rates (analytics-rates.ts), most visited first. */
export async function sources(range = periodOf({}), now = Date.now()): Promise<SourceRow[]> {
  return sourcesOf(await windowOf(range, now));
}

/** The way to a payment over the window, step by step, for the period and per campaign. */
export async function funnelSteps(range = periodOf({}), now = Date.now()): Promise<FunnelSteps> {
  return funnelStepsOf(await windowOf(range, now));
}

/**
 * The dashboard's figures of one refresh over a period, from one read of its window: overview,
 * funnel, daily and sources, the period's totals and the previous period's, and the last Reset
 * when it cut the period (GET /api/admin/analytics/dashboard); `reads` is how many documents that took.
 */
export async function dashboard(range = periodOf({}), now = Date.now()): Promise<{ figures: DashboardFigures; reads: number }> {
  const [window, resetAt] = await Promise.all([windowOf(range, now), lastReset()]);
  const previous = previousRange(range);
  const cut = resetAt && dayOf(resetAt.toMillis()) >= range.from ? resetAt.toDate().toISOString() : null;
  return {
    figures: {
      overview: overviewOf(window),
      funnel: funnelOf(window),
      daily: dailyOf(window, range),
      sources: sourcesOf(window),
      funnelSteps: funnelStepsOf(window),
      range,
      totals: totalsOf(window, range),
      convertingVisitors: convertingVisitorsOf(window),
      previous: { range: previous, totals: totalsOf(window, previous) },
      resetAt: cut,
    },
    // The reset's moment is one document more.
    reads: window.reads + 1,
  };
}

/**
 * The 10 newest conversions of the period (the newest of all without one), with SPEC §3's
 * recent-conversion fields; a purchase or trial with what became of its money.
 */
export async function recentConversions(range?: DateRange, limit = 10): Promise<RecentConversion[]> {
  // Nothing from before the last Reset, while its purge runs.
  const resetAt = await lastReset();
  const periodStart = range ? Timestamp.fromMillis(Date.parse(`${range.from}T00:00:00Z`)) : undefined;
  const start = resetAt && periodStart ? (resetAt.toMillis() > periodStart.toMillis() ? resetAt : periodStart) : (resetAt ?? periodStart);
  let since = start ? collections.conversions().where('timestamp', '>=', start) : collections.conversions();
  if (range) since = since.where('timestamp', '<', Timestamp.fromMillis(Date.parse(`${addDays(range.to, 1)}T00:00:00Z`)));
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
      sourcePage: data.sourcePage ?? null,
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
    status: await debugStatus(),
    database: { total_page_views: views.data().count, total_conversions: conversions.data().count },
    // Dedup lives in Firestore (pageViewDedup), not in memory: what this instance caches is the day's salt.
    memory: { recent_views_cache_size: saltCacheSize, dedup_window_ms: PAGE_VIEW_DEDUP_WINDOW_MS },
    environment: {
      node_env: nodeEnv ?? (emulator ? 'development' : 'production'),
      database_url: emulator ? `firestore emulator ${emulator} (${project ?? 'local'})` : `firestore (${project ?? 'unknown project'})`,
    },
  };
}

const isoOf = (at: Timestamp | undefined): string | null => (at ? at.toDate().toISOString() : null);

/** The newest page view, conversion, lead and customer event, and the leads and customer events whose delivery failed: one read each. */
async function debugStatus(): Promise<DebugStatus> {
  const [view, conversion, lead, event, failedLeads, failedEvents] = await Promise.all([
    collections.pageViews().orderBy('createdAt', 'desc').limit(1).get(),
    collections.conversions().orderBy('timestamp', 'desc').limit(1).get(),
    collections.leads().orderBy('createdAt', 'desc').limit(1).get(),
    collections.customerEvents().orderBy('createdAt', 'desc').limit(1).get(),
    collections.leads().where('forward.status', '==', 'failed').count().get(),
    collections.customerEvents().where('forward.status', '==', 'failed').count().get(),
  ]);
  const [lastConversion, lastEvent] = [conversion.docs[0]?.data(), event.docs[0]?.data()];
  return {
    last: {
      pageView: isoOf(view.docs[0]?.data().createdAt),
      conversion: lastConversion ? { at: lastConversion.timestamp.toDate().toISOString(), type: lastConversion.conversionType } : null,
      lead: isoOf(lead.docs[0]?.data().createdAt),
      customerEvent: lastEvent ? { at: lastEvent.createdAt.toDate().toISOString(), kind: lastEvent.kind } : null,
    },
    failing: { leads: failedLeads.data().count, customerEvents: failedEvents.data().count },
  };
}

/**
 * The operator's Reset: the figures at once (the rollups), the raw events in the background
 * (analytics-reset.ts, a queued purge). Answers what was deleted now and when the purge counts from.
 */
export async function resetAnalytics(now = Date.now()): Promise<{ rollups: number; resetAt: string }> {
  cached.clear();
  const { resetAt, rollupsDeleted } = await resetFigures(now);
  await enqueuePurge(resetAt.toMillis());
  return { rollups: rollupsDeleted, resetAt: resetAt.toDate().toISOString() };
}
