/**
 * What a buyer back from Stripe Checkout is told of their own order (the thank-you pages): the
 * plan, what was paid today, what follows, the receipt's email and a short reference. Only for a
 * session this site made (this-site.ts: its mark, mode and account; its success page on SITE_URL, a plan of the catalogue) that is paid or
 * in trial; anything else is answered as unknown, so nothing tells one id from another.
 */
import { PLANS, nextStepsOf, orderReference, planPriceCents, setupNoteOf, setupTermsOf, type OrderNext, type OrderSummary } from '@blast/catalog';
import type Stripe from 'stripe';
import { SITE_ORIGIN } from '../../config';
import { sessionWithSubscription } from '../../stripe/sessions';
import { DomainError } from '../errors';
import { expectedNextChargeMs, monthlyCentsOfItems } from './revenue/revenue-rules';
import { decodeSessionMetadata } from './session-metadata';
import { foreignMetadata, foreignOrigin } from './this-site';

/** No order of this site is paid (or in trial) under this session id: unknown, unpaid, expired or not ours. */
export class OrderNotFoundError extends DomainError {
  readonly refusal = 'not-found';

  constructor() {
    super('No paid order of this site has this session id', 'session_id');
  }
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The subscription's news for the buyer: its end when set to cancel, the trial's end, or the next charge. */
function nextOfSubscription(subscription: Stripe.Subscription): OrderNext {
  const amountCents = monthlyCentsOfItems(subscription.items.data);
  const periodEnd = subscription.items.data[0]?.current_period_end;
  if (subscription.status === 'canceled') return { kind: 'ends', date: iso(subscription.ended_at ?? subscription.canceled_at ?? periodEnd ?? 0) };
  if (subscription.cancel_at_period_end || subscription.cancel_at) return { kind: 'ends', date: iso(subscription.cancel_at ?? subscription.trial_end ?? periodEnd ?? 0) };
  if (subscription.status === 'trialing' && subscription.trial_end) return { kind: 'trial-ends', date: iso(subscription.trial_end), amountCents };
  return periodEnd ? { kind: 'charge', date: iso(periodEnd), amountCents } : null;
}

/** Stripe did not expand the subscription: the catalogue's terms from the session's own date. */
function expectedNext(plan: keyof typeof PLANS, trial: boolean, foundersRate: boolean, created: number): OrderNext {
  const date = new Date(expectedNextChargeMs(trial, created * 1000)).toISOString();
  return { kind: trial ? 'trial-ends' : 'charge', date, amountCents: planPriceCents(plan, { foundersRate }) };
}

/** The order of a Checkout Session, read from Stripe (the truth, even before its webhook events arrive). */
export async function orderOfSession(sessionId: string): Promise<OrderSummary> {
  const session = await sessionWithSubscription(sessionId);
  if (!session) throw new OrderNotFoundError();
  return orderSummaryOf(session, SITE_ORIGIN);
}

/** The buyer's order of a session retrieved from Stripe (its subscription expanded), or OrderNotFoundError. */
export function orderSummaryOf(session: Stripe.Checkout.Session, siteOrigin: string): OrderSummary {
  const metadata = decodeSessionMetadata(session.metadata, { sessionId: session.id });
  const { plan, trial, foundersRate } = metadata;
  const ours = !foreignOrigin(session) && !foreignMetadata(session.metadata) && plan !== undefined && siteOrigin !== '' && (session.success_url ?? '').startsWith(`${siteOrigin}/thank-you`);
  const settled = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  if (!ours || !settled) throw new OrderNotFoundError();
  const subscription = typeof session.subscription === 'object' ? session.subscription : null;
  const setup = setupTermsOf(metadata);
  const next = session.mode !== 'subscription' ? null : subscription ? nextOfSubscription(subscription) : expectedNext(plan, trial, foundersRate, session.created);
  return {
    reference: orderReference(session.id),
    plan,
    planName: PLANS[plan].name,
    foundersRate,
    trial,
    paidTodayCents: session.amount_total ?? 0,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    next,
    setup,
    setupNote: setupNoteOf(setup, plan) ?? null,
    steps: nextStepsOf({ plan, trial, setup }),
  };
}
