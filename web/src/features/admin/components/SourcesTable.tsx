import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useSources, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { dollars, noDataIn } from '../figures';
import { TableRegion } from '../../../components/TableRegion';

/** Per utm_source and utm_campaign: views, visitors, the visitors who reached a goal and their rate, the revenue and its amount a visitor. */
export function SourcesTable() {
  const query = useSources();
  const period = usePeriod();
  const since = useSinceLabel();
  return (
    <Panel title="Traffic Sources" caption={since} testId="traffic-sources">
      <QueryState query={query} empty={{ when: (rows) => rows.length === 0, text: noDataIn(period.label) }}>
        {(rows) => (
          <TableRegion label="Traffic sources">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Source</TableCell>
                  <TableCell>Campaign</TableCell>
                  <TableCell align="right">Views</TableCell>
                  <TableCell align="right">Visitors</TableCell>
                  <TableCell align="right">Conversions</TableCell>
                  <TableCell align="right">Rate</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                  <TableCell align="right">Per visitor</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.source} ${row.campaign}`}>
                    <TableCell>{row.source}</TableCell>
                    <TableCell>{row.campaign}</TableCell>
                    <TableCell align="right">{row.views.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{row.visitors.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{row.conversions.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{row.conversionRate === null ? '—' : `${row.conversionRate}%`}</TableCell>
                    <TableCell align="right">{dollars(row.revenueCents)}</TableCell>
                    <TableCell align="right">{row.revenuePerVisitorCents === null ? '—' : dollars(row.revenuePerVisitorCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
        )}
      </QueryState>
    </Panel>
  );
}
