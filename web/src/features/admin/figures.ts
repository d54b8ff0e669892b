/** What the dashboard's cards and lists print, from the API's figures (SPEC §2). */
import { GOALS, NOT_ENOUGH_VISITORS, PLANS, changeOf, enoughVisitors, formatCents, isPlanId, perVisitorCents, type FunnelEntry, type GoalCounts, type Overview, type RecentConversion, type RevenueBySource, type RevenueReport, type SourceRow, type VisitorRates } from '@blast/catalog';

const NOT_AVAILABLE = 'N/A';
export const TOP_PAGES = 8;
/** What a list or table of the dashboard says when its query has nothing to show in the period ('Last 30 days'). */
export const noDataIn = (periodLabel: string) => `No data in ${/^(Last|Today)/.test(periodLabel) ? periodLabel.toLowerCase().replace(/^last/, 'the last') : periodLabel} yet.`;

const resetMoment = (resetAt: string) => new Date(resetAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** What a figure counts since: the period, cut by the Reset where one fell inside it ('Last 30 days, since the Reset of Nov 25, 10:02'). */
export function sinceLabel(periodLabel: string, resetAt: string | null | undefined): string {
  if (!resetAt) return periodLabel;
  return `${periodLabel}, since the Reset of ${resetMoment(resetAt)}`;
}

/**
 * What a figure of payments says where a Reset cut the period: the traffic beside it counts from
 * the Reset, the payments do not ('payments from before the Reset of Nov 25, 10:02 included: a
 * Reset keeps payments'); '' where no Reset cut it.
 */
export const paymentsKeptNote = (resetAt: string | null | undefined) => (resetAt ? `Payments from before the Reset of ${resetMoment(resetAt)} included: a Reset keeps payments, not traffic` : '');

/** A figure's change against the period before: an arrow and a percent, 'new' where the earlier was 0. */
export function changeLabel(current: number, previous: number): { text: string; direction: 'up' | 'down' | 'flat' } {
  const change = changeOf(current, previous);
  if (change === 'new') return { text: '▲ new', direction: 'up' };
  const rounded = Math.round(change.percent);
  if (rounded === 0) return { text: '0%', direction: 'flat' };
  return rounded > 0 ? { text: `▲ ${rounded}%`, direction: 'up' } : { text: `▼ ${-rounded}%`, direction: 'down' };
}

/** A rate of 0..1 as a percent with one decimal, or '–' when there is nothing to rate. */
export const rateLabel = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

/** '/' is shown as 'Home'. */
export const pageLabel = (page: string) => (page === '/' ? 'Home' : page);

export const planLabel = (plan: string) => (isPlanId(plan) ? PLANS[plan].name : plan);

export const totalViews = (overview: Overview) => overview.pageViews.reduce((sum, row) => sum + row.views, 0);
export const totalConversions = (overview: Overview) => overview.conversions.reduce((sum, row) => sum + row.conversions, 0);

/** The first funnel entry with its rate, or N/A (and why, where pages were seen by too few visitors to rate). */
export function topConvertingPage(funnel: readonly FunnelEntry[]): { label: string; detail?: string } {
  const [first] = funnel;
  if (!first) return { label: NOT_AVAILABLE };
  // Rated pages come first (analytics-rates.ts): a first without a rate means none has one.
  return first.conversionRate === null ? { label: NOT_AVAILABLE, detail: NOT_ENOUGH_VISITORS } : { label: pageLabel(first.page), detail: `${first.conversionRate}% conversion rate` };
}

/** A rate as the dashboard shows it: '12.5%', or why there is none ('not enough visitors yet'). */
export const rateText = (conversionRate: string | null) => (conversionRate === null ? NOT_ENOUGH_VISITORS : `${conversionRate}%`);

/**
 * A text with paths cut into the pieces it may wrap between besides its spaces: after each '/'
 * ('/a/free-bird-dog-snapshot' is ['/', 'a/', 'free-bird-dog-snapshot']), never inside a word.
 */
export const pathPieces = (text: string): string[] => text.split(/(?<=\/)/).filter(Boolean);

const CONVERSION_NAMES: Readonly<Record<string, string>> = {
  lead: 'Lead',
  demo_interest: 'Demo interest',
  purchase: 'Purchase',
  trial: 'Trial',
  checkout_started: 'Checkout opened',
};

/** A conversion's type as the owner reads it: 'Demo interest' for demo_interest. */
export const conversionName = (type: string) => CONVERSION_NAMES[type] ?? type.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

/**
 * A recent conversion as a sentence: 'Lead from /free-bird-dog-snapshot', 'Demo interest on
 * /book-demo', 'Purchase of Blast CRM from /pricing', 'Trial of Blast CRM from /free-trial'
 * (the page it came from, as the lead's source in Leads; a plan of 'unknown' left out).
 */
export function conversionSentence({ conversionType, plan, sourcePage }: Pick<RecentConversion, 'conversionType' | 'plan' | 'sourcePage'>): string {
  const name = conversionName(conversionType);
  const known = plan && plan !== 'unknown' && conversionType !== 'demo_interest' && conversionType !== 'lead' ? ` of ${planLabel(plan)}` : '';
  const page = sourcePage ? ` ${conversionType === 'demo_interest' ? 'on' : 'from'} ${sourcePage}` : '';
  return `${name}${known}${page}`;
}

/**
 * Traffic Sources with the money of Revenue by source (one computation: the payments' ledger, so
 * the two tables and Revenue agree): each row's revenue and its amount a visitor from the ledger
 * row of its source and campaign; a source that paid but has no traffic left (a Reset wiped it)
 * added with none. The rows' revenue sums to the ledger's.
 */
export function sourcesWithRevenue(rows: readonly SourceRow[], bySource: readonly RevenueBySource[]): SourceRow[] {
  const keyOf = (row: { source: string; campaign: string }) => JSON.stringify([row.source, row.campaign]);
  const paid = new Map(bySource.map((row) => [keyOf(row), row.revenueCents]));
  const withMoney = rows.map((row) => {
    const revenueCents = paid.get(keyOf(row)) ?? 0;
    return { ...row, revenueCents, revenuePerVisitorCents: enoughVisitors(row.visitors) ? perVisitorCents(revenueCents, row.visitors) : null };
  });
  const seen = new Set(rows.map(keyOf));
  const none = { views: 0, visitors: 0, conversions: 0, conversionRate: null, rateLowerBound: '0.0', goals: { purchase: 0, trial: 0, lead: 0, demo_interest: 0 }, revenuePerVisitorCents: null };
  const moneyOnly = bySource.filter((row) => !seen.has(keyOf(row)) && row.revenueCents !== 0).map((row) => ({ ...none, source: row.source, campaign: row.campaign, revenueCents: row.revenueCents }));
  return [...withMoney, ...moneyOnly];
}

/** The first conversions entry's plan with its count, or N/A. */
export function mostPopularPlan(overview: Overview): { label: string; detail?: string } {
  const [first] = overview.conversions;
  return first ? { label: planLabel(first.plan), detail: `${first.conversions} conversion${first.conversions === 1 ? '' : 's'}` } : { label: NOT_AVAILABLE };
}

const GOAL_NAMES: Readonly<Record<keyof GoalCounts, [string, string]>> = {
  purchase: ['purchase', 'purchases'],
  trial: ['trial', 'trials'],
  lead: ['lead', 'leads'],
  demo_interest: ['demo interest', 'demo interests'],
};

/** The goals a page's or campaign's visitors reached, counted apart: '1 lead · 1 demo interest' ('' for none). */
export const goalsLabel = (goals: GoalCounts) =>
  GOALS.filter((goal) => goals[goal] > 0)
    .map((goal) => `${goals[goal]} ${GOAL_NAMES[goal][goals[goal] === 1 ? 0 : 1]}`)
    .join(' · ');

/** What a page's or campaign's visitors paid: '$197.00, $98.50 a visitor' ('' without revenue). */
export const revenueLabel = ({ revenueCents, revenuePerVisitorCents }: Pick<VisitorRates, 'revenueCents' | 'revenuePerVisitorCents'>) =>
  revenueCents > 0 ? `${dollars(revenueCents)}${revenuePerVisitorCents === null ? '' : `, ${dollars(revenuePerVisitorCents)} a visitor`}` : '';

/** Cents to dollars, always with the cents: 19700 is '$197.00', 500000 is '$5,000.00'. */
export const dollars = (cents: number) => formatCents(cents, { alwaysShowCents: true });

/** Money that may be negative (net of refunds): '-$50.00'. */
export const signedDollars = (cents: number) => (cents < 0 ? `-${dollars(-cents)}` : dollars(cents));

/** A count with its thousands separated: 12,345. */
export const count = (n: number) => n.toLocaleString('en-US');

const COMPACT_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** Cents as a chart's axis reads them, short enough to fit: $0, $950, $1.5K, $15K, $1.2M. */
export const axisDollars = (cents: number) => COMPACT_DOLLARS.format(cents / 100);

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A count as a chart's axis reads it: 950, 1.5K, 15K. */
export const axisCount = (n: number) => COMPACT.format(n);

/** The funnel bar's width: the rate, capped at 100% (empty without one). */
export const barPercent = (conversionRate: string | null) => Math.max(0, Math.min(100, Number(conversionRate) || 0));

export const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Money paid less money refunded, over the period. */
export const netRevenueCents = (report: Pick<RevenueReport, 'revenueCents' | 'refundedCents'>) => report.revenueCents - report.refundedCents;

/** A badge of Recent Conversions: what became of a purchase's money, or the state of its subscription. */
export interface PaymentBadge {
  label: string;
  color: 'warning' | 'error' | 'info' | 'default';
}

const SUBSCRIPTION_BADGES: Readonly<Record<string, PaymentBadge>> = {
  trialing: { label: 'Trialing', color: 'info' },
  past_due: { label: 'Past due', color: 'error' },
  canceled: { label: 'Canceled', color: 'default' },
  incomplete_expired: { label: 'Expired', color: 'default' },
  unpaid: { label: 'Unpaid', color: 'error' },
};

/** Pending, payment failed, refunded (in full or in part), disputed, and a subscription's trouble, in that order. */
export function paymentBadges({ amount, payment }: Pick<RecentConversion, 'amount' | 'payment'>): PaymentBadge[] {
  if (!payment) return [];
  const badges: PaymentBadge[] = [];
  if (payment.status === 'pending') badges.push({ label: 'Pending', color: 'warning' });
  if (payment.status === 'failed') badges.push({ label: 'Payment failed', color: 'error' });
  if (payment.refundedCents > 0) badges.push({ label: payment.refundedCents >= amount ? 'Refunded' : `Refunded ${dollars(payment.refundedCents)}`, color: 'warning' });
  if (payment.disputed) badges.push({ label: 'Disputed', color: 'error' });
  const subscription = payment.subscriptionStatus && SUBSCRIPTION_BADGES[payment.subscriptionStatus];
  if (subscription) badges.push(subscription);
  // Set to cancel at its period's end: still active (and in MRR) until then.
  if (payment.canceling) badges.push({ label: 'Canceling', color: 'warning' });
  return badges;
}
