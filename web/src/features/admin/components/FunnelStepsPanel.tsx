import { TextField, Typography } from '@mui/material';
import { MIN_RATE_VISITORS, NOT_ENOUGH_VISITORS, type FunnelStep } from '@blast/catalog';
import { useState } from 'react';
import { useFunnelSteps, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { count, noDataIn } from '../figures';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { DataTable, type Column } from '../../../components/DataTable';

const ALL = 'all';

/**
 * The way to a payment over the period: visitors, saw pricing, opened a checkout, reached Stripe,
 * paid or started a trial; each step's visitors and how many the step before lost. For all
 * visitors or those of one campaign.
 */
export function FunnelStepsPanel() {
  const query = useFunnelSteps();
  const period = usePeriod();
  const since = useSinceLabel();
  const [source, setSource] = useState(ALL);
  const sources = query.data?.bySource ?? [];
  const picker = (
    <TextField select size="small" label="Visitors from" value={source} onChange={(event) => setSource(event.target.value)} sx={{ minWidth: 170, maxWidth: '100%' }} slotProps={{ select: { native: true } }}>
      <option value={ALL}>All sources</option>
      {sources.map((row, i) => (
        <option key={`${row.source} ${row.campaign}`} value={String(i)}>
          {row.source} / {row.campaign}
        </option>
      ))}
    </TextField>
  );
  return (
    <Panel title="Path to Payment" caption={since} action={picker} testId="funnel-steps">
      <QueryState query={query} empty={{ when: (data) => data.steps[0].visitors === 0, text: noDataIn(period.label) }}>
        {(data) => <StepsTable steps={source === ALL ? data.steps : (data.bySource[Number(source)]?.steps ?? data.steps)} />}
      </QueryState>
    </Panel>
  );
}

/** Each step: its visitors, those the step before lost, and its share of the first step's visitors. */
const STEP_COLUMNS: readonly Column<FunnelStep>[] = [
  { header: 'Step', render: (step) => step.label },
  { header: 'Visitors', align: 'right', nowrap: true, render: (step) => count(step.visitors) },
  { header: 'Dropped', align: 'right', nowrap: true, render: (step) => count(step.dropOff) },
  { header: 'Of visitors', align: 'right', nowrap: true, render: (step) => (step.ofVisitors === null ? '—' : `${step.ofVisitors}%`) },
];

function StepsTable({ steps }: { steps: FunnelStep[] }) {
  return (
    <>
      <DataTable label="Path to payment" columns={STEP_COLUMNS} rows={steps} rowKey={(step) => step.step} rowTestId="funnel-step" />
      {steps[0].ofVisitors === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="funnel-steps-minimum">
          Shares of visitors: {NOT_ENOUGH_VISITORS} (they show from {MIN_RATE_VISITORS} visitors).
        </Typography>
      )}
    </>
  );
}
