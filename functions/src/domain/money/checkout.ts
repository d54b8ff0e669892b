import {
  FOUNDERS_SEATS_TOTAL,
  PLANS,
  TRIAL_DAYS,
  formatCents,
  planPriceCents,
  type Campaign,
  type CheckoutChoice,
  type CheckoutType,
  type PlanId,
} from '@blast/catalog';
import type Stripe from 'stripe';
import { SITE_ORIGIN } from '../../config';
import { DomainError, type Refusal } from '../errors';

/** The plans each checkout type may sell (blast sells the monthly plan and the prepay). */
export const PLANS_OF_TYPE: Readonly<Record<CheckoutType, readonly PlanId[]>> = {
  mini: ['mini'],
  lite: ['blast-lite'],
  blast: ['blast', 'blast-prepay'],
  custom: ['custom'],
};

/** The plan a checkout type sells when the request names none (SPEC §4: blast-prepay says so). */
export const mainPlanOf = (type: CheckoutType): PlanId => PLANS_OF_TYPE[type][0];

export interface CheckoutRequest extends CheckoutChoice {
  returnPath: string;
  campaign: Campaign;
}

/** A rule of the catalogue the request breaks, with the field to blame. */
export class CheckoutRuleError extends DomainError {
  constructor(
    override readonly field: string,
    message: string,
    readonly refusal: Refusal = 'invalid',
  ) {
    super(message, field);
  }
}

/** The monthly Blast CRM plan: the founders rate and the trial apply to it alone. */
const BLAST_CRM = PLANS.blast;

/** The conflict a founders checkout meets when no seat is left to hold. */
export function foundersSoldOut(): CheckoutRuleError {
  const message = `The founders rate is sold out: all ${FOUNDERS_SEATS_TOTAL} founders seats are taken. The regular price is ${formatCents(BLAST_CRM.priceCents)} a month.`;
  return new CheckoutRuleError('foundersRate', message, 'conflict');
}

/** The rules of the catalogue a request may break, the first broken one blamed; seats are the hold's to check. */
export function checkCheckoutRules(req: CheckoutRequest): void {
  if (!PLANS_OF_TYPE[req.type].includes(req.plan)) throw new CheckoutRuleError('plan', `plan ${req.plan} is not sold by the ${req.type} checkout`);
  if (req.foundersRate && req.plan !== BLAST_CRM.id) throw new CheckoutRuleError('foundersRate', `the founders rate applies to the monthly ${BLAST_CRM.name} plan only`);
  if (req.includeSetup && PLANS[req.plan].setupFeeCents === undefined) throw new CheckoutRuleError('includeSetup', `${PLANS[req.plan].name} has no setup fee`);
  if (req.trial && (req.plan !== BLAST_CRM.id || req.foundersRate)) throw new CheckoutRuleError('trial', `the ${TRIAL_DAYS}-day trial is for ${BLAST_CRM.name} at the regular price`);
  if (req.trial && req.includeSetup) throw new CheckoutRuleError('includeSetup', 'a trial starts at $0 today: no setup fee can be added');
}

/** The founders seat a session holds (domain/seat-holds.ts), and when the session expires (Unix seconds). */
export interface FoundersHold {
  id: string;
  expiresAt: number;
}

/**
 * Stripe's limits on metadata: 50 keys, keys of 40 characters, values of 500. Every value the
 * checkout puts there is bounded below them by the API's fields (RETURN_PATH_MAX, the campaign's
 * 200, the name's 200).
 */
export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

/**
 * The Checkout Session for a request: every amount from the catalogue, never from the client.
 * A founders session carries the seat it holds (`seat_hold`) and expires with the hold. Card is
 * the one payment method offered (README, "Payment methods"): a card is paid when the session
 * completes, so a founders seat is never held for days by a payment still settling.
 */
export function sessionParams(req: CheckoutRequest, hold?: FoundersHold): Stripe.Checkout.SessionCreateParams {
  checkCheckoutRules(req);
  if (req.foundersRate && !hold) throw new Error('a founders session is created only with the seat it holds');
  const plan = PLANS[req.plan];
  const recurring = plan.billing === 'monthly';
  const priceCents = planPriceCents(req.plan, { foundersRate: req.foundersRate });
  const setupFeeCents = req.includeSetup ? (plan.setupFeeCents ?? 0) : 0;
  const metadata: Record<string, string> = {
    plan: req.plan,
    foundersRate: String(req.foundersRate),
    setup: String(req.includeSetup),
    setup_fee: String(setupFeeCents),
    trial: String(req.trial),
    name: req.name,
    source_page: req.returnPath,
    ...(req.phone !== undefined && { phone: req.phone }),
    ...req.campaign,
    ...(hold && { seat_hold: hold.id }),
  };
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
    {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: priceCents,
        product_data: { name: req.foundersRate ? `${plan.name} (founders rate)` : plan.name },
        ...(recurring && { recurring: { interval: 'month' as const } }),
      },
    },
  ];
  if (setupFeeCents > 0) {
    lineItems.push({ quantity: 1, price_data: { currency: 'usd', unit_amount: setupFeeCents, product_data: { name: `${plan.name} setup fee` } } });
  }
  const success = req.trial ? '/thank-you-trial' : '/thank-you';
  return {
    mode: recurring ? 'subscription' : 'payment',
    allowed_payment_method_types: ['card'],
    line_items: lineItems,
    customer_email: req.email,
    metadata,
    success_url: `${SITE_ORIGIN}${success}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${SITE_ORIGIN}${req.returnPath}`,
    ...(recurring && {
      subscription_data: {
        metadata,
        // PRODUCT.md's trial: $0 today, card on file, continues at the regular price unless cancelled.
        ...(req.trial && { trial_period_days: TRIAL_DAYS }),
      },
    }),
    ...(req.trial && { payment_method_collection: 'always' as const }),
    ...(hold && { expires_at: hold.expiresAt }),
  };
}

