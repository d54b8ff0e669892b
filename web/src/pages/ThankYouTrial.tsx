import { TRIAL, TRIAL_DAYS, TRIAL_STEPS, nextStepsOf } from '@blast/catalog';
import { Typography } from '@mui/material';
import { PageIntro } from '../components/PageIntro';
import { NextSteps } from '../features/order/components/NextSteps';
import { OrderDetails } from '../features/order/components/OrderDetails';
import { ThankYouLinks } from '../features/order/components/ThankYouLinks';
import { useOrder } from '../features/order/hooks/use-order';

/** SPEC §2's trial-started page: its steps, or, once the order is known, the steps of what was bought. */
export default function ThankYouTrial() {
  const order = useOrder();
  return (
    <PageIntro title={`Your ${TRIAL_DAYS}-day trial has started`} lead="Welcome to Blast CRM.">
      <OrderDetails order={order} />
      <NextSteps steps={order ? nextStepsOf(order) : TRIAL_STEPS} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {TRIAL.terms} {TRIAL.reminder}
      </Typography>
      <ThankYouLinks />
    </PageIntro>
  );
}
