/** The dashboard's reads of the analytics over a period (`periodQuery`), and the Reset. */
import type { DateRange } from '../../periods';
import type { Endpoint } from '../endpoint';

/** One refresh's figures over a period, from one read of the rollups. */
export const GET_DASHBOARD = { method: 'GET', path: '/api/admin/analytics/dashboard' } as const satisfies Endpoint;
export const GET_OVERVIEW = { method: 'GET', path: '/api/admin/analytics/overview' } as const satisfies Endpoint;
export const GET_FUNNEL = { method: 'GET', path: '/api/admin/analytics/funnel' } as const satisfies Endpoint;
export const GET_DAILY = { method: 'GET', path: '/api/admin/analytics/daily' } as const satisfies Endpoint;
export const GET_SOURCES = { method: 'GET', path: '/api/admin/analytics/sources' } as const satisfies Endpoint;
/** The store's totals and the API's own state, with the operator's request as the API read it. */
export const GET_DEBUG = { method: 'GET', path: '/api/admin/analytics/debug' } as const satisfies Endpoint;
/** Deletes the traffic figures (rollups, page views, conversions); revenue is kept. */
export const RESET_ANALYTICS = { method: 'POST', path: '/api/admin/analytics/reset' } as const satisfies Endpoint;

/** GET /api/admin/analytics/overview: every page and plan over the window, most first. */
export interface Overview {
  pageViews: { page: string; views: number }[];
  conversions: { plan: string; conversions: number }[];
}

/** GET /api/admin/analytics/funnel, one row a page. */
export interface FunnelEntry {
  page: string;
  views: number;
  conversions: number;
  /** Percent with one decimal, as SPEC shows it: '12.5'. */
  conversionRate: string;
}

/** GET /api/admin/analytics/debug. */
export interface DebugInfo {
  database: { total_page_views: number; total_conversions: number };
  memory: { recent_views_cache_size: number; dedup_window_ms: number };
  environment: { node_env: string; database_url: string };
  /** The operator's own request: where its address was read (CLIENT_IP_SOURCE), the chain, and the address. */
  client: { source: string; forwardedFor: string; address: string };
}

/** GET /api/admin/analytics/dashboard: one refresh's figures over a period, from one read of the rollups. */
export interface DashboardFigures {
  overview: Overview;
  funnel: FunnelEntry[];
  daily: DailyEntry[];
  sources: SourceRow[];
  range: DateRange;
  totals: PeriodTotals;
  previous: { range: DateRange; totals: PeriodTotals };
  /** The operator's last Reset when it fell after the period's start: the figures count from it (ISO time); else null. */
  resetAt: string | null;
}

/** A period's traffic: views, visitors (each day's unique visitors, summed) and conversions. */
export interface PeriodTotals {
  views: number;
  visitors: number;
  conversions: number;
}

/** GET /api/admin/analytics/daily, one row a day of the window (the dashboard's: of its period), oldest first. */
export interface DailyEntry {
  day: string;
  views: number;
  visitors: number;
  conversions: number;
}

/** GET /api/admin/analytics/sources, one row a utm_source and utm_campaign. */
export interface SourceRow {
  source: string;
  campaign: string;
  views: number;
  conversions: number;
  /** Null without views. */
  conversionRate: string | null;
}

/** POST /api/admin/analytics/reset. */
export interface ResetAnswer {
  ok: true;
  deleted: { rollups: number; resetAt: string };
}
