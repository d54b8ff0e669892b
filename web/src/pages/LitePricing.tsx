import { LITE_USAGE_PRICES, PLANS, formatCents, formatCount, scaleExample } from '@blast/catalog';
import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { PageIntro } from '../components/PageIntro';
import { UsageTable } from '../components/UsageTable';
import { usePublishedContent } from '../features/site-content/published';
import { UsageEstimate } from '../features/usage-estimate/components/UsageEstimate';

// SPEC §9 says "about 65"; the catalogue's 0.16 a reply gives 62, and the page shows the arithmetic.
const reviews = scaleExample(LITE_USAGE_PRICES, 'reviews-ai');

export default function LitePricing() {
  const lite = PLANS['blast-lite'];
  return (
    <PageIntro
      title="Blast Lite usage pricing"
      lead={`${lite.name} is ${formatCents(lite.priceCents)}/month. Calls, texts, email and AI are billed by use at these prices.`}
    >
      <Stack spacing={3}>
        <UsageTable prices={LITE_USAGE_PRICES} caption="Blast Lite usage prices" />
        <Typography sx={{ color: 'text.secondary' }} data-testid="scale-example">
          {`For scale: ${formatCents(reviews.budgetCents)} of Reviews AI answers about ${formatCount(reviews.units)} reviews.`}
        </Typography>
        <UsageEstimate plans={['blast-lite', 'blast']} usageExamples={usePublishedContent().usageExamples} />
        <Button component={Link} to="/pricing#blast-lite" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Back to the Blast Lite plan
        </Button>
      </Stack>
    </PageIntro>
  );
}
