import type { SourceRow } from '@blast/catalog';
import { Stack, Typography } from '@mui/material';
import { usePeriodTotals, useRevenue, useSources, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { count, dollars, noDataIn, paymentsKeptNote, rateText, sourcesWithRevenue } from '../figures';
import { DataTable, type Column } from '../../../components/DataTable';

const SOURCE_COLUMNS: readonly Column<SourceRow>[] = [
  { header: 'Source', render: (row) => row.source },
  { header: 'Campaign', render: (row) => row.campaign },
  { header: 'Views', align: 'right', nowrap: true, render: (row) => count(row.views) },
  { header: 'Visitors', align: 'right', nowrap: true, render: (row) => count(row.visitors) },
  { header: 'Conversions', align: 'right', nowrap: true, render: (row) => count(row.conversions) },
  { header: 'Rate', align: 'right', render: (row) => rateText(row.conversionRate) },
  { header: 'Revenue', align: 'right', nowrap: true, render: (row) => dollars(row.revenueCents) },
  { header: 'Per visitor', align: 'right', render: (row) => (row.revenuePerVisitorCents === null ? rateText(null) : dollars(row.revenuePerVisitorCents)) },
];

/**
 * Per utm_source and utm_campaign: views, visitors, the visitors who reached a goal and their rate
 * (none under the minimum sample), and the revenue of Revenue by source (the one ledger) and its
 * amount a visitor; where a Reset cut the period, it says the payments before it are in.
 */
export function SourcesTable() {
  const query = useSources();
  const revenue = useRevenue();
  const period = usePeriod();
  const since = useSinceLabel();
  const note = paymentsKeptNote(usePeriodTotals().data?.resetAt);
  return (
    <Panel title="Traffic Sources" caption={since} testId="traffic-sources">
      <QueryState query={query} empty={{ when: (rows) => rows.length === 0 && (revenue.data?.bySource.length ?? 0) === 0, text: noDataIn(period.label) }}>
        {(rows) => (
          <Stack spacing={1}>
            {note && (
              <Typography variant="body2" color="text.secondary" data-testid="traffic-sources-reset-note">
                Revenue: {note}.
              </Typography>
            )}
            <DataTable label="Traffic sources" columns={SOURCE_COLUMNS} rows={sourcesWithRevenue(rows, revenue.data?.bySource ?? [])} rowKey={(row) => `${row.source} ${row.campaign}`} />
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
