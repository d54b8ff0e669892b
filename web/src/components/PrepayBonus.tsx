import { PREPAY, formatCents, prepaySavingsCents } from '@blast/catalog';
import { Alert } from '@mui/material';

/** Blast CRM's six-month prepay bonus, in one line of its prices. */
export function PrepayBonus() {
  return (
    <Alert severity="success" variant="outlined" data-testid="prepay-bonus">
      Prepay bonus: pay {formatCents(PREPAY.priceCents)} for {PREPAY.months} months instead of {formatCents(PREPAY.compareAtCents)}.
      {` ${PREPAY.paidMonths} months paid, ${PREPAY.months - PREPAY.paidMonths} free: you save ${formatCents(prepaySavingsCents())}.`}
    </Alert>
  );
}
