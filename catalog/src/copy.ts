/**
 * The texts SPEC and PRODUCT.md fix (titles, labels, toasts, messages): written once here, shown
 * by the web, asserted by the tests. Numbers and prices in them come from the plans.
 */
import { formatCents } from './money';
import { FOUNDERS_MONTHLY_CENTS, FOUNDERS_SEATS_TOTAL, PLANS, SETUP_FEE_CENTS, TRIAL_DAYS, type SetupTerms } from './plans';
import type { PlanId } from './plan-ids';

// The toasts and messages a visitor sees: messages.ts (no prices, so the page's first script carries them alone).

// Titles
export const HERO_HEADLINE = 'Stop losing deals to bad follow-up.';
export const NOT_FOUND_TITLE = '404 Page Not Found';
export const DASHBOARD_TITLE = 'Analytics Dashboard';
/** /admin/site: the owner's own proof and facts. */
export const SITE_EDITOR_TITLE = 'Site content';
/** /admin/people: a person's data on request (docs/privacy.md). */
export const PEOPLE_TITLE = 'People';
/** /admin/settings: what is set up, and the Reset behind a typed word. */
export const SETTINGS_TITLE = 'Settings';
/** The word the owner types before a Reset goes ahead. */
export const RESET_WORD = 'RESET';
export const PURCHASE_TESTS_TITLE = 'Purchase Testing Interface';

// The trial (PRODUCT.md's wording, which must never drift apart between pages)
/** The capitalised trial label of buttons and links: '14-Day Trial'. */
export const TRIAL_LABEL = `${TRIAL_DAYS}-Day Trial`;
const trialMonthly = `${formatCents(PLANS.blast.priceCents)}/month`;
export const TRIAL = {
  /** The call to action of the trial page and the landing pages. */
  start: `Start your ${TRIAL_DAYS}-day free trial`,
  /** The pricing footnote and the trial page's summary. */
  terms:
    `${TRIAL_DAYS}-day trial, $0 today. A card is kept on file, and the subscription continues at ` +
    `${trialMonthly} unless you cancel within the ${TRIAL_DAYS} days.`,
  reminder: `Stripe emails you a reminder before the trial ends, so the first charge never comes as a surprise.`,
  monthly: trialMonthly,
} as const;

export const TRUST_LINE = 'Cancel anytime. No long-term contracts. Secure card checkout. Your data is never resold.';

/**
 * The one cancellation story (PRODUCT.md, "The promo and cancellation, as a buyer reads them"):
 * Terms, FAQ, footer, checkout dialog, thank-you pages and the portal say exactly this.
 */
export const CANCELLATION =
  `Cancel anytime, on your own, in the customer portal: your subscription runs to the end of the period already paid and is not charged again, ` +
  `and a trial cancelled within its ${TRIAL_DAYS} days is never charged.`;

// Labels
export const SEATS_LEFT_LABEL = 'Founders seats left';
export const TRIAL_BUTTON_TEXT = `Start ${TRIAL_LABEL} with $0 today`;
export const WAIVED_BUTTON_TEXT = 'join now with setup fee waived';
/**
 * The promo's promise (PRODUCT.md): an order bought with "join now with setup fee waived" includes
 * the done-for-you setup with its fee waived, and everything that describes it says these words:
 * the checkout dialog, Stripe's page and receipt, the order, the thank-you page and the CRM's event.
 */
export const SETUP_WAIVED = 'Done-for-you setup included, fee waived';

/** What an order's setup comes to, in one sentence; undefined when it has none. */
export function setupNoteOf(terms: SetupTerms, plan: PlanId = 'blast'): string | undefined {
  const fee = formatCents(PLANS[plan].setupFeeCents ?? SETUP_FEE_CENTS);
  if (terms === 'waived') return `${SETUP_WAIVED}: the ${fee} setup fee is not charged.`;
  if (terms === 'paid') return `Done-for-you setup included, ${fee} setup fee paid.`;
  return undefined;
}

/** SPEC §9's note on the founders rate. */
export const FOUNDERS_NOTE = `First ${FOUNDERS_SEATS_TOTAL} people get ${formatCents(FOUNDERS_MONTHLY_CENTS)}`;


// What the operator sees (SPEC §8's confirmations, the empty test results)
export const RESET_CONFIRMATION = 'WARNING: This will permanently delete ALL analytics data. Are you sure?';
export const RESET_DONE = 'All analytics data has been reset.';
export const NO_TEST_RESULTS = 'No tests run yet. Start testing to see results here.';
/** SPEC §2: the configuration card's word for the lead-system webhooks, whose deliveries are logged. */
export const CHECK_CONSOLE = 'Check Console';
