/**
 * The stand-in's account: what happens to a checkout session after it is created, as Stripe (or
 * its test clocks) would make it happen, and the events Stripe would send for each step, in the
 * order it sends them. The server (scripts/standins/stripe-standin.ts) signs and posts them.
 */
import type { LifecycleAction, LifecycleSession } from '@blast/catalog';
import type Stripe from 'stripe';
import { charge, customerDetails, dispute, invoice, invoicePayment, stripeEvent, stripeId, subscription, unixNow, type SoldLine } from './objects';
import { applyPortalChange, endSubscription, portalChangeApplies, type PortalChange, type PortalSubscription } from './portal';

/** One event posted to the webhook, and what it answered (0: not reached). */
export interface Delivery {
  id: string;
  type: string;
  webhookStatus: number;
}
export type Deliver = (events: Stripe.Event[]) => Promise<Delivery[]>;

/** An action that does not apply: no such session (404), or not in a state it applies to (409). */
export class LifecycleRefusal extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

interface Played {
  session: Stripe.Checkout.Session;
  lines: SoldLine[];
  trialDays: number;
  subscriptionMetadata: Record<string, string>;
  /** subscription_data.description: the subscription's text for the buyer (its invoices and the portal). */
  subscriptionDescription?: string;
  subscription?: Stripe.Subscription;
  /** The first invoice while a delayed payment settles it. */
  pendingInvoice?: Stripe.Invoice;
  pendingFailed?: boolean;
  charges: Stripe.Charge[];
  expiry?: NodeJS.Timeout;
}

export interface PlayOptions {
  /** A refund of part of the charge, in cents. */
  amount?: number;
  /** expire: in this many seconds instead of now (a shorter life for tests). */
  inSeconds?: number;
  /** expire: false to expire without sending the event (a lost expiry, for the sweep's tests). */
  notify?: boolean;
  /** expire: the buyer's answer to promotional emails on the checkout page (a session with consent_collection.promotions 'auto'). */
  consent?: 'opt_in' | 'opt_out';
}

/** How long Stripe keeps an expired session's recovery link working. */
const RECOVERY_LIFE_S = 30 * 86_400;

const event = (type: Stripe.Event.Type, object: { id: string }, previous?: Record<string, unknown>) => stripeEvent(type, structuredClone(object), { previous });

export class StandInAccount {
  private readonly sessions = new Map<string, Played>();

  constructor(private readonly deliver: Deliver) {}

  session(id: string): Stripe.Checkout.Session | undefined {
    return this.sessions.get(id)?.session;
  }

  linesOf(id: string): SoldLine[] {
    return this.sessions.get(id)?.lines ?? [];
  }

  /** The subscription a session started, as Stripe would expand it. */
  subscriptionOf(id: string): Stripe.Subscription | undefined {
    return this.sessions.get(id)?.subscription;
  }

  /** The customer portal: the subscriptions of the customers with this email (Checkout makes one customer per session). */
  subscriptionsOf(email: string): PortalSubscription[] {
    return [...this.sessions.values()]
      .filter((played) => played.subscription && played.session.customer_email?.toLowerCase() === email.trim().toLowerCase())
      .map((played) => ({ subscription: played.subscription!, description: played.lines.find((line) => line.recurring)?.description ?? 'Subscription' }));
  }

  /** A change the customer makes in the portal to one of their subscriptions, sent as Stripe's events. */
  async changeByPortal(email: string, subscriptionId: string, change: PortalChange): Promise<Delivery[]> {
    const mine = this.subscriptionsOf(email).find(({ subscription: sub }) => sub.id === subscriptionId);
    if (!mine) throw new LifecycleRefusal(404, `No subscription ${subscriptionId} of ${email}`);
    if (!portalChangeApplies(mine.subscription, change)) throw new LifecycleRefusal(409, `${change} does not apply to a subscription ${mine.subscription.status}${mine.subscription.cancel_at_period_end ? ' set to cancel' : ''}`);
    return this.deliver(applyPortalChange(mine.subscription, change));
  }

  /** A new open session; it expires (checkout.session.expired) at its expires_at unless paid first. */
  open(session: Stripe.Checkout.Session, lines: SoldLine[], trialDays: number, subscriptionMetadata: Record<string, string>, subscriptionDescription?: string): void {
    const played: Played = { session, lines, trialDays, subscriptionMetadata, ...(subscriptionDescription !== undefined && { subscriptionDescription }), charges: [] };
    this.sessions.set(session.id, played);
    this.scheduleExpiry(played);
  }

  /** The sessions, newest first, as the purchase testing page lists them. */
  list(limit = 25): LifecycleSession[] {
    return [...this.sessions.values()]
      .sort((a, b) => b.session.created - a.session.created)
      .slice(0, limit)
      .map((played) => summary(played));
  }

  async play(id: string, action: LifecycleAction, options: PlayOptions = {}): Promise<{ session: LifecycleSession; events: Delivery[] }> {
    const played = this.sessions.get(id);
    if (!played) throw new LifecycleRefusal(404, `No such checkout.session: '${id}'`);
    const events = this.step(played, action, options);
    return { session: summary(played), events: events.length > 0 ? await this.deliver(events) : [] };
  }

  private step(played: Played, action: LifecycleAction, options: PlayOptions): Stripe.Event[] {
    switch (action) {
      case 'pay':
        return this.pay(played, false);
      case 'pay-pending':
        return this.pay(played, true);
      case 'pending-succeeds':
        return this.settle(played, true);
      case 'pending-fails':
        return this.settle(played, false);
      case 'expire':
        return this.expire(played, options);
      case 'end-trial':
        return this.endTrial(played);
      case 'renew':
        return this.renew(played);
      case 'fail-renewal':
        return this.failRenewal(played);
      case 'cancel':
        return this.cancel(played);
      case 'refund':
        return this.refund(played, options.amount);
      case 'dispute':
        return this.dispute(played);
    }
  }

  private scheduleExpiry(played: Played): void {
    clearTimeout(played.expiry);
    const ms = Math.max(0, played.session.expires_at * 1000 - Date.now());
    played.expiry = setTimeout(() => void this.play(played.session.id, 'expire').catch(() => undefined), ms);
    played.expiry.unref();
  }

  /** Card: paid at once. A delayed method (pending): complete, unpaid, until it settles. */
  private pay(played: Played, pending: boolean): Stripe.Event[] {
    const { session } = played;
    if (session.status !== 'open') throw new LifecycleRefusal(409, `The session is ${session.status}: only an open session can be paid`);
    const trial = played.trialDays > 0;
    if (pending && (session.amount_total ?? 0) === 0) throw new LifecycleRefusal(409, 'Nothing is due today on this session: there is no payment to settle later');
    clearTimeout(played.expiry);
    const email = session.customer_email;
    const name = session.metadata?.name ?? null;
    Object.assign(session, { status: 'complete', customer_details: customerDetails(email, name), payment_status: pending ? 'unpaid' : trial ? 'no_payment_required' : 'paid' });
    if (session.mode === 'payment') {
      session.payment_intent = stripeId('pi');
      if (!pending) played.charges.push(charge({ amountCents: session.amount_total ?? 0, paymentIntent: session.payment_intent, customer: null, email, name }));
      return [event('checkout.session.completed', session)];
    }
    const customer = stripeId('cus');
    const monthlyCents = played.lines.filter((line) => line.recurring).map((line) => line.amountCents);
    const sub = subscription({ customer, monthlyCents, metadata: played.subscriptionMetadata, description: played.subscriptionDescription, status: trial ? 'trialing' : pending ? 'incomplete' : 'active', trialDays: played.trialDays });
    const first = invoice({ customer, customerEmail: email, subscription: sub, billingReason: 'subscription_create', lines: played.lines, status: pending ? 'open' : 'paid', free: trial });
    Object.assign(sub, { latest_invoice: first.id });
    Object.assign(session, { customer, subscription: sub.id, invoice: first.id });
    played.subscription = sub;
    const events = [event('customer.subscription.created', sub)];
    if (pending) played.pendingInvoice = first;
    else events.push(...this.invoicePaid(played, first));
    events.push(event('checkout.session.completed', session));
    return events;
  }

  /** invoice.paid, and, when money moved, the charge and invoice_payment.paid naming its payment intent. */
  private invoicePaid(played: Played, paid: Stripe.Invoice): Stripe.Event[] {
    const events = [event('invoice.paid', paid)];
    if (paid.amount_paid === 0) return events;
    const paymentIntent = stripeId('pi');
    const { session } = played;
    const description = paid.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update';
    played.charges.push(charge({ amountCents: paid.amount_paid, paymentIntent, customer: played.subscription!.customer as string, email: session.customer_email, name: session.metadata?.name ?? null, description }));
    events.push(event('invoice_payment.paid', invoicePayment(paid, paymentIntent)));
    return events;
  }

  /** A delayed payment settles: paid (async_payment_succeeded) or failed (async_payment_failed). */
  private settle(played: Played, succeeded: boolean): Stripe.Event[] {
    const { session } = played;
    if (session.status !== 'complete' || session.payment_status !== 'unpaid' || played.pendingFailed) throw new LifecycleRefusal(409, 'No delayed payment is waiting on this session: use "pay-pending" on an open session first');
    const events: Stripe.Event[] = [];
    const sub = played.subscription;
    const first = played.pendingInvoice;
    if (succeeded) {
      session.payment_status = 'paid';
      if (session.mode === 'payment') played.charges.push(charge({ amountCents: session.amount_total ?? 0, paymentIntent: session.payment_intent as string, customer: null, email: session.customer_email, name: session.metadata?.name ?? null }));
      if (sub && first) {
        const now = unixNow();
        Object.assign(first, { status: 'paid', amount_paid: first.amount_due, amount_remaining: 0, status_transitions: { ...first.status_transitions, paid_at: now } });
        sub.status = 'active';
        events.push(event('customer.subscription.updated', sub, { status: 'incomplete' }), ...this.invoicePaid(played, first));
      }
      played.pendingInvoice = undefined;
      events.push(event('checkout.session.async_payment_succeeded', session));
      return events;
    }
    played.pendingFailed = true;
    if (sub && first) {
      sub.status = 'incomplete_expired';
      events.push(event('invoice.payment_failed', first), event('customer.subscription.updated', sub, { status: 'incomplete' }));
    }
    events.push(event('checkout.session.async_payment_failed', session));
    return events;
  }

  private expire(played: Played, { inSeconds = 0, notify = true, consent }: PlayOptions): Stripe.Event[] {
    const { session } = played;
    if (session.status !== 'open') throw new LifecycleRefusal(409, `The session is ${session.status}: only an open session expires`);
    if (inSeconds > 0) {
      session.expires_at = unixNow() + inSeconds;
      this.scheduleExpiry(played);
      return [];
    }
    clearTimeout(played.expiry);
    session.status = 'expired';
    if (consent && session.consent_collection?.promotions === 'auto') session.consent = { promotions: consent, terms_of_service: null };
    // As Stripe does: the link that opens a copy of the session is attached when it expires.
    const recovery = session.after_expiration?.recovery;
    if (recovery?.enabled && session.url) session.after_expiration = { recovery: { ...recovery, url: `${new URL(session.url).origin}/r/${session.id}`, expires_at: unixNow() + RECOVERY_LIFE_S } };
    return notify ? [event('checkout.session.expired', session)] : [];
  }

  private subscriptionIn(played: Played, statuses: readonly string[], action: string): Stripe.Subscription {
    const sub = played.subscription;
    if (!sub || !statuses.includes(sub.status)) throw new LifecycleRefusal(409, `${action} needs a subscription ${statuses.join(' or ')}; this session's is ${sub?.status ?? 'none'}`);
    return sub;
  }

  /** The next month's invoice of a subscription: its monthly lines, never the setup fee. */
  private cycleInvoice(played: Played, sub: Stripe.Subscription, status: 'open' | 'paid'): Stripe.Invoice {
    const now = unixNow();
    for (const item of sub.items.data) Object.assign(item, { current_period_start: now, current_period_end: now + 30 * 86_400 });
    const next = invoice({ customer: sub.customer as string, customerEmail: played.session.customer_email, subscription: sub, billingReason: 'subscription_cycle', lines: played.lines.filter((line) => line.recurring), status });
    sub.latest_invoice = next.id;
    return next;
  }

  /** The trial's 14 days are over: its first invoice is paid at the regular price. */
  private endTrial(played: Played): Stripe.Event[] {
    const sub = this.subscriptionIn(played, ['trialing'], 'Ending a trial');
    // Cancelled inside its 14 days (the portal): it ends, never invoiced.
    if (sub.cancel_at_period_end) return endSubscription(sub);
    Object.assign(sub, { status: 'active', trial_end: unixNow() });
    const first = this.cycleInvoice(played, sub, 'paid');
    return [event('customer.subscription.updated', sub, { status: 'trialing' }), ...this.invoicePaid(played, first)];
  }

  private renew(played: Played): Stripe.Event[] {
    const sub = this.subscriptionIn(played, ['active', 'past_due'], 'A renewal');
    if (sub.cancel_at_period_end) return endSubscription(sub);
    const previous = sub.status;
    const next = this.cycleInvoice(played, sub, 'paid');
    sub.status = 'active';
    return [...this.invoicePaid(played, next), event('customer.subscription.updated', sub, previous === 'active' ? { latest_invoice: null } : { status: previous })];
  }

  private failRenewal(played: Played): Stripe.Event[] {
    const sub = this.subscriptionIn(played, ['active'], 'A failed renewal');
    const unpaid = this.cycleInvoice(played, sub, 'open');
    sub.status = 'past_due';
    return [event('invoice.payment_failed', unpaid), event('customer.subscription.updated', sub, { status: 'active' })];
  }

  private cancel(played: Played): Stripe.Event[] {
    const sub = this.subscriptionIn(played, ['trialing', 'active', 'past_due', 'incomplete'], 'A cancellation');
    const now = unixNow();
    Object.assign(sub, { status: 'canceled', canceled_at: now, ended_at: now, cancellation_details: { ...sub.cancellation_details, reason: 'cancellation_requested' } });
    return [event('customer.subscription.deleted', sub)];
  }

  /** Refunds the newest charge with money left on it: all of it, or `amount` cents. */
  private refund(played: Played, amount?: number): Stripe.Event[] {
    const target = [...played.charges].reverse().find((c) => c.amount_refunded < c.amount);
    if (!target) throw new LifecycleRefusal(409, 'No charge of this session has money left to refund');
    const before = target.amount_refunded;
    const refunded = Math.min(target.amount - before, amount ?? target.amount - before);
    Object.assign(target, { amount_refunded: before + refunded, refunded: before + refunded === target.amount });
    return [event('charge.refunded', target, { amount_refunded: before, refunded: false })];
  }

  private dispute(played: Played): Stripe.Event[] {
    const target = [...played.charges].reverse().find((c) => !c.disputed);
    if (!target) throw new LifecycleRefusal(409, 'No charge of this session is left to dispute');
    target.disputed = true;
    return [event('charge.dispute.created', dispute(target))];
  }
}

function summary({ session, subscription: sub, charges }: Played): LifecycleSession {
  return {
    id: session.id,
    plan: session.metadata?.plan ?? 'unknown',
    mode: session.mode,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total ?? 0,
    email: session.customer_email,
    subscriptionStatus: sub?.status ?? null,
    refundedCents: charges.reduce((sum, c) => sum + c.amount_refunded, 0),
    createdAt: new Date(session.created * 1000).toISOString(),
  };
}
