import { Button, type ButtonProps } from '@mui/material';
import type { PlanId } from '@blast/catalog';

export interface CheckoutMarks {
  plan: PlanId;
  setup?: boolean;
  foundersRate?: boolean;
  trial?: boolean;
}

/**
 * A button marked for checkout (SPEC §3): `data-plan`, `data-setup` and `data-founders-rate`
 * ('true' or 'false'), plus `data-trial` for the trial. The shared checkout modal intercepts
 * clicks on any element carrying `data-plan`.
 */
export function CheckoutButton({ plan, setup = false, foundersRate = false, trial = false, ...props }: CheckoutMarks & ButtonProps) {
  return (
    <Button
      data-checkout=""
      data-plan={plan}
      data-setup={String(setup)}
      data-founders-rate={String(foundersRate)}
      data-trial={String(trial)}
      {...props}
    />
  );
}
