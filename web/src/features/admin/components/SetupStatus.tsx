import type { ConfigurationStatus, SetupItem } from '@blast/catalog';
import { Box, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { QueryState } from '../../../components/QueryState';
import { SetupItems } from './SetupList';

/** What the status shows: the setup list's items (catalog/src/setup.ts) and where the deliveries go (the server's configuration). */
export interface SetupStatusData {
  items: SetupItem[];
  config: ConfigurationStatus;
}

const LEAD_HOOK_LABEL: Readonly<Record<string, string>> = {
  blast: 'Blast CRM opt-in leads',
  lite: 'Lite opt-in leads',
  snapshot: 'Snapshot leads',
};

/** Each delivery hook in words: what it carries, and whether it is set (and where to). */
function hookLines(config: ConfigurationStatus): { label: string; text: string; set: boolean }[] {
  const line = (label: string, { configured, host }: { configured: boolean; host: string }, unset: string) => ({ label, set: configured, text: configured ? `Set: sent to ${host}` : `Not set: ${unset}` });
  return [
    ...config.leadHooks.map((hook) => line(LEAD_HOOK_LABEL[hook.hook] ?? `${hook.hook} leads`, hook, 'these leads stay here, on the Leads view, and reach no CRM')),
    line('Customers (purchases, trials, cancellations)', config.customerHook, 'your CRM hears of no customer'),
    line('Alerts to you', config.opsHook, 'when payments or deliveries fail, nobody is told'),
  ];
}

const heading = { fontSize: 16, fontWeight: 700, mb: 1 } as const;

/**
 * What is set up, in words: every item of the setup list (done or to do, and where it is set),
 * then where each kind of delivery goes. The page composes its data from the site's facts and the
 * server's configuration (the same checks as Today's setup list and the deploy check).
 */
export function SetupStatus({ query }: { query: { data?: SetupStatusData; error: Error | null; isPending: boolean } }) {
  return (
    <QueryState query={query}>
      {({ items, config }) => (
        <Stack spacing={2} data-testid="setup-status">
          <Box component="section" aria-label="What is set up">
            <Typography variant="h3" sx={heading}>
              What is set up
            </Typography>
            <SetupItems items={items} />
          </Box>
          <Box component="section" aria-label="Where deliveries go">
            <Typography variant="h3" sx={heading}>
              Where deliveries go
            </Typography>
            <Table size="small">
              <TableBody>
                {hookLines(config).map(({ label, text, set }) => (
                  <TableRow key={label} data-testid="hook-status" data-set={set}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{text}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Stack>
      )}
    </QueryState>
  );
}
