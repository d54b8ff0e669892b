import { TRIAL_ENDING_DAYS, type AbandonedCheckoutRow, type CustomerRow, type NeedsAttention } from '@blast/catalog';
import { Chip, Grid, Link, List, ListItem, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useNeedsAttention } from '../api/customers';
import { nextLabel, shortDate } from '../customer-labels';
import { dateTime, dollars, planLabel } from '../figures';
import { usePeriod } from '../hooks/use-period';
import { CustomerWho } from './CustomersPanel';

/** One list of Needs attention: its title, its rows, what it says when empty, and a line when it was cut. */
function AttentionList<Row>({ title, testId, rows, more, empty, line }: { title: string; testId: string; rows: Row[]; more: boolean; empty: string; line: (row: Row) => ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId}>
      <Typography variant="h3" sx={{ fontSize: 15, fontWeight: 700 }}>
        {title} ({rows.length}
        {more ? '+' : ''})
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row, index) => (
            <ListItem key={index} disableGutters divider data-testid={`${testId}-item`} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {line(row)}
            </ListItem>
          ))}
        </List>
      )}
      {more && (
        <Typography variant="caption" color="text.secondary">
          The first {rows.length} shown.
        </Typography>
      )}
    </section>
  );
}

function SubscriptionLine({ customer, detail }: { customer: CustomerRow; detail: string }) {
  return (
    <>
      <CustomerWho customer={customer} />
      <Typography variant="body2">
        {planLabel(customer.plan)} · {dollars(customer.monthlyCents)}/mo · {detail}
      </Typography>
    </>
  );
}

function AbandonedLine({ checkout }: { checkout: AbandonedCheckoutRow }) {
  return (
    <>
      {checkout.name ?? checkout.email ?? 'No email given'}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {[checkout.name ? checkout.email : null, checkout.phone].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2">
        {planLabel(checkout.plan)}
        {checkout.trial ? ' trial' : ''} · {dateTime(checkout.abandonedAt)}
        {checkout.foundersRate && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={checkout.seatReturned ? 'Founders seat returned' : 'Founders seat not returned'} />}
        {checkout.recoveryUrl && (
          <Link href={checkout.recoveryUrl} target="_blank" rel="noopener noreferrer" sx={{ ml: 1 }}>
            Recovery link
          </Link>
        )}
      </Typography>
    </>
  );
}

/**
 * The people to follow up: trials ending within a week, renewals failed, subscriptions set to
 * cancel (all as of now), and the checkouts abandoned in the period.
 */
export function NeedsAttentionPanel() {
  const { label } = usePeriod();
  const query = useNeedsAttention();
  return (
    <Panel title="Needs attention" caption={`Subscriptions now; checkouts abandoned: ${label}`} testId="needs-attention">
      <QueryState query={query}>
        {(attention: NeedsAttention) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <AttentionList title={`Trials ending in the next ${TRIAL_ENDING_DAYS} days`} testId="trials-ending" rows={attention.trialsEnding} more={attention.more.trialsEnding} empty="No trial ends this week." line={(customer) => <SubscriptionLine customer={customer} detail={nextLabel(customer.next)} />} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <AttentionList title="Renewals failed (past due)" testId="past-due" rows={attention.pastDue} more={attention.more.pastDue} empty="No renewal has failed." line={(customer) => <SubscriptionLine customer={customer} detail={customer.pastDueSince ? `past due since ${shortDate(customer.pastDueSince)}` : 'past due'} />} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <AttentionList title="Set to cancel at period end" testId="canceling" rows={attention.canceling} more={attention.more.canceling} empty="No subscription is set to cancel." line={(customer) => <SubscriptionLine customer={customer} detail={nextLabel(customer.next)} />} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <AttentionList title="Checkouts abandoned" testId="abandoned" rows={attention.abandoned} more={attention.more.abandoned} empty="No checkout was abandoned in the period." line={(checkout) => <AbandonedLine checkout={checkout} />} />
            </Grid>
          </Grid>
        )}
      </QueryState>
    </Panel>
  );
}
