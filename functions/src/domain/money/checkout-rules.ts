/** The catalogue's rules of a checkout: what goes with what (which plans each type sells is the catalogue's PLANS_OF_TYPE). */
import type { SessionVisit } from './session-metadata';
import { FOUNDERS_SEATS_TOTAL, PLANS, PLANS_OF_TYPE, TRIAL_DAYS, formatCents, promoRefusalOf, setupTermsOf, type Campaign, type CheckoutChoice, type CheckoutType, type PlanId } from '@blast/catalog';
import { DomainError, type Refusal } from '../errors';

/** The plan a checkout type sells when the request names none (SPEC §4: blast-prepay says so). */
export const mainPlanOf = (type: CheckoutType): PlanId => PLANS_OF_TYPE[type][0];

/** A checkout with every default taken: what the rules are checked on and the session is built from. */
export interface CheckoutRequest extends CheckoutChoice {
  sourcePage: string;
  campaign: Campaign;
  /** The visit that opened it (session-metadata.ts), once known. */
  visit?: SessionVisit;
}

/** A rule of the catalogue the request breaks, with the field to blame. */
export class CheckoutRuleError extends DomainError {
  constructor(
    override readonly field: string,
    message: string,
    readonly refusal: Refusal = 'invalid',
    /** For a refusal that passes with time (rate-limited): the seconds until it may (Retry-After). */
    readonly retryAfterSeconds?: number,
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
  if (req.setupWaived) {
    // The promo (PRODUCT.md): the setup included with its fee waived, for a plan that has a setup to include.
    if (PLANS[req.plan].setupFeeCents === undefined) throw new CheckoutRuleError('setupWaived', `${PLANS[req.plan].name} has no setup fee to waive`);
    if (req.trial) throw new CheckoutRuleError('setupWaived', 'a trial starts at $0 today without the done-for-you setup: the setup fee is waived only when joining now');
    if (req.includeSetup) throw new CheckoutRuleError('setupWaived', 'the setup fee is either paid (includeSetup) or waived (setupWaived), not both');
  }
}

/**
 * The owner's promo (PRODUCT.md): the setup is sold as the published pages sell it, waived while
 * the promo runs and paid while none does; the other terms are refused (409), so a purchase is
 * never priced one way on the page and another at the checkout.
 */
export function checkPromoRules(req: Pick<CheckoutRequest, 'includeSetup' | 'setupWaived'>, promoRunning: boolean): void {
  const refusal = promoRefusalOf(setupTermsOf(req), promoRunning);
  if (refusal) throw new CheckoutRuleError(refusal.field, refusal.message, 'conflict');
}
