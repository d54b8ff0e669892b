/**
 * The dashboard's queries, over the period the address holds (hooks/use-period.ts): each keyed by
 * its path and the period, so a change of period asks again and a return to one is cached. SPEC
 * §9's polls (overview and recent conversions every 30 s; revenue every 30 s), and the reset.
 * Overview, funnel, daily, sources and the period's totals are one request (GET
 * /api/admin/analytics/dashboard, one read of the rollups), each card selecting its part.
 */
import {
  GET_DASHBOARD,
  GET_DEBUG,
  GET_RECENT_CONVERSIONS,
  GET_REVENUE,
  RESET_ANALYTICS,
  type DashboardFigures,
  type DateRange,
  type DebugInfo,
  type RecentConversion,
  type ResetAnswer,
  type RevenueReport,
} from '@blast/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../../lib/admin-api';
import { sinceLabel } from '../figures';
import { usePeriod } from '../hooks/use-period';

const ANALYTICS = {
  dashboard: GET_DASHBOARD.path,
  recent: GET_RECENT_CONVERSIONS.path,
  debug: GET_DEBUG.path,
  revenue: GET_REVENUE.path,
  reset: RESET_ANALYTICS.path,
} as const;

const POLL_MS = { dashboard: 30_000, recent: 30_000, revenue: 30_000 } as const;

/** The figures a rollup change moves; a new conversion moves these and the recent list. */
export const ROLLUP_QUERIES = [ANALYTICS.dashboard] as const;
export const CONVERSION_QUERIES = [...ROLLUP_QUERIES, ANALYTICS.recent] as const;
/** The figures a payment event moves (a refund, a renewal, a cancellation): money, and how the purchase shows. */
export const PAYMENT_QUERIES = [ANALYTICS.revenue, ANALYTICS.recent] as const;

/** A query of the period: its key is the path, then the period's days (invalidating the path reaches every period). */
function periodQuery<T>(path: string, range: DateRange) {
  return { queryKey: [path, range.from, range.to], queryFn: () => adminGet<T>(`${path}?from=${range.from}&to=${range.to}`) };
}

/** The dashboard's figures of the period, or one part of them: every card shares the one request. */
function useFigures<Selected>(select: (figures: DashboardFigures) => Selected) {
  const { range } = usePeriod();
  return useQuery<DashboardFigures, Error, Selected>({ ...periodQuery<DashboardFigures>(ANALYTICS.dashboard, range), refetchInterval: POLL_MS.dashboard, select });
}

export const useOverview = () => useFigures((figures) => figures.overview);
export const useFunnel = () => useFigures((figures) => figures.funnel);
export const useDaily = () => useFigures((figures) => figures.daily);
export const useSources = () => useFigures((figures) => figures.sources);
export const useFunnelSteps = () => useFigures((figures) => figures.funnelSteps);
/** The period's totals, the previous period's, and the Reset that cut the period, if one did. */
export const usePeriodTotals = () => useFigures(({ totals, convertingVisitors, previous, resetAt }) => ({ totals, convertingVisitors, previous, resetAt }));

/** What the period's figures count since: 'Last 30 days', or 'Last 30 days, since the Reset of Nov 25, 10:02'. */
export function useSinceLabel(): string {
  const { label } = usePeriod();
  return sinceLabel(label, usePeriodTotals().data?.resetAt);
}

export function useRecentConversions() {
  const { range } = usePeriod();
  return useQuery<RecentConversion[]>({ ...periodQuery<RecentConversion[]>(ANALYTICS.recent, range), refetchInterval: POLL_MS.recent });
}

export function useRevenue() {
  const { range } = usePeriod();
  return useQuery<RevenueReport>({ ...periodQuery<RevenueReport>(ANALYTICS.revenue, range), refetchInterval: POLL_MS.revenue });
}

/** Mounted only while the debug panel is open; dropped from the cache when it closes. */
export const useDebugInfo = () => useQuery<DebugInfo>({ queryKey: [ANALYTICS.debug], gcTime: 0 });

/** Every analytics query, refetched (the Refresh button, and after a reset). */
export function useRefreshAnalytics() {
  const queryClient = useQueryClient();
  return () => Promise.all(Object.values(ANALYTICS).map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

export function useResetAnalytics() {
  const refresh = useRefreshAnalytics();
  return useMutation({
    mutationFn: () =>
      adminPost<ResetAnswer>(ANALYTICS.reset).catch((err: Error) => {
        throw new Error(err.message || 'Reset failed');
      }),
    onSuccess: refresh,
  });
}
