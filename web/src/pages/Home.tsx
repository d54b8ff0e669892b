import { HERO_HEADLINE, PLANS, SITE_PAGES, TRUST_LINE } from '@blast/catalog';
import { Box, Container, Typography } from '@mui/material';
import { MagneticButton } from '../components/MagneticButton';
import { FeatureCards } from '../components/FeatureCards';
import { Section } from '../components/Section';
import { MiniLine, PlanCards } from '../features/checkout/components/PlanCards';
import { planFactItems } from '../features/site-content/components/AnswerSlots';
import { CustomerLogos, GuaranteeLine, ProductScreens, Testimonials, VideoSlot } from '../features/site-content/components/ProofSlots';
import { usePublishedContent } from '../features/site-content/published';
import { useSeatsLeft } from '../features/seats/components/SeatsProvider';

const CARDS = [
  {
    title: 'AI Bots',
    text: 'Appointment-setting bots answer every seller lead in seconds, day and night, and book the call on your calendar.',
  },
  {
    title: 'Compliance',
    text: 'A2P registration and an SMS ramp that protects your numbers, so your texts land instead of getting flagged.',
  },
  {
    title: 'Revival',
    text: 'Follow-up and revival sequences work the old leads in your list until they are ready to sell.',
  },
] as const;

export default function Home() {
  const seatsLeft = useSeatsLeft();
  const content = usePublishedContent();
  const promo = !!content.promo;
  return (
    <>
      <Box component="section" sx={{ py: { xs: 8, md: 14 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: 40, md: 64 }, fontWeight: 900, lineHeight: 1.05, mb: 3 }}>
            {HERO_HEADLINE}
          </Typography>
          <Typography sx={{ fontSize: { xs: 18, md: 22 }, color: 'text.secondary', mb: 5 }}>
            {`Blast CRM is the CRM for real estate investors: preloaded workflows, AI bots and a done-for-you lead-gen ` +
              `website, live in ${PLANS.blast.goLive}. Built for wholesalers, creative-finance buyers, lenders and bird dogs.`}
          </Typography>
          <MagneticButton to={`${SITE_PAGES.Pricing.path}#blast`} variant="contained" size="large" sx={{ px: 5, py: 1.75, fontSize: 18 }}>
            Get Blast CRM
          </MagneticButton>
        </Container>
      </Box>
      <Section title="Everything follow-up needs">
        <FeatureCards cards={CARDS} />
      </Section>
      <ProductScreens />
      <CustomerLogos />
      <VideoSlot />
      <Testimonials />
      <Section id="pricing" title="Pricing" lead={TRUST_LINE}>
        <PlanCards seatsLeft={seatsLeft} promo={promo} planFacts={planFactItems} usageExamples={content.usageExamples} />
        <MiniLine />
        <GuaranteeLine />
      </Section>
    </>
  );
}
