/** The Customers panel's calls: a page of subscriptions of a state, and what needs attention over the period. */
import { GET_NEEDS_ATTENTION, LIST_CUSTOMERS, type CustomerStateFilter, type CustomersPage, type CustomersQuery, type NeedsAttention } from '@blast/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { usePeriod } from '../hooks/use-period';

const CUSTOMERS_PAGE_SIZE = 10;
/** What a Stripe event moves here (LiveUpdates refetches them with the money). */
export const CUSTOMER_QUERIES = [LIST_CUSTOMERS.path, GET_NEEDS_ATTENTION.path] as const;
const POLL_MS = 30_000;

export function useCustomersPage(after: string | undefined, state: CustomerStateFilter | '') {
  return useQuery<CustomersPage>({
    queryKey: [CUSTOMER_QUERIES[0], state, after ?? 'first'],
    queryFn: () => {
      const query: CustomersQuery = { limit: CUSTOMERS_PAGE_SIZE, ...(after && { after }), ...(state && { state }) };
      return adminGet(`${LIST_CUSTOMERS.path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`);
    },
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** Trials ending, renewals failed and cancellations coming are now; the abandoned checkouts are the period's. */
export function useNeedsAttention() {
  const { range } = usePeriod();
  return useQuery<NeedsAttention>({
    queryKey: [CUSTOMER_QUERIES[1], range.from, range.to],
    queryFn: () => adminGet(`${GET_NEEDS_ATTENTION.path}?from=${range.from}&to=${range.to}`),
    refetchInterval: POLL_MS,
  });
}
