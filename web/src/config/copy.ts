/** Texts that several pages say and that must never drift apart (PRODUCT.md's trial wording). */
import { PLANS, TRIAL_DAYS, formatCents } from '@blast/catalog';

const monthly = `${formatCents(PLANS.blast.priceCents)}/month`;

export const TRIAL = {
  /** The pricing footnote and the trial page's summary. */
  terms:
    `${TRIAL_DAYS}-day trial, $0 today. A card is kept on file, and the subscription continues at ` +
    `${monthly} unless you cancel within the ${TRIAL_DAYS} days.`,
  reminder: `Stripe emails you a reminder before the trial ends, so the first charge never comes as a surprise.`,
  monthly,
} as const;

export const TRUST_LINE = 'Cancel anytime. No long-term contracts. Secure card checkout. Your data is never resold.';
