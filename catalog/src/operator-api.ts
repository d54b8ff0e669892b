/** The shapes the operator API answers with, shared by the functions that build them and the dashboard that reads them. */

export type ForwardStatus = 'pending' | 'delivered' | 'failed';

/** A lead as the operator's table shows it: never the visitor hash. */
export interface LeadRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  plan: string;
  intent: string;
  source: string;
  /** The campaign parameters the lead came with (utm_source, ...). */
  utm: Record<string, string>;
  forward: { hook: string; status: ForwardStatus; attempts: number; lastError: string | null; deliveredAt: string | null; nextAttemptAt: string | null };
}

export interface LeadsPage {
  leads: LeadRow[];
  total: number;
  nextCursor: string | null;
}

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

/** GET /api/admin/analytics/recent-conversions, one row a conversion (SPEC §3's fields). */
export interface RecentConversion {
  id: string;
  name: string | null;
  email: string | null;
  plan: string;
  amount: number;
  conversionType: string;
  foundersRate: boolean;
  utmSource: string | null;
  utmCampaign: string | null;
  timestamp: string;
  /** A founders payment that found no seat left. */
  seatShortfall?: true;
}

/** GET /api/admin/analytics/debug. */
export interface DebugInfo {
  database: { total_page_views: number; total_conversions: number };
  memory: { recent_views_cache_size: number; dedup_window_ms: number };
  environment: { node_env: string; database_url: string };
}

/** GET /api/admin/analytics/daily, one row a day of the window, oldest first. */
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

export type PaymentsMode = 'stand-in' | 'test' | 'live';

/** GET /api/admin/test/config: the configuration the server really runs with, never a secret. */
export interface ConfigurationStatus {
  payments: { mode: PaymentsMode; webhookSecretConfigured: boolean; simulationAllowed: boolean };
  leadHooks: { hook: string; configured: boolean; host: string }[];
  siteUrl: string;
}

/** POST /api/admin/test/simulate-payment. */
export interface SimulationAnswer {
  ok: boolean;
  eventId: string;
  sessionId: string;
  amount: number;
  /** What the webhook answered. */
  webhook: { status: number; body: unknown };
}
