import { FOUNDERS_SEATS_TOTAL, PLANS, PREPAY, TRIAL_DAYS, firstChargeCents, formatCents, planPriceCents, setupNoteOf, type PlanChoice } from '@blast/catalog';

/** What a checkout choice charges today and after: the checkout dialog's summary. */
export function chargeSummary(choice: PlanChoice): string {
  const plan = PLANS[choice.plan];
  // A trial always continues at the regular price: the server refuses a founders trial.
  if (choice.trial) return `$0 today, then ${formatCents(plan.priceCents)} per month unless you cancel within ${TRIAL_DAYS} days. Your card is kept on file.`;
  const price = planPriceCents(choice.plan, { foundersRate: choice.foundersRate });
  const today = firstChargeCents(choice.plan, { foundersRate: choice.foundersRate, includeSetup: choice.includeSetup });
  const charges = plan.billing === 'monthly' ? `${formatCents(today)} today, then ${formatCents(price)} per month.` : `${formatCents(today)}, one payment.`;
  // The promo sells the done-for-you setup with its fee waived, and says so (PRODUCT.md; docs/payments.md).
  return choice.setupWaived ? `${charges} ${setupNoteOf('waived', choice.plan)}` : charges;
}

/**
 * The line a plan card shows beside a checkout button: what that button sells (PRODUCT.md, "What
 * the pricing cards promise"), while founders seats remain (`foundersOffered`) and after.
 */
export function cardLineOf(choice: PlanChoice, foundersOffered: boolean): string {
  const summary = chargeSummary(choice);
  if (choice.trial) return foundersOffered ? `${summary} The trial continues at the regular price, not the founders rate.` : summary;
  if (choice.plan === 'blast-prepay') {
    return `${formatCents(PREPAY.priceCents)} today, one payment for ${PREPAY.months} months at the regular price (${PREPAY.paidMonths} paid, ${PREPAY.months - PREPAY.paidMonths} free); nothing is charged after it, and nothing renews by itself: after the ${PREPAY.months} months, keep Blast CRM by choosing monthly (${formatCents(PLANS.blast.priceCents)}/month) or another prepay.`;
  }
  if (choice.foundersRate) return `Founders rate, while seats remain: ${summary}`;
  // Blast CRM's buttons that sold the founders rate sell the regular price once the seats are gone.
  if (choice.plan === 'blast' && !foundersOffered) return `All ${FOUNDERS_SEATS_TOTAL} founders seats are taken: ${summary}`;
  return summary;
}
