import { CUSTOMER_STATES, type CustomerRow, type CustomerStateFilter } from '@blast/catalog';
import { Chip, Link, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCursorPages } from '../../../components/CursorPager';
import { DataTable, type Column } from '../../../components/DataTable';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useCustomersPage } from '../api/customers';
import { ContactedMarks } from './ContactedMarks';
import { STATE_COLOR, STATE_LABEL, customerName, nextLabel, shortDate } from '../customer-labels';
import { dollars, planLabel } from '../figures';

/** The state filter: any, or one of the states the API filters on. */
function StateFilter({ value, onChange }: { value: CustomerStateFilter | ''; onChange: (state: CustomerStateFilter | '') => void }) {
  return (
    <TextField
      select
      size="small"
      label="State"
      value={value}
      onChange={(event) => onChange(event.target.value as CustomerStateFilter | '')}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Any</option>
      {CUSTOMER_STATES.map((state) => (
        <option key={state} value={state}>
          {STATE_LABEL[state]}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Every subscription from the Stripe mirror, most recently changed first, a page at a time,
 * filtered by state: who, plan, state, since, MRR and the next charge or trial end, with a link
 * to the customer in Stripe's dashboard.
 */
export function CustomersPanel() {
  const [state, setState] = useState<CustomerStateFilter | ''>('');
  const pages = useCursorPages(state);
  const query = useCustomersPage(pages.after, state);
  return (
    <Panel title="Customers" caption="Subscriptions as Stripe last told, now" testId="customers" action={<StateFilter value={state} onChange={setState} />}>
      <QueryState query={query} empty={{ when: (page) => page.customers.length === 0 && pages.first, text: state ? `No customer is ${STATE_LABEL[state].toLowerCase()}.` : 'No customers yet.' }}>
        {(page) => (
          <DataTable
            label="Customers"
            columns={CUSTOMER_COLUMNS}
            rows={page.customers}
            rowKey={(customer) => customer.subscriptionId}
            rowTestId="customer-row"
            pager={{ pages, nextCursor: page.nextCursor, busy: query.isPlaceholderData }}
          />
        )}
      </QueryState>
    </Panel>
  );
}

/** The customer's name and email, and their page in Stripe's dashboard. */
export function CustomerWho({ customer }: { customer: Pick<CustomerRow, 'name' | 'email' | 'stripeUrl'> }) {
  return (
    <>
      {customerName(customer)}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {customer.name && customer.email ? `${customer.email} · ` : ''}
        {customer.stripeUrl && (
          <Link href={customer.stripeUrl} target="_blank" rel="noopener noreferrer" data-testid="stripe-customer-link">
            Open in Stripe
          </Link>
        )}
      </Typography>
    </>
  );
}

/** Who, the plan (a founders rate marked), the state, since when, MRR and what comes next. */
const CUSTOMER_COLUMNS: readonly Column<CustomerRow>[] = [
  {
    header: 'Customer',
    render: (customer) => (
      <>
        <CustomerWho customer={customer} />
        <ContactedMarks marks={customer.contacted} testId="customer-contacted" />
      </>
    ),
  },
  {
    header: 'Plan',
    render: (customer) => (
      <>
        {planLabel(customer.plan)}
        {customer.foundersRate && <Chip size="small" label="Founders" variant="outlined" sx={{ ml: 1 }} />}
      </>
    ),
  },
  { header: 'State', render: (customer) => <Chip size="small" variant="outlined" label={STATE_LABEL[customer.state]} color={STATE_COLOR[customer.state]} data-testid="customer-state" /> },
  { header: 'Since', render: (customer) => (customer.since ? shortDate(customer.since) : '—') },
  { header: 'MRR', align: 'right', nowrap: true, render: (customer) => dollars(customer.mrrCents) },
  { header: 'Next', render: (customer) => nextLabel(customer.next) },
];
