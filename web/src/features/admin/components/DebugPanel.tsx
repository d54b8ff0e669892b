import { Box, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDebugInfo } from '../api/analytics';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { count } from '../figures';
import { durationWords, failingLines, lastEventLines } from '../status-words';

/** A small table of label and value, each label a row header. */
function Rows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The operator's status in plain words: what is failing, what is set up (`setup`, composed by the
 * page), the newest event of each kind and the totals; SPEC §2's technical detail (cache, dedup
 * window, environment, database, the address the API reads) folded under a native <details>.
 * Mounted only while open: its query runs then, and not otherwise (SPEC §4).
 */
export function DebugPanel({ setup }: { setup?: ReactNode }) {
  const query = useDebugInfo();
  return (
    <Panel title="Debug Information" testId="debug-panel">
      <Stack spacing={3}>
        <QueryState query={query}>
          {(debug) => {
            const failing = failingLines(debug.status);
            return (
              <Stack spacing={3}>
                <Part title="What is failing">
                  {failing.length === 0 ? (
                    <Typography data-testid="status-failing">Nothing is failing: every lead and customer event reached your CRM or is on its way.</Typography>
                  ) : (
                    <Stack component="ul" sx={{ m: 0, pl: 3 }} data-testid="status-failing">
                      {failing.map((line) => (
                        <Typography component="li" key={line} color="error.main">
                          {line}
                        </Typography>
                      ))}
                    </Stack>
                  )}
                </Part>
                <Part title="The latest of each kind">
                  <Rows rows={lastEventLines(debug.status).map(({ label, text }) => [label, text] as const)} />
                </Part>
                <Part title="In the database">
                  <Rows
                    rows={[
                      ['Page views in the database', count(debug.database.total_page_views)],
                      ['Conversions in the database', count(debug.database.total_conversions)],
                    ]}
                  />
                </Part>
                <Box component="details" data-testid="debug-technical" sx={{ '& > summary': { cursor: 'pointer', fontWeight: 600 } }}>
                  <summary>Technical detail</summary>
                  <Rows
                    rows={[
                      ['Memory cache size', String(debug.memory.recent_views_cache_size)],
                      ['Dedup window', `${durationWords(debug.memory.dedup_window_ms)} (${debug.memory.dedup_window_ms} ms)`],
                      ['Environment', debug.environment.node_env],
                      ['Database', debug.environment.database_url],
                      // After a deploy: this must be your own address (docs/api.md, "Client addresses").
                      ['Your address, as the API reads it', `${debug.client.address} (${debug.client.source} of "${debug.client.forwardedFor || 'no X-Forwarded-For'}")`],
                    ]}
                  />
                </Box>
              </Stack>
            );
          }}
        </QueryState>
        {setup}
      </Stack>
    </Panel>
  );
}
