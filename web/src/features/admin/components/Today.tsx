/**
 * Today: the people to act on now, most money at stake first (functions' domain/followups/today.ts),
 * each with how to reach them and "Contacted" with a short note, which takes the row off the list
 * and keeps it on the person (the Leads view shows it). Times are in the owner's time zone (the browser's).
 */
import { FOLLOW_UP_NOTE_MAX, SITE_PAGES, TODAY_TRIAL_DAYS, type TodayKind, type TodayRow } from '@blast/catalog';
import { Alert, Box, Button, Card, Container, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { useMarkContacted, useToday } from '../api/today';
import { dateTime, dollars, planLabel } from '../figures';

const WHAT: Record<TodayKind, string> = {
  'trial-ending': 'Trial ends',
  'renewal-failed': 'Renewal failed',
  abandoned: 'Checkout abandoned',
  'new-lead': 'New lead',
  canceling: 'Cancels',
};

/** What a phone number dials: digits and a leading plus. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const amountLabel = (row: TodayRow) => (row.amountCents === 0 ? 'no amount' : row.kind === 'abandoned' && row.detail !== 'trial' ? dollars(row.amountCents) : `${dollars(row.amountCents)}/mo`);

function ContactedForm({ row }: { row: TodayRow }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const mark = useMarkContacted();
  const save = (event: FormEvent) => {
    event.preventDefault();
    mark.mutate({ key: row.key, note });
  };
  if (!open) {
    return (
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
        Contacted
      </Button>
    );
  }
  return (
    <Box component="form" onSubmit={save} aria-label={`Contacted ${row.name ?? row.email ?? ''}`.trim()} sx={{ width: '100%' }}>
      <TextField
        label="Note (what was said)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: FOLLOW_UP_NOTE_MAX } }}
        autoFocus
      />
      {mark.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mark.error.message}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={mark.isPending} sx={{ minHeight: 44 }}>
          {mark.isPending ? 'Saving...' : 'Save as contacted'}
        </Button>
        <Button size="small" onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

function TodayItem({ row }: { row: TodayRow }) {
  const who = row.name ?? row.email ?? 'No name given';
  return (
    <Card component="li" variant="outlined" data-testid="today-row" data-kind={row.kind} sx={{ p: 2, listStyle: 'none', overflowWrap: 'anywhere' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, justifyContent: 'space-between' }}>
        <div>
          <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>
            {who}
          </Typography>
          <Typography variant="body2" data-testid="today-what">
            {WHAT[row.kind]} · <time dateTime={row.at}>{dateTime(row.at)}</time>
            {row.detail && row.kind === 'new-lead' ? ` · ${row.detail}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="today-money">
            {planLabel(row.plan)} · {amountLabel(row)}
          </Typography>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
            {row.phone && (
              <Link href={telOf(row.phone)} data-testid="today-call" sx={{ py: 1 }}>
                Call {row.phone}
              </Link>
            )}
            {row.email && (
              <Link href={`mailto:${row.email}`} data-testid="today-email" sx={{ py: 1 }}>
                Email {row.email}
              </Link>
            )}
            {row.recoveryUrl && (
              <Link href={row.recoveryUrl} target="_blank" rel="noopener noreferrer" sx={{ py: 1 }}>
                Recovery link
              </Link>
            )}
          </Stack>
        </div>
        <Box sx={{ flexShrink: 0, minWidth: { md: 280 } }}>
          <ContactedForm row={row} />
        </Box>
      </Stack>
    </Card>
  );
}

export function Today({ setup }: { setup?: ReactNode }) {
  const query = useToday();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }} data-testid="today">
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800 }}>
        Today
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Trials ending within {TRIAL_DAYS_LABEL}, failed renewals, abandoned checkouts, new leads and cancellations: most money at stake first. Times in {zone}.
      </Typography>
      {setup && <Box sx={{ mb: 2 }}>{setup}</Box>}
      <QueryState query={query} empty={{ when: (today) => today.rows.length === 0, text: 'Nothing waiting: everyone is followed up.' }}>
        {(today) => (
          <>
            <Stack component="ul" sx={{ gap: 1.5, m: 0, p: 0 }} aria-label="Waiting">
              {today.rows.map((row) => (
                <TodayItem key={row.key} row={row} />
              ))}
            </Stack>
            {today.more && (
              <Typography sx={{ mt: 2 }} data-testid="today-more">
                More are waiting than Today lists: the rest are in <Link component={RouterLink} to={SITE_PAGES.AdminLeads.path}>Leads</Link> and under Needs attention in <Link component={RouterLink} to={SITE_PAGES.AdminFigures.path}>Figures</Link>.
              </Typography>
            )}
          </>
        )}
      </QueryState>
    </Container>
  );
}

const TRIAL_DAYS_LABEL = `${TODAY_TRIAL_DAYS} days`;
