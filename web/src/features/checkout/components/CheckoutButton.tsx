import { Button, type ButtonProps } from '@mui/material';
import { PLANS, TRIAL_DAYS, checkoutMarks, type PlanChoice } from '@blast/catalog';
import { chargeSummary } from '../charge-summary';

/** The checkout dialog's title for a choice (SPEC §4: blast-prepay opens the blast checkout, named Prepay). */
function checkoutNameOf({ plan, foundersRate, trial }: PlanChoice): string {
  return plan === 'blast-prepay' ? PLANS[plan].shortName : `${PLANS[plan].name}${foundersRate ? ' (founders rate)' : ''}${trial ? `: ${TRIAL_DAYS}-day trial` : ''}`;
}

/**
 * A button marked for checkout (SPEC §3) with its choice (the marks of @blast/catalog's
 * checkout-marks.ts), and the checkout dialog's title and summary for it, so that the dialog
 * (checkout-island.ts) opens from the page as it is, without the catalogue or the app.
 */
export function CheckoutButton({ choice, ...props }: { choice: PlanChoice } & ButtonProps) {
  return <Button {...checkoutMarks(choice, { name: checkoutNameOf(choice), summary: chargeSummary(choice) })} {...props} />;
}
