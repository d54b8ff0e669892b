import { SITE_PAGES, TRIAL } from '@blast/catalog';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { FeatureCards } from '../components/FeatureCards';
import { Section } from '../components/Section';
import { ProductScreens, Testimonials } from '../features/site-content/components/ProofSlots';
import { LANDING_PAGES, type LandingPath } from './landing-pages';

function CallsToAction() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Button component={Link} to={SITE_PAGES.FreeTrial.path} variant="contained" size="large">
        {TRIAL.start}
      </Button>
      <Button component={Link} to={SITE_PAGES.BookDemo.path} variant="outlined" size="large">
        Book a demo
      </Button>
    </Stack>
  );
}

/** An SEO landing page: its copy (landing-pages.ts), then the owner's proof before the closing call. */
export function LandingPage({ path }: { path: LandingPath }) {
  const copy = LANDING_PAGES[path];
  return (
    <>
      <Box component="section" sx={{ py: { xs: 7, md: 11 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: 36, md: 54 }, fontWeight: 900, lineHeight: 1.1, mb: 3 }}>
            {copy.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: 18, md: 21 }, color: 'text.secondary', mb: 4 }}>{copy.lead}</Typography>
          <CallsToAction />
        </Container>
      </Box>
      <Section title={copy.problemTitle}>
        <FeatureCards cards={copy.problems} />
      </Section>
      <Section title={copy.solutionTitle}>
        <FeatureCards cards={copy.solutions} />
      </Section>
      <ProductScreens />
      <Testimonials />
      <Section>
        <Typography sx={{ fontSize: 20, textAlign: 'center', mb: 3 }}>{copy.closing}</Typography>
        <CallsToAction />
      </Section>
    </>
  );
}
