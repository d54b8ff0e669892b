import { PLANS, formatCents, formatCount, scaleExample } from '@blast/catalog';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageIntro } from '../components/PageIntro';
import { UsageTable } from '../components/UsageTable';
import { usePublishedContent } from '../features/site-content/published';
import { UsageEstimate } from '../features/usage-estimate/components/UsageEstimate';
import { USAGE_PRICING_PAGES, type UsagePricingCopy, type UsagePricingPath } from './usage-pricing-pages';

function ScaleExample({ prices, scale }: Pick<UsagePricingCopy, 'prices' | 'scale'>) {
  const { budgetCents, units } = scaleExample(prices, scale.usage);
  return (
    <Typography sx={{ color: 'text.secondary' }} data-testid="scale-example">
      {`For scale: ${formatCents(budgetCents)} of ${scale.spentOn} about ${formatCount(units)} ${scale.units}.`}
    </Typography>
  );
}

/**
 * A plan's usage pricing page (usage-pricing-pages.ts): the prices, what $10 buys, the estimate
 * beside the other plan, the way back. `bonus` goes above the table: a page brings its own, so
 * the other page loads none of its code.
 */
export function UsagePricingPage({ path, bonus }: { path: UsagePricingPath; bonus?: ReactNode }) {
  const copy = USAGE_PRICING_PAGES[path];
  const plan = PLANS[copy.plan];
  const { usageExamples } = usePublishedContent();
  return (
    <PageIntro title={copy.title} lead={`${plan.name} is ${formatCents(plan.priceCents)}/month. Calls, texts, email and AI are billed by use at these prices.`}>
      <Stack spacing={3}>
        {bonus}
        <UsageTable prices={copy.prices} caption={copy.caption} />
        <ScaleExample prices={copy.prices} scale={copy.scale} />
        <UsageEstimate plans={copy.estimate} usageExamples={usageExamples} />
        <Button component={Link} to={copy.back.to} variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {copy.back.label}
        </Button>
      </Stack>
    </PageIntro>
  );
}
