import { PLANS, TRIAL, TRIAL_DAYS, formatCents, planChoice } from '@blast/catalog';
import { List, ListItem, Stack, Typography } from '@mui/material';
import { Faq } from '../components/Faq';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { CheckoutButton } from '../features/checkout/components/CheckoutButton';
import { FREE_TRIAL_FAQ } from './free-trial-faq';

export default function FreeTrial() {
  const plan = PLANS.blast;
  return (
    <>
      <PageIntro
        title={TRIAL.start}
        lead={`${plan.name} free for ${TRIAL_DAYS} days, then ${formatCents(plan.priceCents)} per month.`}
      >
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <List sx={{ listStyle: 'disc', pl: 2.5 }}>
            {plan.features.map((feature) => (
              <ListItem key={feature} sx={{ display: 'list-item', py: 0.25 }}>
                {feature}
              </ListItem>
            ))}
          </List>
          <CheckoutButton choice={planChoice('blast', { trial: true })} variant="contained" size="large">
            Start my {TRIAL_DAYS}-day {plan.name} trial
          </CheckoutButton>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="trial-terms">
            {TRIAL.terms} {TRIAL.reminder}
          </Typography>
        </Stack>
      </PageIntro>
      <Section title="Trial questions">
        <Faq items={FREE_TRIAL_FAQ} id="trial-faq" />
      </Section>
    </>
  );
}
