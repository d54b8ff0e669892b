/** The answers of /api/admin/**: declared once, in @blast/catalog, for the functions and the dashboard. */
export type { DailyEntry, DebugInfo, FunnelEntry, LeadRow, LeadsPage, Overview, RecentConversion, SourceRow } from '@blast/catalog';
