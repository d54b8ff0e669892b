import { LEAD_STATUS_FILTERS, type LeadRow } from '@blast/catalog';
import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCursorPages } from '../../../components/CursorPager';
import { DataTable, type Column } from '../../../components/DataTable';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { downloadLeadsCsv, useLeadsPage, useRetryLead, type LeadsFilter } from '../api/leads';
import { usePeriod } from '../hooks/use-period';
import { DELIVERY_FILTER_WORDS } from '../delivery-state';
import { dateTime, noDataIn, planLabel } from '../figures';
import { ContactedMarks } from './ContactedMarks';
import { deliveryColumns, RetryError, type RowRetry } from './DeliveryColumns';
import { PathText } from './PathText';

const NO_FILTER: LeadsFilter = { q: '', intent: '', source: '', status: '' };
/** The search asks once typing pauses. */
const SEARCH_SETTLE_MS = 300;

/** Search (name or email), intent, source and delivery state; typed text settles before it asks. */
function LeadFilters({ onChange }: { onChange: (filter: LeadsFilter) => void }) {
  const [typed, setTyped] = useState(NO_FILTER);
  useEffect(() => {
    const timer = setTimeout(() => onChange(typed), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed, onChange]);
  const field = (name: keyof LeadsFilter) => ({ value: typed[name], onChange: (event: { target: { value: string } }) => setTyped((current) => ({ ...current, [name]: event.target.value })) });
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} role="search" aria-label="Filter leads">
      <TextField size="small" type="search" label="Search name or email" {...field('q')} sx={{ minWidth: 220 }} />
      <TextField size="small" label="Intent" placeholder="e.g. blast-optin" {...field('intent')} />
      <TextField size="small" label="Source" placeholder="e.g. /pricing" {...field('source')} />
      <TextField select size="small" label="Delivery" {...field('status')} sx={{ minWidth: 190 }} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">Any</option>
        {LEAD_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {DELIVERY_FILTER_WORDS[status]}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}

/** The campaign a lead came with: utm_source, and utm_campaign when present. */
const campaignOf = ({ utm }: LeadRow) => (utm.utm_source ? [utm.utm_source, utm.utm_campaign].filter(Boolean).join(' / ') : '—');

/** The leads of the period the filter keeps, newest first, a page at a time, with their forwarding state; Retry for a failed or stalled one. */
export function LeadsTable() {
  const period = usePeriod();
  const [filter, setFilter] = useState(NO_FILTER);
  // A new filter or period starts again from the first page.
  const pages = useCursorPages(JSON.stringify([filter, period.range]));
  const query = useLeadsPage(pages.after, filter, period.range);
  const unfiltered = Object.values(filter).every((value) => value === '');
  const retry = useRetryLead();
  const [exportError, setExportError] = useState<string>();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(undefined);
    await downloadLeadsCsv(filter, period.range).catch((err: Error) => setExportError(`Export failed: ${err.message}`));
    setExporting(false);
  };

  return (
    <Panel
      title="Leads"
      caption={`Received: ${period.label}`}
      testId="leads-table"
      action={
        <Button variant="outlined" size="small" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <LeadFilters onChange={setFilter} />
      {exportError && <Alert severity="error" sx={{ mb: 2 }}>{exportError}</Alert>}
      <RetryError retry={retry} />
      <QueryState query={query} empty={{ when: (page) => page.leads.length === 0 && pages.first, text: unfiltered ? noDataIn(period.label) : 'No lead matches the filter in this period.' }}>
        {(page) => (
          <DataTable
            label="Leads"
            columns={leadColumns(retry)}
            rows={page.leads}
            rowKey={(lead) => lead.id}
            rowTestId="lead-row"
            pager={{
              pages,
              nextCursor: page.nextCursor,
              busy: query.isPlaceholderData,
              summary: (
                <Typography variant="body2" color="text.secondary">
                  {page.total === null ? 'Searching newest first' : `${page.total.toLocaleString('en-US')} ${unfiltered ? 'leads in the period' : 'leads match'}`}
                </Typography>
              ),
            }}
          />
        )}
      </QueryState>
    </Panel>
  );
}

/** What the lead's email bought after it came in: 'Bought Blast CRM, Nov 3, 2026, 10:02', or a trial started. */
const boughtLabel = ({ plan, trial, at }: NonNullable<LeadRow['bought']>) => `${trial ? 'Started a trial of' : 'Bought'} ${planLabel(plan)}, ${dateTime(at)}`;

/** The leads' columns: when, who (and what their email later bought), how to reach them, where from, and the delivery to the lead hook. */
function leadColumns(retry: RowRetry): Column<LeadRow>[] {
  return [
    { header: 'Received', render: (lead) => dateTime(lead.createdAt) },
    {
      header: 'Name',
      render: (lead) => (
        <>
          {lead.name}
          {lead.crawler && <Chip size="small" variant="outlined" label="Crawler" sx={{ ml: 1 }} data-testid="lead-crawler" title="Sent by a known crawler or tool (its browser's name): kept off Today" />}
        </>
      ),
    },
    {
      header: 'Email',
      render: (lead) => (
        <>
          {lead.email}
          {lead.bought && (
            <Typography variant="caption" color="success.main" sx={{ display: 'block' }} data-testid="lead-bought">
              {boughtLabel(lead.bought)}
            </Typography>
          )}
          <ContactedMarks marks={lead.contacted} testId="lead-contacted" />
        </>
      ),
    },
    { header: 'Phone', nowrap: true, render: (lead) => lead.phone ?? '—' },
    { header: 'Intent', render: (lead) => lead.intent },
    { header: 'Source', render: (lead) => <PathText text={lead.source} /> },
    { header: 'Campaign source', render: campaignOf },
    ...deliveryColumns<LeadRow>('Forwarding', retry, { queue: true }),
  ];
}
