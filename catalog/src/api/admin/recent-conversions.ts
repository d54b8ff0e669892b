import type { Endpoint } from '../endpoint';

/** The newest conversions: of all without a period (SPEC's list), of the period with one. */
export const GET_RECENT_CONVERSIONS = { method: 'GET', path: '/api/admin/analytics/recent-conversions' } as const satisfies Endpoint;

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
  /** The page it came from (a lead's: the source Leads shows); null where none was recorded. */
  sourcePage: string | null;
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
