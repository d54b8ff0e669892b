/**
 * The dashboard's queries: SPEC §7's default GET of the key, SPEC §9's polls (overview and
 * recent conversions every 30 s, the funnel every 60 s; revenue every 30 s), and the reset.
 */
import type { DailyEntry, DebugInfo, FunnelEntry, Overview, RecentConversion, RevenueReport, SourceRow } from '@blast/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

const ANALYTICS = {
  overview: '/api/admin/analytics/overview',
  recent: '/api/admin/analytics/recent-conversions',
  funnel: '/api/admin/analytics/funnel',
  debug: '/api/admin/analytics/debug',
  daily: '/api/admin/analytics/daily',
  sources: '/api/admin/analytics/sources',
  revenue: '/api/admin/analytics/revenue',
  reset: '/api/admin/analytics/reset',
} as const;

const POLL_MS = { overview: 30_000, recent: 30_000, funnel: 60_000, daily: 60_000, sources: 60_000, revenue: 30_000 } as const;

/** The figures a rollup change moves; a new conversion moves these and the recent list. */
export const ROLLUP_QUERIES = [ANALYTICS.overview, ANALYTICS.funnel, ANALYTICS.daily, ANALYTICS.sources] as const;
export const CONVERSION_QUERIES = [...ROLLUP_QUERIES, ANALYTICS.recent] as const;
/** The figures a payment event moves (a refund, a renewal, a cancellation): money, and how the purchase shows. */
export const PAYMENT_QUERIES = [ANALYTICS.revenue, ANALYTICS.recent] as const;

export const useOverview = () => useQuery<Overview>({ queryKey: [ANALYTICS.overview], refetchInterval: POLL_MS.overview });
export const useRecentConversions = () => useQuery<RecentConversion[]>({ queryKey: [ANALYTICS.recent], refetchInterval: POLL_MS.recent });
export const useFunnel = () => useQuery<FunnelEntry[]>({ queryKey: [ANALYTICS.funnel], refetchInterval: POLL_MS.funnel });
export const useDaily = () => useQuery<DailyEntry[]>({ queryKey: [ANALYTICS.daily], refetchInterval: POLL_MS.daily });
export const useSources = () => useQuery<SourceRow[]>({ queryKey: [ANALYTICS.sources], refetchInterval: POLL_MS.sources });
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
