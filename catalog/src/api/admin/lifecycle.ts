/**
 * The payment lifecycle on the local Stripe stand-in: its checkout sessions, and one action played
 * on one of them, each sent as Stripe's signed events through the real webhook.
 */
import { z } from 'zod';
import type { Endpoint } from '../endpoint';

/** The stand-in's checkout sessions, newest first. */
export const LIST_LIFECYCLE_SESSIONS = { method: 'GET', path: '/api/admin/test/lifecycle' } as const satisfies Endpoint;
export const PLAY_LIFECYCLE = { method: 'POST', path: '/api/admin/test/lifecycle' } as const satisfies Endpoint;

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

export const lifecycleInput = /* @__PURE__ */ z
  .object({
    sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'must be a checkout session id (cs_...)'),
    action: z.enum(LIFECYCLE_ACTIONS),
    // A refund of part of the charge; absent: all that is left of it.
    amountCents: z.number().int('must be whole cents').positive('must be more than 0').optional(),
  })
  .strict();

export type LifecycleBody = z.input<typeof lifecycleInput>;

/** POST /api/admin/test/lifecycle: what was done, and every event sent with the webhook's status. */
export interface LifecycleAnswer {
  ok: boolean;
  action: LifecycleAction;
  session: LifecycleSession;
  events: { id: string; type: string; webhookStatus: number }[];
}
