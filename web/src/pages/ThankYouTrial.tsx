import { TRIAL, TRIAL_DAYS, TRIAL_STEPS } from '@blast/catalog';
import { Typography } from '@mui/material';
import { PageIntro } from '../components/PageIntro';
import { OrderSlot, StepsSlot } from '../features/order/components/OrderSlots';
import { ThankYouLinks } from '../features/order/components/ThankYouLinks';

/** SPEC §2's trial-started page: its steps; with a valid session, the order island fills in the order. */
export default function ThankYouTrial() {
  return (
    <PageIntro title={`Your ${TRIAL_DAYS}-day trial has started`} lead="Welcome to Blast CRM.">
      <OrderSlot />
      <StepsSlot steps={TRIAL_STEPS} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {TRIAL.terms} {TRIAL.reminder}
      </Typography>
      <ThankYouLinks />
    </PageIntro>
  );
}
