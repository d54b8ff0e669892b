import type { LeadRow } from '@blast/catalog';
import { Alert, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Panel, QueryState } from '../../operator/components/Panel';
import { downloadLeadsCsv, useLeadsPage, useRetryLead } from '../api/leads';
import { DELIVERY_COLOR, deliveryStateOf } from '../delivery-state';
import { NO_DATA_YET, dateTime } from '../figures';
import { TableRegion } from '../../operator/components/TableRegion';

/** Every lead, newest first, a page at a time, with its forwarding state; Retry for a failed or stalled one. */
export function LeadsTable() {
  // The cursors of the pages before this one: Previous pops, Next pushes.
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  const query = useLeadsPage(after);
  const retry = useRetryLead();
  const [exportError, setExportError] = useState<string>();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(undefined);
    await downloadLeadsCsv().catch((err: Error) => setExportError(`Export failed: ${err.message}`));
    setExporting(false);
  };

  return (
    <Panel
      title="Leads"
      testId="leads-table"
      action={
        <Button variant="outlined" size="small" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      {exportError && <Alert severity="error" sx={{ mb: 2 }}>{exportError}</Alert>}
      {retry.error && <Alert severity="error" sx={{ mb: 2 }}>Retry failed: {retry.error.message}</Alert>}
      <QueryState query={query} empty={{ when: (page) => page.leads.length === 0 && cursors.length === 0, text: NO_DATA_YET }}>
        {(page) => (
          <>
            <TableRegion label="Leads">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Received</TableCell>
                    <TableCell>Name</TableCell>
                    <TableCell>Email</TableCell>
                    <TableCell>Intent</TableCell>
                    <TableCell>Forwarding</TableCell>
                    <TableCell align="right">Attempts</TableCell>
                    <TableCell>Last error</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.leads.map((lead) => (
                    <LeadLine key={lead.id} lead={lead} retrying={retry.isPending && retry.variables === lead.id} onRetry={() => retry.mutate(lead.id)} />
                  ))}
                </TableBody>
              </Table>
            </TableRegion>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {page.total.toLocaleString('en-US')} leads in all
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button size="small" disabled={cursors.length === 0 || query.isPlaceholderData} onClick={() => setCursors((list) => list.slice(0, -1))}>
                  Previous
                </Button>
                <Button size="small" disabled={!page.nextCursor || query.isPlaceholderData} onClick={() => page.nextCursor && setCursors((list) => [...list, page.nextCursor!])}>
                  Next
                </Button>
              </Stack>
            </Stack>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

function LeadLine({ lead, retrying, onRetry }: { lead: LeadRow; retrying: boolean; onRetry: () => void }) {
  const { forward } = lead;
  const { status, hint, retryable } = deliveryStateOf(forward);
  return (
    <TableRow data-testid="lead-row">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(lead.createdAt)}</TableCell>
      <TableCell>{lead.name}</TableCell>
      <TableCell>{lead.email}</TableCell>
      <TableCell>{lead.intent}</TableCell>
      <TableCell>
        <Tooltip title={hint}>
          <Chip size="small" label={status} color={DELIVERY_COLOR[status]} variant="outlined" />
        </Tooltip>
        {status === 'pending' && forward.nextAttemptAt && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            next try {dateTime(forward.nextAttemptAt)}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{forward.attempts}</TableCell>
      <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={forward.lastError ?? ''}>
        {forward.lastError ?? '—'}
      </TableCell>
      <TableCell>
        {retryable && (
          <Button size="small" variant="contained" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
