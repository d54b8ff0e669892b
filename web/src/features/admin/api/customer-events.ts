/** The customer events panel's calls: a page of customer events, Retry for a failed one. */
import { LIST_CUSTOMER_EVENTS, RETRY_CUSTOMER_EVENT, endpointPath, type CustomerEventsPage, type CustomerEventsQuery, type RetryCustomerEventAnswer } from '@blast/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../../lib/admin-api';

const CUSTOMER_EVENTS_PAGE_SIZE = 10;
const CUSTOMER_EVENTS = LIST_CUSTOMER_EVENTS.path;

export function useCustomerEventsPage(after: string | undefined) {
  return useQuery<CustomerEventsPage>({
    queryKey: [CUSTOMER_EVENTS, after ?? 'first'],
    queryFn: () => {
      const query: CustomerEventsQuery = { limit: CUSTOMER_EVENTS_PAGE_SIZE, ...(after && { after }) };
      return adminGet(`${CUSTOMER_EVENTS}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`);
    },
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useRetryCustomerEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminPost<RetryCustomerEventAnswer>(endpointPath(RETRY_CUSTOMER_EVENT, { id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_EVENTS] }),
  });
}
