/** The customer events panel's calls: a page of customer events, Retry for a failed one. */
import type { CustomerEventRow, CustomerEventsPage } from '@blast/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../../lib/admin-api';

const CUSTOMER_EVENTS_PAGE_SIZE = 10;
const CUSTOMER_EVENTS = '/api/admin/customer-events';

export function useCustomerEventsPage(after: string | undefined) {
  return useQuery<CustomerEventsPage>({
    queryKey: [CUSTOMER_EVENTS, after ?? 'first'],
    queryFn: () => adminGet(`${CUSTOMER_EVENTS}?limit=${CUSTOMER_EVENTS_PAGE_SIZE}${after ? `&after=${encodeURIComponent(after)}` : ''}`),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useRetryCustomerEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminPost<{ ok: boolean; event: CustomerEventRow }>(`${CUSTOMER_EVENTS}/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_EVENTS] }),
  });
}
