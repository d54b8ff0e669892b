import { BLAST_USAGE_PRICES, PLANS, PREPAY, formatCents, formatCount, prepaySavingsCents, scaleExample } from '@blast/catalog';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { PageIntro } from '../components/PageIntro';
import { UsageTable } from '../components/UsageTable';
import { usePublishedContent } from '../features/site-content/published';
import { UsageEstimate } from '../features/usage-estimate/components/UsageEstimate';

const emails = scaleExample(BLAST_USAGE_PRICES, 'email');

export default function BlastPricing() {
  return (
    <PageIntro
      title="Blast CRM usage pricing"
      lead={`${PLANS.blast.name} is ${formatCents(PLANS.blast.priceCents)}/month. Calls, texts, email and AI are billed by use at these prices.`}
    >
      <Stack spacing={3}>
        <Alert severity="success" variant="outlined" data-testid="prepay-bonus">
          Prepay bonus: pay {formatCents(PREPAY.priceCents)} for {PREPAY.months} months instead of {formatCents(PREPAY.compareAtCents)}.
          {` ${PREPAY.paidMonths} months paid, ${PREPAY.months - PREPAY.paidMonths} free: you save ${formatCents(prepaySavingsCents())}.`}
        </Alert>
        <UsageTable prices={BLAST_USAGE_PRICES} caption="Blast CRM usage prices" />
        <Typography sx={{ color: 'text.secondary' }} data-testid="scale-example">
          {`For scale: ${formatCents(emails.budgetCents)} of email sends about ${formatCount(emails.units)} emails.`}
        </Typography>
        <UsageEstimate plans={['blast', 'blast-lite']} usageExamples={usePublishedContent().usageExamples} />
        <Button component={Link} to="/pricing#blast" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Back to the Blast CRM plan
        </Button>
      </Stack>
    </PageIntro>
  );
}
