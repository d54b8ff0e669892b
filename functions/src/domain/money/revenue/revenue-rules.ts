/**
 * The rules of money after the checkout (PRODUCT.md, "Money after the checkout"), pure: what a
 * session, an invoice or a refund adds to the revenue, what a subscription adds to MRR, and which
 * changes a record may take. The event handlers beside this file apply them.
 */
import { PLANS, TRIAL_DAYS, isPlanId, planPriceCents, type PaymentStatus } from '@blast/catalog';

/** A session's payment_status as a purchase: paid, or nothing due (a trial), counts; unpaid waits for its delayed method. */
export function purchaseStatusOf(paymentStatus: string): PaymentStatus {
  return paymentStatus === 'unpaid' ? 'pending' : 'paid';
}

/** A purchase only moves forward: from nothing to anything, from pending to paid or failed; paid and failed are final. */
export function purchaseMoves(from: PaymentStatus | undefined, to: PaymentStatus): boolean {
  if (from === undefined) return true;
  return from === 'pending' && to !== 'pending';
}

/** What a session adds once paid: its amount, and one purchase; a trial ($0 today) adds neither. */
export function sessionRevenue(amountTotal: number | null): { amountCents: number; purchases: number } {
  const amountCents = Math.max(0, amountTotal ?? 0);
  return { amountCents, purchases: amountCents > 0 ? 1 : 0 };
}

/**
 * What a paid invoice is: no money (a trial's $0 invoice); the first payment of a subscription
 * bought outright (billing reason subscription_create), which is the same payment as its session
 * and counted by it; a trial's first paid invoice (its conversion); or a renewal.
 */
export type InvoiceKind = 'none' | 'first-payment' | 'trial-conversion' | 'renewal';

export function invoiceKind({ billingReason, amountPaid, trialAwaitingPayment }: { billingReason: string | null; amountPaid: number; trialAwaitingPayment: boolean }): InvoiceKind {
  if (amountPaid <= 0) return 'none';
  if (billingReason === 'subscription_create') return 'first-payment';
  return trialAwaitingPayment ? 'trial-conversion' : 'renewal';
}

/** What an invoice adds to the revenue: conversions and renewals their amount; a conversion is a purchase too. */
export function invoiceRevenue(kind: InvoiceKind, amountPaid: number): { amountCents: number; purchases: number } {
  if (kind === 'trial-conversion') return { amountCents: amountPaid, purchases: 1 };
  if (kind === 'renewal') return { amountCents: amountPaid, purchases: 0 };
  return { amountCents: 0, purchases: 0 };
}

/**
 * What a charge.refunded adds: Stripe sends the charge's cumulative amount_refunded, so an event
 * adds what is beyond what was recorded; the same refund again, or an older event arriving late, adds 0.
 */
export function refundDelta(recordedCents: number, amountRefunded: number): number {
  return Math.max(0, amountRefunded - recordedCents);
}

/** The subscription statuses whose monthly amount is MRR. */
const MRR_STATUSES = ['active', 'past_due'] as const;
/** The statuses the revenue report reads: MRR's, and trials. */
export const LIVE_STATUSES = [...MRR_STATUSES, 'trialing'] as const;

export const countsInMrr = (status: string): boolean => (MRR_STATUSES as readonly string[]).includes(status);

/** Stripe never moves a subscription out of these. */
const FINAL_STATUSES = ['canceled', 'incomplete_expired'];

/**
 * Whether an event created at `eventAt` may set a subscription's status: never once it is final,
 * never from an event older than the one that set it (events arrive out of order).
 */
export function statusApplies(current: { status: string; statusAt: number } | undefined, eventAt: number): boolean {
  if (!current) return true;
  return !FINAL_STATUSES.includes(current.status) && eventAt >= current.statusAt;
}

/** A subscription item as Stripe sends it, with what MRR needs. */
export interface PricedItem {
  quantity?: number;
  price: { unit_amount: number | null; recurring: { interval: string; interval_count: number } | null };
}

/** How many months one billing interval lasts. */
const MONTHS_PER: Readonly<Record<string, number>> = { day: 12 / 365, week: 12 / 52, month: 1, year: 12 };

/** A subscription's monthly amount from its items: each recurring price times its quantity, per month, in whole cents. */
export function monthlyCentsOfItems(items: readonly PricedItem[]): number {
  const monthly = items.reduce((sum, { quantity = 1, price }) => {
    const months = price.recurring && MONTHS_PER[price.recurring.interval];
    if (!months || price.unit_amount === null) return sum;
    return sum + (price.unit_amount * quantity) / (months * Math.max(1, price.recurring!.interval_count));
  }, 0);
  return Math.round(monthly);
}

/**
 * A plan's monthly price from the catalogue (the founders rate where it applies), until Stripe's
 * subscription object says otherwise; 0 for prepay and Elite: they are revenue, not MRR.
 */
export function catalogueMonthlyCents(plan: string, foundersRate: boolean): number {
  if (!isPlanId(plan) || PLANS[plan].billing !== 'monthly') return 0;
  return planPriceCents(plan, { foundersRate: foundersRate && plan === 'blast' });
}

const DAY_MS = 86_400_000;

/** When a subscription bought at `boughtMs` next charges, by the catalogue's terms: the trial's end, else a month on. */
export function expectedNextChargeMs(trial: boolean, boughtMs: number): number {
  if (trial) return boughtMs + TRIAL_DAYS * DAY_MS;
  const next = new Date(boughtMs);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.getTime();
}

/** What the money history needs of a subscription's record, before and after an event. */
export interface SubscriptionState {
  status: string;
  mrrCents: number;
  trial: boolean;
  converted: boolean;
}

/** What an event changed of the money history: MRR and the subscriptions in it, and what started or ended. */
export interface SubscriptionMoves {
  mrrCents: number;
  active: number;
  started: number;
  canceled: number;
  trialsStarted: number;
  trialsConverted: number;
  trialsCanceled: number;
}

/**
 * How a record's change moves the money history: MRR by the difference of what each state counts
 * in it; a subscription starts when it enters MRR from outside it (bought, or a trial converted)
 * and is cancelled when it leaves MRR for canceled; a trial starts when the record becomes
 * trialing, converts when its first invoice is paid, and is cancelled when it ends unconverted.
 */
export function subscriptionMoves(before: SubscriptionState | undefined, after: SubscriptionState): SubscriptionMoves {
  const mrrOf = (state: SubscriptionState | undefined) => (state && countsInMrr(state.status) ? state.mrrCents : 0);
  const wasIn = before !== undefined && countsInMrr(before.status);
  const isIn = countsInMrr(after.status);
  const converted = after.converted && !before?.converted;
  return {
    mrrCents: mrrOf(after) - mrrOf(before),
    active: Number(isIn) - Number(wasIn),
    started: Number(!wasIn && isIn),
    canceled: Number(wasIn && after.status === 'canceled'),
    trialsStarted: Number(after.status === 'trialing' && before?.status !== 'trialing' && !before?.converted),
    trialsConverted: Number(converted),
    trialsCanceled: Number(after.trial && !after.converted && after.status === 'canceled' && before?.status !== 'canceled'),
  };
}
