/** The leads table's calls: a page of the leads the filter keeps, Retry for a failed one, the CSV export of the same leads. */
import { LEADS_CSV, LIST_LEADS, RETRY_LEAD, endpointPath, type DateRange, type LeadStatusFilter, type LeadsPage, type RetryLeadAnswer } from '@blast/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost, downloadAdminFile } from '../../../lib/admin-api';

const LEADS_PAGE_SIZE = 10;
const LEADS = LIST_LEADS.path;

/** What the operator narrows the leads to (empty: no filter), and the period they were received in. */
export interface LeadsFilter {
  q: string;
  intent: string;
  source: string;
  status: LeadStatusFilter | '';
}

/** The query string of a filter and period, empty fields left out. */
function leadsQueryString(filter: LeadsFilter, range: DateRange, extra: Record<string, string> = {}): string {
  const fields = { ...extra, ...filter, from: range.from, to: range.to };
  return new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== '')).toString();
}

export function useLeadsPage(after: string | undefined, filter: LeadsFilter, range: DateRange) {
  return useQuery<LeadsPage>({
    queryKey: [LEADS, range.from, range.to, filter, after ?? 'first'],
    queryFn: () => adminGet(`${LEADS}?${leadsQueryString(filter, range, { limit: String(LEADS_PAGE_SIZE), ...(after && { after }) })}`),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useRetryLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminPost<RetryLeadAnswer>(endpointPath(RETRY_LEAD, { id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LEADS] }),
  });
}

/** Fetches the CSV of the leads the filter keeps with the operator's token (a plain link could not carry it) and saves it. */
export async function downloadLeadsCsv(filter: LeadsFilter, range: DateRange): Promise<void> {
  await downloadAdminFile(`${LEADS_CSV.path}?${leadsQueryString(filter, range)}`, 'blast-leads.csv');
}
