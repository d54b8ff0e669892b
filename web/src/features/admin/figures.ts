/** What the dashboard's cards and lists print, from the API's figures (SPEC §2). */
import { PLANS, formatCents, isPlanId, type FunnelEntry, type Overview } from '@blast/catalog';

const NOT_AVAILABLE = 'N/A';
export const TOP_PAGES = 8;
/** What a list or table of the dashboard says when its query has nothing to show. */
export const NO_DATA_YET = 'No data in the last 30 days yet.';

/** '/' is shown as 'Home'. */
export const pageLabel = (page: string) => (page === '/' ? 'Home' : page);

export const planLabel = (plan: string) => (isPlanId(plan) ? PLANS[plan].name : plan);

export const totalViews = (overview: Overview) => overview.pageViews.reduce((sum, row) => sum + row.views, 0);
export const totalConversions = (overview: Overview) => overview.conversions.reduce((sum, row) => sum + row.conversions, 0);

/** The first funnel entry with its rate, or N/A. */
export function topConvertingPage(funnel: readonly FunnelEntry[]): { label: string; detail?: string } {
  const [first] = funnel;
  return first ? { label: pageLabel(first.page), detail: `${first.conversionRate}% conversion rate` } : { label: NOT_AVAILABLE };
}

/** The first conversions entry's plan with its count, or N/A. */
export function mostPopularPlan(overview: Overview): { label: string; detail?: string } {
  const [first] = overview.conversions;
  return first ? { label: planLabel(first.plan), detail: `${first.conversions} conversion${first.conversions === 1 ? '' : 's'}` } : { label: NOT_AVAILABLE };
}

/** Cents to dollars, always with the cents: 19700 is '$197.00', 500000 is '$5,000.00'. */
export const dollars = (cents: number) => formatCents(cents, { alwaysShowCents: true });

/** The funnel bar's width: the rate, capped at 100%. */
export const barPercent = (conversionRate: string) => Math.max(0, Math.min(100, Number(conversionRate) || 0));

export const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
