import { Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { FunnelStep } from '@blast/catalog';
import { useState } from 'react';
import { useFunnelSteps, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { noDataIn } from '../figures';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { TableRegion } from '../../../components/TableRegion';

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
    <TextField select size="small" label="Visitors from" value={source} onChange={(event) => setSource(event.target.value)} sx={{ minWidth: 170 }} slotProps={{ select: { native: true } }}>
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

function StepsTable({ steps }: { steps: FunnelStep[] }) {
  return (
    <TableRegion label="Path to payment">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Step</TableCell>
            <TableCell align="right">Visitors</TableCell>
            <TableCell align="right">Dropped</TableCell>
            <TableCell align="right">Of visitors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step) => (
            <TableRow key={step.step} data-testid="funnel-step">
              <TableCell>{step.label}</TableCell>
              <TableCell align="right">{step.visitors.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{step.dropOff.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{step.ofVisitors === null ? '—' : `${step.ofVisitors}%`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
