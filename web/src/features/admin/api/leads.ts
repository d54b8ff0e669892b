/** The leads table's calls: a page of leads, Retry for a failed one, the CSV export. */
import type { LeadRow, LeadsPage } from '@blast/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminGetFile, adminPost } from '../../../lib/admin-api';

const LEADS_PAGE_SIZE = 10;
const LEADS = '/api/admin/leads';

export function useLeadsPage(after: string | undefined) {
  return useQuery<LeadsPage>({
    queryKey: [LEADS, after ?? 'first'],
    queryFn: () => adminGet(`${LEADS}?limit=${LEADS_PAGE_SIZE}${after ? `&after=${encodeURIComponent(after)}` : ''}`),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useRetryLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminPost<{ ok: boolean; lead: LeadRow }>(`${LEADS}/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LEADS] }),
  });
}

/** Fetches the CSV with the operator's token (a plain link could not carry it) and saves it. */
export async function downloadLeadsCsv(): Promise<void> {
  const res = await adminGetFile(`${LEADS}.csv`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'blast-leads.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
