/** How the Customers panel and Needs attention name a subscription's state and its next date. */
import type { CustomerEventKind, CustomerRow, CustomerState } from '@blast/catalog';

export const STATE_LABEL: Readonly<Record<CustomerState, string>> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceling: 'Cancelling at period end',
  canceled: 'Cancelled',
  other: 'Incomplete',
};

/** The outlined chip colour of a state (a filled error chip is under AA contrast): what needs the owner is warm, what is over is plain. */
export const STATE_COLOR: Readonly<Record<CustomerState, 'default' | 'success' | 'info' | 'warning' | 'error'>> = {
  trialing: 'info',
  active: 'success',
  past_due: 'error',
  canceling: 'warning',
  canceled: 'default',
  other: 'default',
};

export const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** 'Next charge Dec 3, 2026', 'Trial ends Dec 3, 2026', 'Ends Dec 3, 2026', or a dash. */
export function nextLabel(next: CustomerRow['next']): string {
  if (!next) return '—';
  const what = { charge: 'Next charge', 'trial-end': 'Trial ends', ends: 'Ends' }[next.is];
  return `${what} ${shortDate(next.date)}`;
}

/** Who the customer is, as the checkout knew them. */
export const customerName = ({ name, email }: Pick<CustomerRow, 'name' | 'email'>) => name ?? email ?? 'Unknown customer';

/** What the CRM heard of a customer, by its kind. */
export const CUSTOMER_EVENT_LABEL: Readonly<Record<CustomerEventKind, string>> = {
  'purchase-paid': 'Purchase paid',
  'trial-started': 'Trial started',
  'trial-converted': 'Trial converted',
  'renewal-failed': 'Renewal failed',
  canceled: 'Canceled',
  refunded: 'Refunded',
  'checkout-abandoned': 'Checkout abandoned',
  'person.updated': 'Person corrected',
  'person.erased': 'Person erased',
};
