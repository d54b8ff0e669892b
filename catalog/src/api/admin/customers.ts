/**
 * The operator's Customers panel and its "Needs attention" list, from the Stripe mirror the
 * webhook keeps (subscriptions, purchases, abandoned checkouts): docs/payments.md, "Customers".
 */
import { z } from 'zod';
import type { DateRange } from '../../periods';
import type { Endpoint } from '../endpoint';
import { documentIdField, pageSizeField } from '../fields';
import type { PaymentsMode } from './test-payments';
import type { FollowUp } from './today';

export const LIST_CUSTOMERS = { method: 'GET', path: '/api/admin/customers' } as const satisfies Endpoint;
/** GET /api/admin/customers/attention?from=&to= (the period bounds the abandoned checkouts; the rest is now). */
export const GET_NEEDS_ATTENTION = { method: 'GET', path: '/api/admin/customers/attention' } as const satisfies Endpoint;

/** What the panel filters on: Stripe's statuses, and a subscription set to cancel at its period's end. */
export const CUSTOMER_STATES = ['trialing', 'active', 'past_due', 'canceling', 'canceled'] as const;
export type CustomerStateFilter = (typeof CUSTOMER_STATES)[number];
/** A subscription's state as the panel shows it; `other` is Stripe's incomplete, unpaid or paused. */
export type CustomerState = CustomerStateFilter | 'other';

/** A trial ending within this many days needs the owner's attention. */
export const TRIAL_ENDING_DAYS = 7;
/** Each list of Needs attention holds at most this many (the oldest problem first), so its cost never grows with the customers. */
export const ATTENTION_LIST_MAX = 50;

/** One subscription, as the Customers panel shows it. */
export interface CustomerRow {
  subscriptionId: string;
  customerId: string | null;
  /** The customer in Stripe's dashboard (test or live, as the site's key is). */
  stripeUrl: string | null;
  name: string | null;
  email: string | null;
  /** The phone the buyer gave at checkout, where they gave one. */
  phone?: string | null;
  plan: string;
  foundersRate: boolean;
  state: CustomerState;
  /** When it began: the first event the site saw of it. */
  since: string | null;
  /** What it adds to MRR now: 0 unless active or past due. */
  mrrCents: number;
  /** Its monthly price, whether or not it counts in MRR now (a trial's price after the trial). */
  monthlyCents: number;
  /** The date that matters next, and what it is: the next charge, the trial's end, or when it ends (set to cancel). */
  next: { date: string; is: 'charge' | 'trial-end' | 'ends' } | null;
  /** Since when a renewal has failed (past due). */
  pastDueSince: string | null;
  /** The operator's "Contacted" marks of this email (Today), newest first: on the Customers list only. */
  contacted?: FollowUp[];
}

export interface CustomersPage {
  customers: CustomerRow[];
  nextCursor: string | null;
}

/** GET /api/admin/customers?limit=&after=&state=: most recently changed first. */
export const customersQuery = /* @__PURE__ */ z
  .object({
    limit: pageSizeField(),
    after: documentIdField('a subscription id').optional(),
    state: z.union([z.literal(''), z.enum(CUSTOMER_STATES)]).optional(),
  })
  .strict()
  .transform(({ state, ...rest }) => ({ ...rest, ...(state && { state }) }));

export type CustomersQuery = z.input<typeof customersQuery>;

/** A checkout that expired unpaid: who, what, when, and whether its founders seat came back. */
export interface AbandonedCheckoutRow {
  sessionId: string;
  abandonedAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  plan: string;
  foundersRate: boolean;
  trial: boolean;
  /** What the session would have charged today, in cents. */
  amountCents: number;
  /** A founders seat its session held came back to the counter. */
  seatReturned: boolean;
  /** Stripe's link that reopens the checkout, only where the buyer agreed to follow-up emails. */
  recoveryUrl: string | null;
}

export interface NeedsAttention {
  range: DateRange;
  /** Trials ending in the next TRIAL_ENDING_DAYS days, soonest first. */
  trialsEnding: CustomerRow[];
  /** Renewals failed: past due, longest first. */
  pastDue: CustomerRow[];
  /** Set to cancel at their period's end, soonest end first. */
  canceling: CustomerRow[];
  /** Checkouts abandoned in the period, newest first. */
  abandoned: AbandonedCheckoutRow[];
  /** A list cut at ATTENTION_LIST_MAX. */
  more: { trialsEnding: boolean; pastDue: boolean; canceling: boolean; abandoned: boolean };
}

/** A Stripe customer's page in Stripe's dashboard: test mode's for a test key or the stand-in. */
export function stripeCustomerUrl(customerId: string, mode: PaymentsMode): string {
  return `https://dashboard.stripe.com/${mode === 'live' ? '' : 'test/'}customers/${encodeURIComponent(customerId)}`;
}
