/**
 * The dashboard's queries: SPEC §7's default GET of the key, SPEC §9's polls (overview and
 * recent conversions every 30 s; revenue every 30 s), and the reset. Overview, funnel, daily and
 * sources are one request (GET /api/admin/analytics/dashboard, one read of the rollups), each
 * card selecting its part.
 */
import type { DashboardFigures, DebugInfo, RecentConversion, RevenueReport } from '@blast/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

const ANALYTICS = {
  dashboard: '/api/admin/analytics/dashboard',
  recent: '/api/admin/analytics/recent-conversions',
  debug: '/api/admin/analytics/debug',
  revenue: '/api/admin/analytics/revenue',
  reset: '/api/admin/analytics/reset',
} as const;

const POLL_MS = { dashboard: 30_000, recent: 30_000, revenue: 30_000 } as const;

/** The figures a rollup change moves; a new conversion moves these and the recent list. */
export const ROLLUP_QUERIES = [ANALYTICS.dashboard] as const;
export const CONVERSION_QUERIES = [...ROLLUP_QUERIES, ANALYTICS.recent] as const;
/** The figures a payment event moves (a refund, a renewal, a cancellation): money, and how the purchase shows. */
export const PAYMENT_QUERIES = [ANALYTICS.revenue, ANALYTICS.recent] as const;

/** One part of the dashboard's figures: every card shares the one request. */
const useFigures = <K extends keyof DashboardFigures>(part: K) =>
  useQuery<DashboardFigures, Error, DashboardFigures[K]>({ queryKey: [ANALYTICS.dashboard], refetchInterval: POLL_MS.dashboard, select: (figures) => figures[part] });

export const useOverview = () => useFigures('overview');
export const useFunnel = () => useFigures('funnel');
export const useDaily = () => useFigures('daily');
export const useSources = () => useFigures('sources');
export const useRecentConversions = () => useQuery<RecentConversion[]>({ queryKey: [ANALYTICS.recent], refetchInterval: POLL_MS.recent });
export const useRevenue = () => useQuery<RevenueReport>({ queryKey: [ANALYTICS.revenue], refetchInterval: POLL_MS.revenue });
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
      adminPost<{ ok: boolean }>(ANALYTICS.reset).catch((err: Error) => {
        throw new Error(err.message || 'Reset failed');
      }),
    onSuccess: refresh,
  });
}
