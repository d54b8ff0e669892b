import type { CustomerEventRow } from '@blast/catalog';
import { Chip, Typography } from '@mui/material';
import { useCursorPages } from '../../../components/CursorPager';
import { DataTable, type Column } from '../../../components/DataTable';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useCustomerEventsPage, useRetryCustomerEvent } from '../api/customer-events';
import { CUSTOMER_EVENT_LABEL } from '../customer-labels';
import { dateTime, dollars, planLabel } from '../figures';
import { deliveryColumns, RetryError, type RowRetry } from './DeliveryColumns';

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
          <DataTable
            label="Customer events"
            columns={eventColumns(retry)}
            rows={page.events}
            rowKey={(event) => event.id}
            rowTestId="customer-event-row"
            pager={{ pages, nextCursor: page.nextCursor, busy: query.isPlaceholderData }}
          />
        )}
      </QueryState>
    </Panel>
  );
}

/** The events' columns: when, what, who, the plan and the money, and the delivery to the CRM. */
function eventColumns(retry: RowRetry): Column<CustomerEventRow>[] {
  return [
    { header: 'When', render: (event) => dateTime(event.occurredAt) },
    {
      header: 'Event',
      render: (event) => (
        <>
          {CUSTOMER_EVENT_LABEL[event.kind]}
          {event.test && <Chip size="small" label="test" variant="outlined" sx={{ ml: 1 }} />}
        </>
      ),
    },
    {
      header: 'Customer',
      render: (event) => (
        <>
          {event.name ?? '—'}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {event.email ?? ''}
          </Typography>
        </>
      ),
    },
    { header: 'Plan', render: (event) => planLabel(event.plan) },
    { header: 'Amount', align: 'right', nowrap: true, render: (event) => dollars(event.amountCents) },
    ...deliveryColumns<CustomerEventRow>('Delivery', retry),
  ];
}
