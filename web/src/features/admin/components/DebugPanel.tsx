import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useDebugInfo } from '../api/analytics';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';

/** Mounted only while open: its query runs then, and not otherwise (SPEC §4). */
export function DebugPanel() {
  const query = useDebugInfo();
  return (
    <Panel title="Debug Information" testId="debug-panel">
      <QueryState query={query}>
        {(debug) => (
          <Table size="small">
            <TableBody>
              {[
                ['Page views in the database', debug.database.total_page_views.toLocaleString('en-US')],
                ['Conversions in the database', debug.database.total_conversions.toLocaleString('en-US')],
                ['Memory cache size', String(debug.memory.recent_views_cache_size)],
                ['Dedup window', `${debug.memory.dedup_window_ms} ms`],
                ['Environment', debug.environment.node_env],
                ['Database', debug.environment.database_url],
                // After a deploy: this must be your own address (docs/api.md, "Client addresses").
                ['Your address, as the API reads it', `${debug.client.address} (${debug.client.source} of "${debug.client.forwardedFor || 'no X-Forwarded-For'}")`],
              ].map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </Panel>
  );
}
