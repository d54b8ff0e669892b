/**
 * What the operator's automation (the CRM) hears of a customer: one customer event per Stripe
 * event that tells of one (a purchase paid, a trial started or converted, a renewal failed, a
 * cancellation, a refund), written in that event's own commit and keyed by its id, so a replay
 * writes nothing new. The trigger of triggers/customer-delivery.ts queues it for the hook.
 */
import { PLANS, isPlanId, type Campaign, type CustomerEventKind, type PlanId, type SetupTerms } from '@blast/catalog';
import { customerHookTarget } from '../../../config';
import { collections } from '../../../store/collections';
import { Timestamp } from '../../../store/db';
import type { ForwardState, PurchaseDocument } from '../../../store/documents';
import type { EventCommit } from './event-commit';
import { campaignOfBuyer } from '../revenue/revenue-ledger';
import { expectedNextChargeMs } from '../revenue/revenue-rules';
import type { ReadMetadata } from '../session-metadata';

/** Who the customer is, as the checkout's lead gave it (its name and phone travel in the session's metadata). */
export interface Buyer {
  name?: string;
  email?: string;
  phone?: string;
  campaign: Campaign;
}

export interface CustomerNews {
  kind: CustomerEventKind;
  buyer: Buyer;
  plan: string;
  amountCents: number;
  monthlyCents?: number;
  nextDate: Timestamp | null;
  customerId?: string;
  subscriptionId?: string;
  sessionId?: string;
  /** An abandoned checkout's recovery link, where the buyer agreed to follow-up emails. */
  recoveryUrl?: string;
  /** The order's done-for-you setup (a purchase paid, a trial started): what the CRM is to deliver. */
  setup?: SetupTerms;
}

/** The buyer of a session's or subscription's metadata (set by the checkout), with the email Stripe has. */
export function buyerOfMetadata({ name, phone, campaign }: Pick<ReadMetadata, 'name' | 'phone' | 'campaign'>, email: string | null | undefined): Buyer {
  return { ...(name && { name }), ...(email && { email: email.toLowerCase() }), ...(phone && { phone }), campaign };
}

/** The buyer of a recorded purchase; what it lacks taken from `fallback`. */
export function buyerOfPurchase(purchase: PurchaseDocument | undefined, fallback: Buyer): Buyer {
  if (!purchase) return fallback;
  const campaign = Object.keys(fallback.campaign).length > 0 ? fallback.campaign : campaignOfBuyer(purchase);
  return {
    ...fallback,
    ...(purchase.name && { name: purchase.name }),
    ...(purchase.email && { email: purchase.email }),
    ...(purchase.phone && { phone: purchase.phone }),
    campaign,
  };
}

/** The plan of metadata, or 'unknown'. */
export const planOfMetadata = (metadata: ReadMetadata): PlanId | 'unknown' => metadata.plan ?? 'unknown';

/**
 * When a subscription bought at `at` next charges, when Stripe has not said (its subscription
 * event not seen yet): a trial's end, else a month on; none for a one-time plan.
 */
export function expectedNextCharge(plan: string, trial: boolean, at: Timestamp): Timestamp | null {
  if (!trial && (!isPlanId(plan) || PLANS[plan].billing !== 'monthly')) return null;
  return Timestamp.fromMillis(expectedNextChargeMs(trial, at.toMillis()));
}

/** A Stripe time (Unix seconds) as a Timestamp; null when absent. */
export const stripeTime = (seconds: number | null | undefined): Timestamp | null => (seconds ? Timestamp.fromMillis(seconds * 1000) : null);

/** A new customer event's delivery record: pending for the queue, or failed at once naming the missing hook (the operator's Retry sends it once it is set). */
export function firstForward(): ForwardState {
  const target = customerHookTarget();
  return 'url' in target ? { hook: 'customer', status: 'pending', attempts: 0, round: 0 } : { hook: 'customer', status: 'failed', attempts: 0, round: 0, lastError: target.problem };
}

/** Adds the customer event of this Stripe event to its commit (created: the event's id is taken once). */
export function tellCustomer(commit: EventCommit, news: CustomerNews): void {
  const { buyer } = news;
  commit.batch.create(collections.customerEvents().doc(commit.event.id), {
    kind: news.kind,
    test: commit.event.livemode !== true,
    ...(buyer.name && { name: buyer.name }),
    ...(buyer.email && { email: buyer.email }),
    ...(buyer.phone && { phone: buyer.phone }),
    plan: news.plan,
    amountCents: news.amountCents,
    ...(news.monthlyCents !== undefined && { monthlyCents: news.monthlyCents }),
    nextDate: news.nextDate,
    campaign: buyer.campaign,
    ...(news.customerId && { customerId: news.customerId }),
    ...(news.subscriptionId && { subscriptionId: news.subscriptionId }),
    ...(news.sessionId && { sessionId: news.sessionId }),
    ...(news.recoveryUrl && { recoveryUrl: news.recoveryUrl }),
    ...(news.setup && { setup: news.setup }),
    createdAt: commit.at,
    forward: firstForward(),
  });
}
