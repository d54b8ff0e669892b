/**
 * Rates of people over people (PRODUCT.md, "Figures an owner can act on"): the goals a visitor
 * reaches, the steps of the way to a payment, and the arithmetic of a rate and its confidence.
 * Pure, shared by the functions (which count) and the dashboard (which shows).
 */

/** What a visitor can reach, named and counted apart. Opening a checkout is a step, not a goal. */
export const GOALS = ['purchase', 'trial', 'lead', 'demo_interest'] as const;
export type Goal = (typeof GOALS)[number];

/** The goal a conversion event reaches, or undefined for a step (checkout_started). */
export function goalOf(conversionType: string): Goal | undefined {
  return (GOALS as readonly string[]).includes(conversionType) ? (conversionType as Goal) : undefined;
}

/** The way to a payment, in order; the first is every visitor of the day. */
export const FUNNEL_STEPS = ['visitors', 'sawPricing', 'openedCheckout', 'reachedStripe', 'paid'] as const;
export type FunnelStepName = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Readonly<Record<FunnelStepName, string>> = {
  visitors: 'Visitors',
  sawPricing: 'Saw pricing',
  openedCheckout: 'Opened a checkout',
  reachedStripe: 'Reached Stripe',
  paid: 'Paid or started a trial',
};

/**
 * A step and every step before it (visitors aside, which a page view counts): a visitor who
 * reached Stripe opened a checkout, and the checkout dialog shows the plan and its price. So no
 * step ever counts more visitors than the one before.
 */
export function stepsUpTo(step: Exclude<FunnelStepName, 'visitors'>): Exclude<FunnelStepName, 'visitors'>[] {
  return FUNNEL_STEPS.slice(1, FUNNEL_STEPS.indexOf(step) + 1) as Exclude<FunnelStepName, 'visitors'>[];
}

/**
 * `part` of `whole` in percent with one decimal, as SPEC's funnel shows it ('12.5'); null without
 * a whole. Capped at 100: the counts make part a subset of whole, and a late event folded on one
 * side only must not show an impossible rate.
 */
export function ratePercent(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  return ((Math.min(part, whole) / whole) * 100).toFixed(1);
}

/**
 * The fewest visitors a rate is shown for (a page's, a campaign's, their revenue a visitor): under
 * it the dashboard says NOT_ENOUGH_VISITORS instead (2 visitors make a 50% out of one click).
 */
export const MIN_RATE_VISITORS = 10;

/** What the dashboard shows instead of a rate whose visitors are fewer than MIN_RATE_VISITORS. */
export const NOT_ENOUGH_VISITORS = 'not enough visitors yet';

/** Whether `visitors` are enough to show a rate of them. */
export const enoughVisitors = (visitors: number) => visitors >= MIN_RATE_VISITORS;

/** z for a two-sided 95% interval. */
const Z_95 = 1.959964;

/**
 * The lower bound of the Wilson score interval (95%) of `successes` in `trials`, 0..1: the rate a
 * page can claim with confidence. One visitor of one converts at 100% but claims 21%; 50 of 100
 * claim 40%. So a page with a handful of visitors does not outrank one with hundreds on noise.
 */
export function wilsonLowerBound(successes: number, trials: number, z = Z_95): number {
  if (trials <= 0) return 0;
  const p = Math.min(successes, trials) / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p) + z2 / (4 * trials)) / trials);
  return Math.max(0, (centre - spread) / (1 + z2 / trials));
}

/** Money per visitor in whole cents, null without visitors. */
export const perVisitorCents = (cents: number, visitors: number): number | null => (visitors > 0 ? Math.round(cents / visitors) : null);
