import { CUSTOMER_STATES, type CustomerRow, type CustomerStateFilter } from '@blast/catalog';
import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CursorPager, useCursorPages } from '../../../components/CursorPager';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { TableRegion } from '../../../components/TableRegion';
import { useCustomersPage } from '../api/customers';
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
          <>
            <TableRegion label="Customers">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Customer</TableCell>
                    <TableCell>Plan</TableCell>
                    <TableCell>State</TableCell>
                    <TableCell>Since</TableCell>
                    <TableCell align="right">MRR</TableCell>
                    <TableCell>Next</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.customers.map((customer) => (
                    <CustomerLine key={customer.subscriptionId} customer={customer} />
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

function CustomerLine({ customer }: { customer: CustomerRow }) {
  return (
    <TableRow data-testid="customer-row">
      <TableCell>
        <CustomerWho customer={customer} />
      </TableCell>
      <TableCell>
        {planLabel(customer.plan)}
        {customer.foundersRate && <Chip size="small" label="Founders" variant="outlined" sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={STATE_LABEL[customer.state]} color={STATE_COLOR[customer.state]} data-testid="customer-state" />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{customer.since ? shortDate(customer.since) : '—'}</TableCell>
      <TableCell align="right">{dollars(customer.mrrCents)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{nextLabel(customer.next)}</TableCell>
    </TableRow>
  );
}
