/**
 * The thank-you pages' order (GET /api/order?session_id=cs_...): what a buyer returning from
 * Stripe Checkout is told of their own purchase, and nothing else. Shared by the functions that
 * answer it and the pages that show it.
 */
import type { NextStep } from './next-steps';
import type { PlanId } from './plan-ids';
import type { SetupTerms } from './plans';

/** A Stripe Checkout Session id, as Stripe sends the buyer back with it (`cs_test_...`, `cs_live_...`). */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{10,200}$/;

/** The short reference a buyer quotes to support: the last 8 characters of the session id, upper case. */
export const orderReference = (sessionId: string): string => sessionId.slice(-8).toUpperCase();

/** What follows the payment: the next charge, a trial's first charge, the end of a cancelled subscription, or nothing (one-time). */
export type OrderNext =
  | { kind: 'charge'; date: string; amountCents: number }
  | { kind: 'trial-ends'; date: string; amountCents: number }
  | { kind: 'ends'; date: string }
  | null;

export interface OrderSummary {
  reference: string;
  plan: PlanId;
  planName: string;
  foundersRate: boolean;
  trial: boolean;
  /** Cents charged today (0 for a trial). */
  paidTodayCents: number;
  /** The email the receipt went to. */
  email: string | null;
  next: OrderNext;
  /** The done-for-you setup: none, included and paid, or included with its fee waived (the promo). */
  setup: SetupTerms;
  /** The setup in one sentence (setupNoteOf: "Done-for-you setup included, fee waived: ..."), null without one. */
  setupNote: string | null;
  /** The next steps of what was bought (nextStepsOf): the thank-you page's order island shows them without the catalogue. */
  steps: NextStep[];
}
