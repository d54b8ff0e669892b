import type { SourceRow } from '@blast/catalog';
import { useSources, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { count, dollars, noDataIn } from '../figures';
import { DataTable, type Column } from '../../../components/DataTable';

const SOURCE_COLUMNS: readonly Column<SourceRow>[] = [
  { header: 'Source', render: (row) => row.source },
  { header: 'Campaign', render: (row) => row.campaign },
  { header: 'Views', align: 'right', nowrap: true, render: (row) => count(row.views) },
  { header: 'Visitors', align: 'right', nowrap: true, render: (row) => count(row.visitors) },
  { header: 'Conversions', align: 'right', nowrap: true, render: (row) => count(row.conversions) },
  { header: 'Rate', align: 'right', nowrap: true, render: (row) => (row.conversionRate === null ? '—' : `${row.conversionRate}%`) },
  { header: 'Revenue', align: 'right', nowrap: true, render: (row) => dollars(row.revenueCents) },
  { header: 'Per visitor', align: 'right', nowrap: true, render: (row) => (row.revenuePerVisitorCents === null ? '—' : dollars(row.revenuePerVisitorCents)) },
];

/** Per utm_source and utm_campaign: views, visitors, the visitors who reached a goal and their rate, the revenue and its amount a visitor. */
export function SourcesTable() {
  const query = useSources();
  const period = usePeriod();
  const since = useSinceLabel();
  return (
    <Panel title="Traffic Sources" caption={since} testId="traffic-sources">
      <QueryState query={query} empty={{ when: (rows) => rows.length === 0, text: noDataIn(period.label) }}>
        {(rows) => <DataTable label="Traffic sources" columns={SOURCE_COLUMNS} rows={rows} rowKey={(row) => `${row.source} ${row.campaign}`} />}
      </QueryState>
    </Panel>
  );
}
