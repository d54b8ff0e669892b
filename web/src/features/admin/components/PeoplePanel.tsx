/**
 * /admin/people: a person's data on request (docs/privacy.md). Search by email or phone; every
 * record that names them, by kind, with dates; export it as JSON, correct the name and phone,
 * mark "no marketing", erase (confirmed by typing the email); the log of requests; the CSVs.
 */
import { PERSON_RECORD_KINDS, type PersonData, type PersonRecord, type PersonRecordKind } from '@blast/catalog';
import { Alert, Box, Button, Chip, Container, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { DataTable } from '../../../components/DataTable';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { dateTime } from '../figures';
import { CSV_EXPORTS, downloadCsv, downloadPerson, searchOf, useCorrectPerson, useErasePerson, useObjectPerson, usePerson, usePrivacyRequests } from '../api/people';

const KIND_LABEL: Readonly<Record<PersonRecordKind, string>> = {
  leads: 'Leads',
  conversions: 'Conversions',
  checkouts: 'Checkouts (payments)',
  abandonedCheckouts: 'Abandoned checkouts',
  customerEvents: 'Customer events (told to the CRM)',
  subscriptions: 'Subscriptions',
};

/** A record in one line: what it is about, for the operator to recognise. */
function summaryOf(record: PersonRecord): string {
  const { name, email, phone, plan, intent, kind, conversionType, status, amountCents } = record.fields as Record<string, unknown>;
  const parts = [kind ?? conversionType ?? intent, plan, status, name, email, phone, typeof amountCents === 'number' && amountCents > 0 ? `$${(amountCents / 100).toFixed(2)}` : undefined];
  return parts.filter((part) => typeof part === 'string' && part !== '').join(' · ');
}

export function PeoplePanel() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<ReturnType<typeof searchOf>>();
  const person = usePerson(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setSearch(searchOf(text));
  };
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 1 }}>
        People
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A person&apos;s data on request: find, export, correct, object to marketing, erase.
      </Typography>
      <Stack spacing={3}>
        <Panel title="Find a person">
          <Box component="form" onSubmit={submit} role="search" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField label="Email or phone" value={text} onChange={(event) => setText(event.target.value)} size="small" sx={{ flex: '1 1 260px' }} />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </Panel>
        {search && (
          <QueryState query={person}>
            {(data) => <PersonView data={data} />}
          </QueryState>
        )}
        <Panel title="Exports (CSV)" caption="Times in this browser's time zone, with their offset.">
          <CsvLinks />
        </Panel>
        <RequestLog />
      </Stack>
    </Container>
  );
}

function CsvLinks() {
  const [error, setError] = useState<string>();
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {CSV_EXPORTS.map(({ label, path, file }) => (
          <Button key={path} variant="outlined" onClick={() => downloadCsv(path, file).catch((err: Error) => setError(`${label} failed: ${err.message}`))}>
            {label}
          </Button>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </>
  );
}

function PersonView({ data }: { data: PersonData }) {
  const total = PERSON_RECORD_KINDS.reduce((sum, kind) => sum + data.records[kind].length, 0);
  const email = data.query.email ?? data.emails[0];
  return (
    <Panel title={`Found: ${total} record${total === 1 ? '' : 's'}`} caption={[...data.emails, ...data.phones].join(', ') || undefined} testId="person">
      {data.noMarketing && <Chip color="warning" label={`No marketing since ${dateTime(data.noMarketing.since)}`} sx={{ mb: 2 }} />}
      {PERSON_RECORD_KINDS.filter((kind) => data.records[kind].length > 0).map((kind) => (
        <Box key={kind} component="section" aria-label={KIND_LABEL[kind]} sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
            {KIND_LABEL[kind]} ({data.records[kind].length})
          </Typography>
          <List dense disablePadding>
            {data.records[kind].map((record) => (
              <ListItem key={record.id} disableGutters>
                <ListItemText primary={summaryOf(record) || record.id} secondary={`${record.at ? dateTime(record.at) : 'no date'} · ${record.id}`} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
      {total === 0 && <Typography sx={{ mb: 2 }}>Nothing stored names this person.</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {data.notes.join(' ')}
      </Typography>
      {email && <PersonActions email={email} noMarketing={data.noMarketing !== null} found={total > 0} />}
    </Panel>
  );
}

function PersonActions({ email, noMarketing, found }: { email: string; noMarketing: boolean; found: boolean }) {
  const [open, setOpen] = useState<'correct' | 'erase'>();
  const [error, setError] = useState<string>();
  const object = useObjectPerson();
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" onClick={() => downloadPerson(email).catch((err: Error) => setError(`Export failed: ${err.message}`))}>
          Export JSON
        </Button>
        <Button variant="outlined" disabled={!found} onClick={() => setOpen(open === 'correct' ? undefined : 'correct')} aria-expanded={open === 'correct'}>
          Correct name/phone
        </Button>
        <Button variant="outlined" disabled={object.isPending} onClick={() => object.mutate({ email, noMarketing: !noMarketing })}>
          {noMarketing ? 'Lift no marketing' : 'Mark no marketing'}
        </Button>
        <Button variant="outlined" color="error" disabled={!found && open !== 'erase'} onClick={() => setOpen(open === 'erase' ? undefined : 'erase')} aria-expanded={open === 'erase'}>
          Erase
        </Button>
      </Stack>
      {(error ?? object.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error ?? object.error?.message}
        </Alert>
      )}
      {open === 'correct' && <CorrectForm email={email} />}
      {open === 'erase' && <EraseForm email={email} />}
    </>
  );
}

function CorrectForm({ email }: { email: string }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const correct = useCorrectPerson();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate({ email, ...(name.trim() && { name: name.trim() }), ...(phone.trim() && { phone: phone.trim() }) });
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Correct name and phone" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <TextField label="Correct name" value={name} onChange={(event) => setName(event.target.value)} size="small" />
      <TextField label="Correct phone" value={phone} onChange={(event) => setPhone(event.target.value)} size="small" />
      <Button type="submit" variant="contained" disabled={correct.isPending || (!name.trim() && !phone.trim())}>
        Save correction
      </Button>
      {correct.isSuccess && <Alert severity="success">Corrected everywhere; the CRM is told (person.updated).</Alert>}
      {correct.error && <Alert severity="error">{correct.error.message}</Alert>}
    </Box>
  );
}

function EraseForm({ email }: { email: string }) {
  const [confirm, setConfirm] = useState('');
  const erase = useErasePerson();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    erase.mutate({ email, confirm });
  };
  if (erase.data) {
    return (
      <Alert severity="success" data-testid="erased">
        Erased. The CRM is told (person.erased). The site does not delete Stripe&apos;s own copy:{' '}
        {erase.data.stripeCustomers.length > 0 ? `erase Stripe customer ${erase.data.stripeCustomers.join(', ')} in Stripe's dashboard.` : 'no Stripe customer was found.'}
      </Alert>
    );
  }
  return (
    <Box component="form" onSubmit={submit} aria-label="Erase this person" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Erasing deletes the leads and removes name, email and phone from every other record; payments keep their amounts, dates, plan and Stripe ids. It cannot be undone. Stripe&apos;s own copy is not deleted: the
        site names the Stripe customer for you to erase in Stripe&apos;s dashboard.
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <TextField label="Type the email to confirm" value={confirm} onChange={(event) => setConfirm(event.target.value)} size="small" sx={{ flex: '1 1 260px' }} />
        <Button type="submit" variant="contained" color="error" sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: '#b71c1c' } }} disabled={erase.isPending || confirm.trim().toLowerCase() !== email}>
          Erase everything
        </Button>
      </Stack>
      {erase.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {erase.error.message}
        </Alert>
      )}
    </Box>
  );
}

function RequestLog() {
  const requests = usePrivacyRequests();
  return (
    <Panel title="Request log" caption="The newest 20: who handled which request, when, and what was done." testId="request-log">
      <QueryState query={requests} empty={{ when: (page) => page.requests.length === 0, text: 'No requests yet.' }}>
        {(page) => (
          <DataTable
            label="Privacy requests"
            rows={page.requests}
            rowKey={(request) => request.id}
            columns={[
              { header: 'When', nowrap: true, render: (request) => dateTime(request.at) },
              { header: 'Request', render: (request) => request.action },
              { header: 'About', render: (request) => <Box sx={{ overflowWrap: 'anywhere' }}>{request.subject?.email ?? request.subject?.phone ?? `erased (${request.subjectHash.slice(0, 12)}…)`}</Box> },
              { header: 'By', render: (request) => request.by ?? '—' },
              { header: 'Done', render: (request) => <Box sx={{ overflowWrap: 'anywhere' }}>{JSON.stringify(request.outcome)}</Box> },
            ]}
          />
        )}
      </QueryState>
    </Panel>
  );
}
