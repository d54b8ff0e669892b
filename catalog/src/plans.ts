/** The plans of SPEC §9 as PRODUCT.md settles them. Every price is integer cents. */
import { formatCents } from './money';
import { CHECKOUT_TYPE_OF, PLAN_IDS, type CheckoutType, type PlanId } from './plan-ids';

export type Billing = 'monthly' | 'one-time';

export interface Plan {
  id: PlanId;
  name: string;
  /** Short label for badges and the checkout modal, e.g. 'Prepay'. */
  shortName: string;
  checkoutType: CheckoutType;
  billing: Billing;
  priceCents: number;
  /** The optional one-time setup fee a visitor may add, when the plan has one. */
  setupFeeCents?: number;
  mostPopular?: boolean;
  tagline: string;
  goLive: string;
  features: readonly string[];
}

export const FOUNDERS_SEATS_TOTAL = 50;
/**
 * A founders checkout holds its seat for as long as its session lives (PRODUCT.md): 35 minutes,
 * 5 above Stripe's 30-minute minimum for a session's expires_at (measured on Stripe's clock when
 * the request arrives), so that a retried request or a few minutes of clock skew are not refused.
 */
export const FOUNDERS_HOLD_MINUTES = 35;
export const TRIAL_DAYS = 14;
export const SETUP_FEE_CENTS = 100_00;

const BLAST_MONTHLY_CENTS = 197_00;
export const FOUNDERS_MONTHLY_CENTS = 150_00;

/** Six-month prepay: five months paid, one free. */
export const PREPAY = {
  months: 6,
  paidMonths: 5,
  monthlyCents: BLAST_MONTHLY_CENTS,
  priceCents: 5 * BLAST_MONTHLY_CENTS,
  compareAtCents: 6 * BLAST_MONTHLY_CENTS,
} as const;

/** Blast Elite: website and CRM built for you; the bundle saves on buying both. */
export const ELITE = {
  websiteBuildCents: 3_000_00,
  crmBuildCents: 3_000_00,
  bundleSavingsCents: 1_000_00,
  priceCents: 3_000_00 + 3_000_00 - 1_000_00,
  managedSupportMonthlyCents: 497_00,
  buildSlotsPerMonth: 2,
  discoveryCallMinutes: 15,
  postLaunchBufferDays: 14,
} as const;

/** The features the thank-you pages' next steps follow (next-steps.ts): a plan has a step when it has the feature. */
export const FEATURE = {
  a2p: 'SMS ramp with A2P compliance',
  website: 'Done-for-you lead-gen website',
  onboarding: 'Weekly onboarding and support',
  discoveryCall: `${ELITE.discoveryCallMinutes}-minute discovery call`,
  projectAgreement: 'Project agreement required',
} as const;

const BLAST_FEATURES = [
  'AI appointment-setting bots',
  'Follow-up and revival sequences',
  FEATURE.a2p,
  'Internal ops and specialty workflows',
  FEATURE.website,
  FEATURE.onboarding,
] as const;

const LITE_FEATURES = [
  'Seller pipeline only',
  'Bird Dog and Lender Snapshot ready',
  'Manual offer templates (email/SMS)',
  'No bots or automations',
] as const;

/** Each plan's terms; its id and checkout type come from its key (plan-ids.ts). */
const PLAN_TERMS: Readonly<Record<PlanId, Omit<Plan, 'id' | 'checkoutType'>>> = {
  mini: {
    name: 'Mini Blast',
    shortName: 'Mini',
    billing: 'monthly',
    priceCents: 7_00,
    tagline: 'The smallest way in: Blast CRM basics for one investor.',
    goLive: '48 hours',
    features: ['Seller pipeline basics', 'Cancel anytime, no long-term contracts'],
  },
  'blast-lite': {
    name: 'Blast Lite',
    shortName: 'Lite',
    billing: 'monthly',
    priceCents: 75_00,
    setupFeeCents: SETUP_FEE_CENTS,
    tagline: 'A clean seller pipeline, live in 48 hours.',
    goLive: '48 hours',
    features: LITE_FEATURES,
  },
  blast: {
    name: 'Blast CRM',
    shortName: 'CRM',
    billing: 'monthly',
    priceCents: BLAST_MONTHLY_CENTS,
    setupFeeCents: SETUP_FEE_CENTS,
    mostPopular: true,
    tagline: 'The full CRM: bots, follow-up, compliance and a lead-gen website.',
    goLive: '48-72 hours',
    features: BLAST_FEATURES,
  },
  'blast-prepay': {
    name: 'Blast CRM six-month prepay',
    shortName: 'Prepay',
    billing: 'one-time',
    priceCents: PREPAY.priceCents,
    tagline: '6 months of Blast CRM for the price of 5.',
    goLive: '48-72 hours',
    features: BLAST_FEATURES,
  },
  custom: {
    name: 'Blast Elite',
    shortName: 'Elite',
    billing: 'one-time',
    priceCents: ELITE.priceCents,
    tagline: 'A custom build: your website and CRM, made for how you work.',
    goLive: 'by project agreement',
    features: [
      'Custom website build',
      'Custom CRM build',
      'Optional managed support',
      `${ELITE.buildSlotsPerMonth} build slots a month, first come first served`,
      FEATURE.discoveryCall,
      `${ELITE.postLaunchBufferDays}-day post-launch buffer`,
      FEATURE.projectAgreement,
    ],
  },
};

export const PLANS: Readonly<Record<PlanId, Plan>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ PLAN_IDS.map((id) => [id, { id, checkoutType: CHECKOUT_TYPE_OF[id], ...PLAN_TERMS[id] }]),
) as Record<PlanId, Plan>;


/** The plans each checkout type sells, in the catalogue's order: blast sells the monthly plan and the prepay. */
const plansOf = (type: CheckoutType): readonly PlanId[] => PLAN_IDS.filter((id) => PLANS[id].checkoutType === type);
export const PLANS_OF_TYPE: Readonly<Record<CheckoutType, readonly PlanId[]>> = {
  mini: /* @__PURE__ */ plansOf('mini'),
  lite: /* @__PURE__ */ plansOf('lite'),
  blast: /* @__PURE__ */ plansOf('blast'),
  custom: /* @__PURE__ */ plansOf('custom'),
};


/**
 * The done-for-you setup of an order (PRODUCT.md, "The promo and cancellation, as a buyer reads
 * them"): none, included with its fee paid, or included with its fee waived (the promo's "join now
 * with setup fee waived"). A plan without a setup fee has none.
 */
export type SetupTerms = 'none' | 'paid' | 'waived';

/** The setup terms of a choice: `includeSetup` adds the fee; `setupWaived` includes the setup and waives it. */
export function setupTermsOf({ includeSetup = false, setupWaived = false }: { includeSetup?: boolean; setupWaived?: boolean }): SetupTerms {
  return includeSetup ? 'paid' : setupWaived ? 'waived' : 'none';
}

/**
 * The done-for-you setup as the site sells it (PRODUCT.md, "The promo is the owner's offer"): while
 * the owner's promo runs, every purchase that includes the setup is the one with its fee waived;
 * while none runs, the setup is bought with its fee. One purchase, one price, on the page and at
 * the checkout alike.
 */
export const setupSoldAs = (promoRunning: boolean): { includeSetup: boolean; setupWaived: boolean } =>
  promoRunning ? { includeSetup: false, setupWaived: true } : { includeSetup: true, setupWaived: false };

/** Why setup terms are not for sale under the promo's state (the field to blame and the reason), or undefined. */
export function promoRefusalOf(terms: SetupTerms, promoRunning: boolean): { field: 'includeSetup' | 'setupWaived'; message: string } | undefined {
  const fee = formatCents(SETUP_FEE_CENTS);
  if (terms === 'paid' && promoRunning) return { field: 'includeSetup', message: `The promo runs: the done-for-you setup is included with its ${fee} fee waived. Reload the page to see the promo's prices.` };
  if (terms === 'waived' && !promoRunning) return { field: 'setupWaived', message: `The promo has ended: the done-for-you setup costs ${fee}. Reload the page to see today's prices.` };
  return undefined;
}

export interface ChargeOptions {
  /** The founders rate: Blast CRM only, and only while seats remain. */
  foundersRate?: boolean;
  /** The optional setup fee, for plans that have one. */
  includeSetup?: boolean;
}

/** The recurring (or one-time) plan price, before any setup fee. */
export function planPriceCents(planId: PlanId, { foundersRate = false }: ChargeOptions = {}): number {
  if (foundersRate) {
    if (planId !== 'blast') throw new RangeError(`the founders rate applies to blast only, not ${planId}`);
    return FOUNDERS_MONTHLY_CENTS;
  }
  return PLANS[planId].priceCents;
}

/** What the first charge comes to: the plan price plus the setup fee when asked for. */
export function firstChargeCents(planId: PlanId, options: ChargeOptions = {}): number {
  const setup = options.includeSetup ? (PLANS[planId].setupFeeCents ?? 0) : 0;
  return planPriceCents(planId, options) + setup;
}

/** Prepay's saving against paying monthly for the same months. */
export function prepaySavingsCents(): number {
  return PREPAY.compareAtCents - PREPAY.priceCents;
}
