import { PREPAY, SITE_PAGES, TRIAL, TRUST_LINE, formatCents } from '@blast/catalog';
import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Faq } from '../components/Faq';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { MiniLine, PlanCards } from '../features/checkout/components/PlanCards';
import { usePublishedContent } from '../features/site-content/published';
import { PromoToggle } from '../features/checkout/components/PromoToggle';
import { planFactItems, useOwnerFaq } from '../features/site-content/components/AnswerSlots';
import { CustomerLogos, GuaranteeLine, ProductScreens, Testimonials } from '../features/site-content/components/ProofSlots';
import { useSeatsLeft } from '../features/seats/components/SeatsProvider';
import { PRICING_FAQ } from './pricing-faq';

export default function Pricing() {
  const seatsLeft = useSeatsLeft();
  // The owner's promo, as published (the build leaves out one that has ended).
  const content = usePublishedContent();
  const promo = !!content.promo;
  // The owner's questions follow the plans' own, as in the page's FAQPage data (route-heads.ts).
  const ownerFaq = useOwnerFaq();
  return (
    <>
      <PageIntro maxWidth="lg" title="Pricing" lead="One CRM for every kind of real estate investor. Pick the plan that fits how you work today.">
        <Alert severity="info" variant="outlined" data-testid="snapshot-banner">
          Not ready yet? Take a free snapshot: the{' '}
          <MuiLink component={Link} to={SITE_PAGES.FreeLenderSnapshot.path} color="inherit">
            Free Lender Snapshot
          </MuiLink>{' '}
          or the{' '}
          <MuiLink component={Link} to={SITE_PAGES.FreeBirdDogSnapshot.path} color="inherit">
            Free Bird Dog Snapshot
          </MuiLink>
          .
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button component={Link} to={SITE_PAGES.BlastPricing.path} size="small">
            Blast CRM usage pricing
          </Button>
          <Button component={Link} to={SITE_PAGES.LitePricing.path} size="small">
            Blast Lite usage pricing
          </Button>
          <Button component={Link} to={SITE_PAGES.CustomPricing.path} size="small">
            Custom build pricing
          </Button>
        </Stack>
      </PageIntro>
      <Section flushTop>
        {promo ? (
          <PromoToggle label="Promo: waive the setup fee">
            <PlanCards seatsLeft={seatsLeft} promo toggle planFacts={planFactItems} usageExamples={content.usageExamples} />
          </PromoToggle>
        ) : (
          <PlanCards seatsLeft={seatsLeft} planFacts={planFactItems} usageExamples={content.usageExamples} />
        )}
        <MiniLine />
        <GuaranteeLine />
        <Typography sx={{ mt: 3, textAlign: 'center' }} data-testid="trust-line">
          {TRUST_LINE}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, textAlign: 'center', color: 'text.secondary' }} data-testid="trial-footnote">
          * {TRIAL.terms} {TRIAL.reminder} Six-month prepay: {formatCents(PREPAY.priceCents)} for {PREPAY.months} months (
          {formatCents(PREPAY.compareAtCents)} if paid monthly).
        </Typography>
      </Section>
      <Testimonials />
      <ProductScreens title="What you get" />
      <CustomerLogos />
      <Section title="Frequently asked questions">
        <Faq items={[...PRICING_FAQ, ...ownerFaq]} />
      </Section>
    </>
  );
}
