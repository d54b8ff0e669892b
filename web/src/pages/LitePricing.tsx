import { LITE_USAGE_PRICES, PLANS, formatCents, unitsForBudget, usagePrice } from '@blast/catalog';
import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { PageIntro } from '../components/PageIntro';
import { UsageTable } from '../components/UsageTable';

const BUDGET_CENTS = 10_00;
const reviewsForBudget = unitsForBudget(BUDGET_CENTS, usagePrice(LITE_USAGE_PRICES, 'reviews-ai').microUsd);

export default function LitePricing() {
  const lite = PLANS['blast-lite'];
  return (
    <PageIntro
      title="Blast Lite usage pricing"
      lead={`${lite.name} is ${formatCents(lite.priceCents)}/month. Calls, texts, email and AI are billed by use at these prices.`}
    >
      <Stack spacing={3}>
        <UsageTable prices={LITE_USAGE_PRICES} caption="Blast Lite usage prices" />
        <Typography sx={{ color: 'text.secondary' }}>
          {`For scale: ${formatCents(BUDGET_CENTS)} of Reviews AI answers about `}{reviewsForBudget} reviews.
        </Typography>
        <Button component={Link} to="/pricing#blast-lite" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Back to the Blast Lite plan
        </Button>
      </Stack>
    </PageIntro>
  );
}
