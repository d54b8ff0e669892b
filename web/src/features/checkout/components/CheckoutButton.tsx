import { Button, type ButtonProps } from '@mui/material';
import { PLANS, TRIAL_DAYS, checkoutTypeOf, type PlanId } from '@blast/catalog';
import { chargeSummary } from '../charge-summary';

export interface CheckoutMarks {
  plan: PlanId;
  setup?: boolean;
  foundersRate?: boolean;
  trial?: boolean;
  /** The promo's choice: the done-for-you setup included, its fee waived. */
  setupWaived?: boolean;
}

/** The checkout dialog's title for a choice (SPEC §4: blast-prepay opens the blast checkout, named Prepay). */
export function checkoutNameOf({ plan, foundersRate = false, trial = false }: CheckoutMarks): string {
  return plan === 'blast-prepay' ? PLANS[plan].shortName : `${PLANS[plan].name}${foundersRate ? ' (founders rate)' : ''}${trial ? `: ${TRIAL_DAYS}-day trial` : ''}`;
}

/**
 * A button marked for checkout (SPEC §3): `data-plan`, `data-setup` and `data-founders-rate`
 * ('true' or 'false'), plus `data-trial` for the trial and `data-setup-waived` for the promo's choice. It also carries the checkout dialog's
 * title and summary for its choice, so that the dialog (checkout-island.ts) opens from the page
 * as it is, without the catalogue or the app.
 */
export function CheckoutButton({ plan, setup = false, foundersRate = false, trial = false, setupWaived = false, ...props }: CheckoutMarks & ButtonProps) {
  const type = checkoutTypeOf(plan);
  return (
    <Button
      data-checkout=""
      data-plan={plan}
      data-setup={String(setup)}
      data-founders-rate={String(foundersRate)}
      data-trial={String(trial)}
      data-setup-waived={setupWaived ? 'true' : undefined}
      data-checkout-type={type}
      data-checkout-name={type && checkoutNameOf({ plan, foundersRate, trial })}
      data-checkout-summary={type && chargeSummary({ plan, foundersRate, includeSetup: setup, trial, setupWaived })}
      {...props}
    />
  );
}
