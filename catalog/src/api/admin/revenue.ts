import type { DateRange } from '../../periods';
import type { Endpoint } from '../endpoint';

/** Money over a period, as the payment webhook recorded it (docs/payments.md, "Revenue"). */
export const GET_REVENUE = { method: 'GET', path: '/api/admin/analytics/revenue' } as const satisfies Endpoint;

/** GET /api/admin/analytics/revenue. */
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
  /** Per utm_source and utm_campaign the buyer arrived with, most paid first, over the period: its money sums to `revenueCents`, its refunds to `refundedCents`. */
  bySource: RevenueBySource[];
  /** Per plan bought (renewals and trial conversions under their plan), most paid first, over the period (counted per plan from 2026-11-25). */
  byPlan: RevenueByPlan[];
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
  /** Paid in the window, gross, in cents (the rows sum to the period's Revenue). */
  revenueCents: number;
  /** Refunded in the window, in cents. */
  refundedCents: number;
}

export interface RevenueByPlan {
  /** A plan id of the catalogue, 'unknown' for a session that named none, '(unknown)' for a refund of no known purchase. */
  plan: string;
  /** Purchases paid in the window (a trial counts when its first invoice is paid). */
  purchases: number;
  /** Paid in the window, gross, in cents (the rows sum to the period's Revenue). */
  revenueCents: number;
  /** Refunded in the window, in cents. */
  refundedCents: number;
}
