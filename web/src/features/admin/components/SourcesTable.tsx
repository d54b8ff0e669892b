import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useSources } from '../api/analytics';
import { Panel, QueryState } from '../../../components/Panel';
import { NO_DATA_YET } from '../figures';

/** Views, conversions and rate per utm_source and utm_campaign. */
export function SourcesTable() {
  const query = useSources();
  return (
    <Panel title="Traffic Sources" testId="traffic-sources">
      <QueryState query={query} empty={{ when: (rows) => rows.length === 0, text: NO_DATA_YET }}>
        {(rows) => (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Source</TableCell>
                  <TableCell>Campaign</TableCell>
                  <TableCell align="right">Views</TableCell>
                  <TableCell align="right">Conversions</TableCell>
                  <TableCell align="right">Rate</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.source} ${row.campaign}`}>
                    <TableCell>{row.source}</TableCell>
                    <TableCell>{row.campaign}</TableCell>
                    <TableCell align="right">{row.views.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{row.conversions.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{row.conversionRate === null ? '—' : `${row.conversionRate}%`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </Panel>
  );
}
