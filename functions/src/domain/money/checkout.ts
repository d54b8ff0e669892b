/**
 * Starting a checkout, in one place: the request takes its defaults, the catalogue's rules are
 * checked once, a founders checkout holds its seat, and Stripe's Checkout Session is built here
 * and opened through stripe/sessions.ts.
 */
import { PLANS, SITE_PAGES, TRIAL_DAYS, dayOfMs, planPriceCents, promoRuns, setupNoteOf, type CheckoutAnswer, type CheckoutOrder } from '@blast/catalog';
import type Stripe from 'stripe';
import { SITE_ORIGIN } from '../../config';
import { logs } from '../../logs';
import { createCheckoutSession } from '../../stripe/sessions';
import { DomainError } from '../errors';
import { checkCheckoutRules, checkPromoRules, mainPlanOf, type CheckoutRequest } from './checkout-rules';
import { visitorHash, type Client } from '../analytics/visitor';
import { dayOfVisit } from '../analytics/visit-day';
import { recordReach } from '../analytics/visitor-marks';
import { holdFoundersSeat, type FoundersHold } from './founders-seat';
import { attachSession, releaseAbandonedHolds, releaseHold } from './seat-holds';
import { encodeSessionMetadata, type SessionVisit } from './session-metadata';
import { publishedPromo } from '../site/site-content';
import { OPS_TEXTS, clearAlertCondition, countTowardAlert, quietly } from '../ops/ops-alerts';

export type { FoundersHold } from './founders-seat';

/** The payment provider failed us: nothing was sold, the visitor may try again. */
class PaymentProviderError extends DomainError {
  readonly refusal = 'provider-failed';
}

/**
 * Opens a Checkout Session at the provider, priced from the catalogue; answers the page to send
 * the visitor to. A founders checkout first holds the buyer's seat (founders-seat.ts: their own
 * open session handed back, or a hold for as long as the new session lives; refused when the
 * client's address holds its limit or no seat is left); if the provider fails, the seat is given
 * back at once. A broken rule of the catalogue is a CheckoutRuleError, checked before anything is held.
 */
export async function startCheckout(order: CheckoutOrder, client: Client, now = Date.now()): Promise<CheckoutAnswer> {
  const plan = order.plan ?? mainPlanOf(order.type);
  const request: CheckoutRequest = { ...order, plan, sourcePage: order.sourcePage ?? SITE_PAGES.Pricing.path };
  checkCheckoutRules(request);
  // The setup is priced by the promo the published pages show (PRODUCT.md, "The promo is the owner's offer").
  checkPromoRules(request, promoRuns(await publishedPromo(), dayOfMs(now)));
  // The visit travels in the session: its payment counts for the visitor who opened it (session-events.ts).
  const visit: SessionVisit = { visitor: await visitorHash(client, now), openedAt: now };
  let answer: CheckoutAnswer;
  try {
    answer = await openOrHold({ ...request, visit }, client, now);
  } catch (err) {
    await countStep(visit, 'openedCheckout');
    throw err;
  }
  // Reaching Stripe counts opening the checkout too (rates.ts, stepsUpTo): one commit, after the session.
  await countStep(visit, 'reachedStripe');
  return answer;
}

async function openOrHold(request: CheckoutRequest, client: Client, now: number): Promise<CheckoutAnswer> {
  if (!request.foundersRate) return openSession(request);
  // Gives back what abandoned holds still keep (a lost expiry event) before counting seats.
  await releaseAbandonedHolds().catch((err) => logs.seatHoldSweepFailed(err));
  const seat = await holdFoundersSeat(request, client, now);
  return 'open' in seat ? seat.open : openSession(request, seat.hold);
}

/** A step of the analytics' funnel (visitor-marks.ts): bookkeeping that never stands in a sale's way. */
const countStep = (visit: SessionVisit, step: 'openedCheckout' | 'reachedStripe') =>
  recordReach({ visitor: visit.visitor, day: dayOfVisit(visit), at: visit.openedAt, step }).catch((err) => logs.funnelStepNotCounted(step, err));

/** The session for a request (a founders one with its hold, given back if the provider fails). */
async function openSession(request: CheckoutRequest, hold?: FoundersHold): Promise<CheckoutAnswer> {
  let session;
  try {
    session = await createCheckoutSession(sessionParams(request, hold));
  } catch (err) {
    logs.checkoutFailed(request.type, request.plan, err);
    if (hold) await releaseHold(hold.id, 'checkout failed');
    await quietly(countTowardAlert('checkoutFailures', OPS_TEXTS.checkoutFailures));
    throw new PaymentProviderError('The payment provider could not start the checkout. Please try again.');
  }
  await quietly(clearAlertCondition('checkoutFailures'));
  if (hold) await attachSession(hold.id, session.id);
  if (!session.url) throw new PaymentProviderError('The payment provider answered without a checkout page.');
  return { url: session.url, id: session.id, plan: PLANS[request.plan].id };
}

/**
 * The Checkout Session for a request whose rules are checked: every amount from the catalogue,
 * never from the client. A founders session carries the seat it holds (`seat_hold`) and expires
 * with the hold. Card is the one payment method offered (docs/payments.md, "Payment methods"): a card is
 * paid when the session completes, so a founders seat is never held for days by a payment still
 * settling.
 */
export function sessionParams(req: CheckoutRequest, hold?: FoundersHold): Stripe.Checkout.SessionCreateParams {
  if (req.foundersRate && !hold) throw new Error('a founders session is created only with the seat it holds');
  const plan = PLANS[req.plan];
  const recurring = plan.billing === 'monthly';
  const priceCents = planPriceCents(req.plan, { foundersRate: req.foundersRate });
  const setupFeeCents = req.includeSetup ? (plan.setupFeeCents ?? 0) : 0;
  const setupWaived = req.setupWaived ?? false;
  const metadata = encodeSessionMetadata({
    plan: req.plan,
    foundersRate: req.foundersRate,
    includeSetup: req.includeSetup,
    setupFeeCents,
    setupWaived,
    trial: req.trial,
    name: req.name,
    sourcePage: req.sourcePage,
    ...(req.phone !== undefined && { phone: req.phone }),
    campaign: req.campaign,
    ...(hold && { seatHold: hold.id }),
    ...(req.visit && { visit: req.visit }),
  });
  const productName = req.foundersRate ? `${plan.name} (founders rate)` : plan.name;
  // The promo (PRODUCT.md): the setup is included, its fee waived, and Stripe's page and receipt say so (docs/payments.md, "The promo").
  const waivedNote = setupWaived ? setupNoteOf('waived', req.plan) : undefined;
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
    {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: priceCents,
        product_data: { name: productName, ...(waivedNote && { description: waivedNote }) },
        ...(recurring && { recurring: { interval: 'month' as const } }),
      },
    },
  ];
  if (setupFeeCents > 0) {
    lineItems.push({ quantity: 1, price_data: { currency: 'usd', unit_amount: setupFeeCents, product_data: { name: `${plan.name} setup fee` } } });
  }
  const success = (req.trial ? SITE_PAGES.ThankYouTrial : SITE_PAGES.ThankYou).path;
  return {
    mode: recurring ? 'subscription' : 'payment',
    allowed_payment_method_types: ['card'],
    line_items: lineItems,
    customer_email: req.email,
    // Abandoned checkouts (PRODUCT.md): Stripe's page asks the buyer for promotional emails (US
    // accounts), and an expired session carries a link that reopens it; the CRM gets the link
    // only where the buyer said yes (events/abandoned-checkouts.ts).
    consent_collection: { promotions: 'auto' },
    after_expiration: { recovery: { enabled: true } },
    metadata,
    success_url: `${SITE_ORIGIN}${success}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${SITE_ORIGIN}${req.sourcePage}`,
    ...(waivedNote && { custom_text: { submit: { message: waivedNote } } }),
    ...(waivedNote && !recurring && { payment_intent_data: { description: `${productName}. ${waivedNote}` } }),
    ...(recurring && {
      subscription_data: {
        metadata,
        ...(waivedNote && { description: `${productName}. ${waivedNote}` }),
        // PRODUCT.md's trial: $0 today, card on file, continues at the regular price unless cancelled.
        ...(req.trial && { trial_period_days: TRIAL_DAYS }),
      },
    }),
    ...(req.trial && { payment_method_collection: 'always' as const }),
    ...(hold && { expires_at: hold.expiresAt }),
  };
}
