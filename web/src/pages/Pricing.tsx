import { ELITE, FOUNDERS_MONTHLY_CENTS, FOUNDERS_SEATS_TOTAL, PLANS, PREPAY, SETUP_FEE_CENTS, TRIAL, TRIAL_DAYS, TRUST_LINE, formatCents } from '@blast/catalog';
import { Alert, Box, Button, FormControlLabel, Link as MuiLink, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Faq } from '../components/Faq';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { PlanCards } from '../features/checkout/components/PlanCards';
import { useSeatsLeft } from '../features/seats/components/SeatsProvider';

const FAQ = [
  {
    question: 'How fast do I go live?',
    answer: `Blast CRM goes live in ${PLANS.blast.goLive} with the workflows preloaded; Blast Lite in ${PLANS['blast-lite'].goLive}.`,
  },
  {
    question: `How does the ${TRIAL_DAYS}-day trial work?`,
    answer: `${TRIAL.terms} ${TRIAL.reminder}`,
  },
  {
    question: 'What is the founders rate?',
    answer: `The first ${FOUNDERS_SEATS_TOTAL} people get Blast CRM for ${formatCents(FOUNDERS_MONTHLY_CENTS)} a month instead of ${formatCents(PLANS.blast.priceCents)}. The seat counter at the top of the page shows how many founders seats are left; once they are gone, the regular price applies.`,
  },
  {
    question: 'Can I cancel anytime?',
    answer: 'Yes. There are no long-term contracts, and cancellations take effect instantly.',
  },
  {
    question: 'What does the setup fee cover?',
    answer: `The optional ${formatCents(SETUP_FEE_CENTS)} setup has us configure your pipeline, numbers and templates for you. The promo above the plans waives it.`,
  },
  {
    question: 'How is usage billed?',
    answer: 'Calls, texts, email and AI are billed at cost-plus usage prices listed on the usage pricing pages, so you only pay for what you send.',
  },
  {
    question: 'Who is Blast Elite for?',
    answer: `Teams that want a custom website and CRM built for how they work. Builds need a project agreement, and we take ${ELITE.buildSlotsPerMonth} build slots a month, first come first served.`,
  },
] as const;

export default function Pricing() {
  const [setupFeeWaived, setSetupFeeWaived] = useState(false);
  const seatsLeft = useSeatsLeft();
  return (
    <>
      <PageIntro title="Pricing" lead="One CRM for every kind of real estate investor. Pick the plan that fits how you work today.">
        <Alert severity="info" variant="outlined" data-testid="snapshot-banner">
          Not ready yet? Take a free snapshot: the{' '}
          <MuiLink component={Link} to="/free-lender-snapshot" color="inherit">
            Free Lender Snapshot
          </MuiLink>{' '}
          or the{' '}
          <MuiLink component={Link} to="/free-bird-dog-snapshot" color="inherit">
            Free Bird Dog Snapshot
          </MuiLink>
          .
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button component={Link} to="/blast-pricing" size="small">
            Blast CRM usage pricing
          </Button>
          <Button component={Link} to="/lite-pricing" size="small">
            Blast Lite usage pricing
          </Button>
          <Button component={Link} to="/custom-pricing" size="small">
            Custom build pricing
          </Button>
        </Stack>
      </PageIntro>
      <Section>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <FormControlLabel
            control={<Switch checked={setupFeeWaived} onChange={(event) => setSetupFeeWaived(event.target.checked)} />}
            label="Promo: waive the setup fee"
          />
        </Box>
        <PlanCards seatsLeft={seatsLeft} setupFeeWaived={setupFeeWaived} />
        <Typography sx={{ mt: 3, textAlign: 'center' }} data-testid="trust-line">
          {TRUST_LINE}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, textAlign: 'center', color: 'text.secondary' }} data-testid="trial-footnote">
          * {TRIAL.terms} {TRIAL.reminder} Six-month prepay: {formatCents(PREPAY.priceCents)} for {PREPAY.months} months (
          {formatCents(PREPAY.compareAtCents)} if paid monthly).
        </Typography>
      </Section>
      <Section title="Frequently asked questions">
        <Faq items={FAQ} />
      </Section>
    </>
  );
}
