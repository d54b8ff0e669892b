/** The dashboard's reads of the analytics over a period (`periodQuery`), and the Reset. */
import type { DateRange } from '../../periods';
import type { FunnelStepName, Goal } from '../../rates';
import type { Endpoint } from '../endpoint';

/** One refresh's figures over a period, from one read of the rollups. */
export const GET_DASHBOARD = { method: 'GET', path: '/api/admin/analytics/dashboard' } as const satisfies Endpoint;
export const GET_OVERVIEW = { method: 'GET', path: '/api/admin/analytics/overview' } as const satisfies Endpoint;
export const GET_FUNNEL = { method: 'GET', path: '/api/admin/analytics/funnel' } as const satisfies Endpoint;
export const GET_DAILY = { method: 'GET', path: '/api/admin/analytics/daily' } as const satisfies Endpoint;
export const GET_SOURCES = { method: 'GET', path: '/api/admin/analytics/sources' } as const satisfies Endpoint;
/** The way to a payment, step by step, for the period and per campaign. */
export const GET_FUNNEL_STEPS = { method: 'GET', path: '/api/admin/analytics/funnel-steps' } as const satisfies Endpoint;
/** The store's totals and the API's own state, with the operator's request as the API read it. */
export const GET_DEBUG = { method: 'GET', path: '/api/admin/analytics/debug' } as const satisfies Endpoint;
/** Deletes the traffic figures (rollups, page views, conversions); revenue is kept. */
export const RESET_ANALYTICS = { method: 'POST', path: '/api/admin/analytics/reset' } as const satisfies Endpoint;

/** GET /api/admin/analytics/overview: every page and plan over the window, most first. */
export interface Overview {
  pageViews: { page: string; views: number }[];
  conversions: { plan: string; conversions: number }[];
}

/** Visitors who reached each goal, counted apart (one visitor may reach several). */
export type GoalCounts = Record<Goal, number>;

/**
 * What a page or a campaign turned its visitors into, summed over the period's days: a visitor
 * is counted once a day per page (or campaign), and once a day per goal they reached after it.
 */
export interface VisitorRates {
  /** The page's (or campaign's) visitors, each day's unique ones summed. */
  visitors: number;
  /** Of them, the visitors who reached any goal after it that day: never more than `visitors`. */
  conversions: number;
  /** `conversions` over `visitors` in percent with one decimal ('50.0'); null under MIN_RATE_VISITORS visitors (rates.ts). */
  conversionRate: string | null;
  /** The Wilson 95% lower bound of that rate, in percent with one decimal: what the rows are ranked by. */
  rateLowerBound: string;
  goals: GoalCounts;
  /** What the purchases and trials whose checkout opened from here paid, in cents (the day the checkout opened). */
  revenueCents: number;
  /** `revenueCents` over `visitors`, whole cents; null under MIN_RATE_VISITORS visitors. */
  revenuePerVisitorCents: number | null;
}

/** GET /api/admin/analytics/funnel, one row a page: SPEC's funnel entry, of visitors (see VisitorRates). */
export interface FunnelEntry extends VisitorRates {
  page: string;
  views: number;
  /** Percent with one decimal, as SPEC shows it: '12.5'; null under MIN_RATE_VISITORS visitors (not enough to rate). */
  conversionRate: string | null;
}

/** One step of the way to a payment. */
export interface FunnelStep {
  step: FunnelStepName;
  label: string;
  /** The visitors who reached the step (and every step before it), each day's summed. */
  visitors: number;
  /** The visitors of the step before who did not reach this one (0 for the first). */
  dropOff: number;
  /** `visitors` over the first step's, percent with one decimal; null under MIN_RATE_VISITORS first-step visitors (rates.ts). */
  ofVisitors: string | null;
}

/** GET /api/admin/analytics/funnel-steps: the period's steps, and each campaign's. */
export interface FunnelSteps {
  steps: FunnelStep[];
  bySource: { source: string; campaign: string; steps: FunnelStep[] }[];
}

/** GET /api/admin/analytics/debug. */
export interface DebugInfo {
  database: { total_page_views: number; total_conversions: number };
  memory: { recent_views_cache_size: number; dedup_window_ms: number };
  environment: { node_env: string; database_url: string };
  /** The operator's own request: where its address was read (CLIENT_IP_SOURCE), the chain, and the address. */
  client: { source: string; forwardedFor: string; address: string };
  /** The status the owner reads: the newest event of each kind, and the deliveries that gave up. */
  status: DebugStatus;
}

/** The newest event of each kind (ISO times, null while there is none) and the deliveries that failed (their last try given up). */
export interface DebugStatus {
  last: {
    pageView: string | null;
    conversion: { at: string; type: string } | null;
    lead: string | null;
    customerEvent: { at: string; kind: string } | null;
  };
  failing: { leads: number; customerEvents: number };
}

/** GET /api/admin/analytics/dashboard: one refresh's figures over a period, from one read of the rollups. */
export interface DashboardFigures {
  overview: Overview;
  funnel: FunnelEntry[];
  daily: DailyEntry[];
  sources: SourceRow[];
  funnelSteps: FunnelSteps;
  range: DateRange;
  totals: PeriodTotals;
  /** Of the period's visitors, those who reached a goal (each day's summed): the people behind `totals.conversions`. */
  convertingVisitors: number;
  previous: { range: DateRange; totals: PeriodTotals };
  /** The operator's last Reset when it fell after the period's start: the figures count from it (ISO time); else null. */
  resetAt: string | null;
}

/** A period's traffic: views, visitors (each day's unique visitors, summed) and conversions (the events, as Most Popular Plan counts them: one per lead, demo interest, purchase or trial). */
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

/** GET /api/admin/analytics/sources, one row a utm_source and utm_campaign: its views, and its visitors' rates (VisitorRates; the rate null under MIN_RATE_VISITORS visitors). */
export interface SourceRow extends VisitorRates {
  source: string;
  campaign: string;
  views: number;
}

/** POST /api/admin/analytics/reset. */
export interface ResetAnswer {
  ok: true;
  deleted: { rollups: number; resetAt: string };
}
