import { PLANS, TRIAL, TRIAL_DAYS, formatCents } from '@blast/catalog';
import { List, ListItem, Stack, Typography } from '@mui/material';
import { Faq } from '../components/Faq';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { CheckoutButton } from '../features/checkout/components/CheckoutButton';

const FAQ = [
  {
    question: 'What do I pay today?',
    answer: `$0. Your ${TRIAL_DAYS}-day trial starts as soon as checkout is complete.`,
  },
  {
    question: 'Do I need a card?',
    answer: `Yes. A card is kept on file at checkout, and nothing is charged during the ${TRIAL_DAYS} days.`,
  },
  {
    question: 'What happens when the trial ends?',
    answer: `The subscription continues at ${TRIAL.monthly} unless you cancel within the ${TRIAL_DAYS} days. ${TRIAL.reminder}`,
  },
  {
    question: 'How do I cancel?',
    answer: 'Cancel anytime from your account or by emailing support; cancellations take effect instantly and there are no long-term contracts.',
  },
  {
    question: 'What is included in the trial?',
    answer: `Everything in ${PLANS.blast.name}: ${PLANS.blast.features.join(', ').toLowerCase()}.`,
  },
] as const;

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
          <CheckoutButton plan="blast" trial variant="contained" size="large">
            Start my {TRIAL_DAYS}-day {plan.name} trial
          </CheckoutButton>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="trial-terms">
            {TRIAL.terms} {TRIAL.reminder}
          </Typography>
        </Stack>
      </PageIntro>
      <Section title="Trial questions">
        <Faq items={FAQ} id="trial-faq" />
      </Section>
    </>
  );
}
