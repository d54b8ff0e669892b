import type { CustomerEventKind, CustomerEventRow } from '@blast/catalog';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CursorPager, useCursorPages } from '../../../components/CursorPager';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { TableRegion } from '../../../components/TableRegion';
import { useCustomerEventsPage, useRetryCustomerEvent } from '../api/customer-events';
import { dateTime, dollars, planLabel } from '../figures';
import { DeliveryCells, RetryError, type RowRetry } from './DeliveryCells';

const KIND_LABEL: Readonly<Record<CustomerEventKind, string>> = {
  'purchase-paid': 'Purchase paid',
  'trial-started': 'Trial started',
  'trial-converted': 'Trial converted',
  'renewal-failed': 'Renewal failed',
  canceled: 'Canceled',
  refunded: 'Refunded',
  'checkout-abandoned': 'Checkout abandoned',
};

/**
 * What the CRM has heard of each customer (CUSTOMER_HOOK_URL), newest first, a page at a time:
 * the event, the buyer, the money, and its delivery, with Retry for a failed or stalled one.
 */
export function CustomerEventsPanel() {
  const pages = useCursorPages();
  const query = useCustomerEventsPage(pages.after);
  const retry = useRetryCustomerEvent();
  return (
    <Panel title="Customer events (to the CRM)" testId="customer-events">
      <RetryError retry={retry} />
      <QueryState query={query} empty={{ when: (page) => page.events.length === 0 && pages.first, text: 'No customer events yet.' }}>
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
                    <CustomerEventLine key={event.id} event={event} retry={retry} />
                  ))}
                </TableBody>
              </Table>
            </TableRegion>
            <CursorPager pages={pages} nextCursor={page.nextCursor} busy={query.isPlaceholderData} />
          </>
        )}
      </QueryState>
    </Panel>
  );
}

function CustomerEventLine({ event, retry }: { event: CustomerEventRow; retry: RowRetry }) {
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
      <DeliveryCells id={event.id} forward={event.forward} retry={retry} errorWidth={220} />
    </TableRow>
  );
}
