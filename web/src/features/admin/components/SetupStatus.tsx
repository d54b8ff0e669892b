import type { ConfigurationStatus, SetupItem } from '@blast/catalog';
import { Box, Link as MuiLink, List, ListItem, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';

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
export function hookLines(config: ConfigurationStatus): { label: string; text: string; set: boolean }[] {
  const line = (label: string, { configured, host }: { configured: boolean; host: string }, unset: string) => ({ label, set: configured, text: configured ? `Set: sent to ${host}` : `Not set: ${unset}` });
  return [
    ...config.leadHooks.map((hook) => line(LEAD_HOOK_LABEL[hook.hook] ?? `${hook.hook} leads`, hook, 'these leads stay here, on the Leads view, and reach no CRM')),
    line('Customers (purchases, trials, cancellations)', config.customerHook, 'your CRM hears of no customer'),
    line('Alerts to you', config.opsHook, 'when payments or deliveries fail, nobody is told'),
  ];
}

function Where({ where }: Pick<SetupItem, 'where'>) {
  if ('path' in where) {
    return (
      <MuiLink component={Link} to={where.path} variant="body2">
        Set it: {where.label}
      </MuiLink>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      A server setting: <code>{where.setting}</code> (docs/deploy.md, &ldquo;Production checklist&rdquo;)
    </Typography>
  );
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
            <List disablePadding>
              {items.map((item) => (
                <ListItem key={item.id} disableGutters data-testid={`status-${item.id}`} data-done={item.done} sx={{ alignItems: 'flex-start', py: 0.5 }}>
                  <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      <span aria-hidden>{item.done ? '✓ ' : '○ '}</span>
                      {item.title}: {item.done ? 'done' : 'to do'}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {item.detail}
                    </Typography>
                    {!item.done && <Where where={item.where} />}
                  </Stack>
                </ListItem>
              ))}
            </List>
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
