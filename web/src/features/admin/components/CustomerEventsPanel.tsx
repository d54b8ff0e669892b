import type { CustomerEventKind, CustomerEventRow } from '@blast/catalog';
import { Alert, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { TableRegion } from '../../../components/TableRegion';
import { useCustomerEventsPage, useRetryCustomerEvent } from '../api/customer-events';
import { DELIVERY_COLOR, deliveryStateOf } from '../delivery-state';
import { dateTime, dollars, planLabel } from '../figures';

const KIND_LABEL: Readonly<Record<CustomerEventKind, string>> = {
  'purchase-paid': 'Purchase paid',
  'trial-started': 'Trial started',
  'trial-converted': 'Trial converted',
  'renewal-failed': 'Renewal failed',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

/**
 * What the CRM has heard of each customer (CUSTOMER_HOOK_URL), newest first, a page at a time:
 * the event, the buyer, the money, and its delivery, with Retry for a failed or stalled one.
 */
export function CustomerEventsPanel() {
  const [cursors, setCursors] = useState<string[]>([]);
  const query = useCustomerEventsPage(cursors.at(-1));
  const retry = useRetryCustomerEvent();
  return (
    <Panel title="Customer events (to the CRM)" testId="customer-events">
      {retry.error && <Alert severity="error" sx={{ mb: 2 }}>Retry failed: {retry.error.message}</Alert>}
      <QueryState query={query} empty={{ when: (page) => page.events.length === 0 && cursors.length === 0, text: 'No customer events yet.' }}>
        {(page) => (
          <>
            <TableRegion label="Customer events">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Event</TableCell>
                    <TableCell>Customer</TableCell>
                    <TableCell>Plan</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell>Delivery</TableCell>
                    <TableCell>Last error</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.events.map((event) => (
                    <CustomerEventLine key={event.id} event={event} retrying={retry.isPending && retry.variables === event.id} onRetry={() => retry.mutate(event.id)} />
                  ))}
                </TableBody>
              </Table>
            </TableRegion>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button size="small" disabled={cursors.length === 0 || query.isPlaceholderData} onClick={() => setCursors((list) => list.slice(0, -1))}>
                Previous
              </Button>
              <Button size="small" disabled={!page.nextCursor || query.isPlaceholderData} onClick={() => page.nextCursor && setCursors((list) => [...list, page.nextCursor!])}>
                Next
              </Button>
            </Stack>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

function CustomerEventLine({ event, retrying, onRetry }: { event: CustomerEventRow; retrying: boolean; onRetry: () => void }) {
  const { status, hint, retryable } = deliveryStateOf(event.forward);
  return (
    <TableRow data-testid="customer-event-row">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(event.occurredAt)}</TableCell>
      <TableCell>
        {KIND_LABEL[event.kind]}
        {event.test && <Chip size="small" label="test" variant="outlined" sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell>
        {event.name ?? '—'}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {event.email ?? ''}
        </Typography>
      </TableCell>
      <TableCell>{planLabel(event.plan)}</TableCell>
      <TableCell align="right">{dollars(event.amountCents)}</TableCell>
      <TableCell>
        <Tooltip title={hint}>
          <Chip size="small" label={status} color={DELIVERY_COLOR[status]} variant="outlined" />
        </Tooltip>
      </TableCell>
      <TableCell sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={event.forward.lastError ?? ''}>
        {event.forward.lastError ?? '—'}
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
