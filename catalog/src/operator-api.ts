/** The shapes the operator API answers with, shared by the functions that build them and the dashboard that reads them. */
import type { DateRange } from './periods';

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
  forward: {
    hook: string;
    status: ForwardStatus;
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
    nextAttemptAt: string | null;
    /** Pending, but no try is under way or coming: the operator's Retry starts a new round. */
    stalled: boolean;
  };
}

/** What the operator's automation hears of a customer (README, "The CRM hears of every customer"). */
export const CUSTOMER_EVENT_KINDS = ['purchase-paid', 'trial-started', 'trial-converted', 'renewal-failed', 'canceled', 'refunded'] as const;
export type CustomerEventKind = (typeof CUSTOMER_EVENT_KINDS)[number];

/** A customer event as the operator's panel shows it, with its delivery to CUSTOMER_HOOK_URL. */
export interface CustomerEventRow {
  /** The Stripe event's id: one customer event a Stripe event. */
  id: string;
  kind: CustomerEventKind;
  occurredAt: string;
  name: string | null;
  email: string | null;
  plan: string;
  amountCents: number;
  nextDate: string | null;
  test: boolean;
  forward: LeadRow['forward'];
}

export interface CustomerEventsPage {
  events: CustomerEventRow[];
  nextCursor: string | null;
}

export interface LeadsPage {
  leads: LeadRow[];
  /** Every lead the filter keeps; null when a search or stalled/pending narrowed them (unknown without reading them all). */
  total: number | null;
  nextCursor: string | null;
}

/** The delivery states the leads table filters on: stalled is a pending lead no try will end. */
export const LEAD_STATUS_FILTERS = ['pending', 'stalled', 'delivered', 'failed'] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];

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
  /** For a purchase or a trial: what became of its money since (absent for other conversions). */
  payment?: PurchaseState;
}

/** A purchase's payment: pending until a delayed method settles, then paid, or failed. */
export type PaymentStatus = 'pending' | 'paid' | 'failed';

export interface PurchaseState {
  status: PaymentStatus;
  /** Cents refunded so far (every refund of its charges, renewals included). */
  refundedCents: number;
  /** A charge of it was disputed by the buyer's bank. */
  disputed: boolean;
  /** Its subscription's status at Stripe (trialing, active, past_due, canceled, ...); null for a one-time purchase. */
  subscriptionStatus: string | null;
  /** Its subscription is set to cancel at the end of its period (still in MRR until then). */
  canceling?: boolean;
}

/** GET /api/admin/analytics/revenue: money, as the payment webhook recorded it (README, "Revenue"). */
export interface RevenueReport extends RevenueFigures {
  /** The monthly price of every active and past-due subscription, now. */
  mrrCents: number;
  /** Subscriptions active or past due: the ones in MRR. */
  activeSubscriptions: number;
  trialing: number;
  /** Subscriptions (active, past due or trialing) set to cancel at their period's end: still counted above until they end. */
  canceling: number;
  /** Money paid in the last 30 days (UTC days, today included), gross, whatever the period. */
  revenue30dCents: number;
  /** Money refunded in the same 30 days. */
  refunded30dCents: number;
  /** Purchases whose delayed payment has not settled yet. */
  pendingPayments: number;
  /** Per utm_source and utm_campaign the buyer arrived with, net of refunds, most first, over the period. */
  bySource: RevenueBySource[];
  /** Each day of the period, oldest first: money paid and refunded that day, MRR at its end. */
  series: RevenueDay[];
  /** The same figures over the period of the same length just before. */
  previous: RevenueFigures;
}

/** A period's money and subscriptions. */
export interface RevenueFigures {
  range: DateRange;
  /** Money paid in the period, gross. */
  revenueCents: number;
  refundedCents: number;
  /** MRR at the end of the period's last day. */
  mrrEndCents: number;
  /** Subscriptions that started paying (bought outright, or a trial converted). */
  newSubscriptions: number;
  /** Paying subscriptions cancelled. */
  canceledSubscriptions: number;
  trialsStarted: number;
  trialsConverted: number;
  /** Trials cancelled before their first payment. */
  trialsCanceled: number;
  /** Converted over the trials that ended in the period (converted or cancelled), 0..1; null when none ended. */
  trialToPaidRate: number | null;
  /** Cancelled over the subscriptions active at the period's start, 0..1; null when none was. */
  churnRate: number | null;
}

export interface RevenueDay {
  day: string;
  revenueCents: number;
  refundedCents: number;
  mrrCents: number;
}

export interface RevenueBySource {
  source: string;
  campaign: string;
  /** Purchases paid in the window (a trial counts when its first invoice is paid). */
  purchases: number;
  /** Paid less refunded in the window, in cents. */
  revenueCents: number;
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

export type PaymentsMode = 'stand-in' | 'test' | 'live';

/** GET /api/admin/test/config: the configuration the server really runs with, never a secret. */
export interface ConfigurationStatus {
  payments: { mode: PaymentsMode; webhookSecretConfigured: boolean; simulationAllowed: boolean };
  leadHooks: { hook: string; configured: boolean; host: string }[];
  siteUrl: string;
}

/**
 * What the purchase testing page makes the local Stripe stand-in do to a checkout session, as
 * Stripe's test clocks would: each sends the events Stripe sends, signed, through the webhook.
 */
export const LIFECYCLE_ACTIONS = [
  'pay',
  'pay-pending',
  'pending-succeeds',
  'pending-fails',
  'expire',
  'end-trial',
  'renew',
  'fail-renewal',
  'cancel',
  'refund',
  'dispute',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** A checkout session the stand-in holds, as GET /api/admin/test/lifecycle lists them (newest first). */
export interface LifecycleSession {
  id: string;
  plan: string;
  mode: string;
  /** open, complete or expired. */
  status: string;
  /** paid, unpaid or no_payment_required. */
  paymentStatus: string;
  amountTotal: number;
  email: string | null;
  subscriptionStatus: string | null;
  refundedCents: number;
  createdAt: string;
}

/** POST /api/admin/test/lifecycle: what was done, and every event sent with the webhook's status. */
export interface LifecycleAnswer {
  ok: boolean;
  action: LifecycleAction;
  session: LifecycleSession;
  events: { id: string; type: string; webhookStatus: number }[];
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
