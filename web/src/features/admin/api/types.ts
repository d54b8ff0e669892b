/** The answers of /api/admin/** (functions/src/domain/analytics-report.ts, lead-admin.ts). */
export interface Overview {
  pageViews: { page: string; views: number }[];
  conversions: { plan: string; conversions: number }[];
}

export interface FunnelEntry {
  page: string;
  views: number;
  conversions: number;
  conversionRate: string;
}

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
}

export interface DebugInfo {
  database: { total_page_views: number; total_conversions: number };
  memory: { recent_views_cache_size: number; dedup_window_ms: number };
  environment: { node_env: string; database_url: string };
}

export interface DailyEntry {
  day: string;
  views: number;
  visitors: number;
  conversions: number;
}

export interface SourceRow {
  source: string;
  campaign: string;
  views: number;
  conversions: number;
  conversionRate: string | null;
}

export type { LeadRow, LeadsPage } from '@blast/catalog';
