/**
 * The operator area's views, in the order its navigation lists them: one line a view. A new view
 * is a line here and its page (src/pages, its path in catalog's SITE_PATHS and OPERATOR_PATHS).
 * `waiting` names a count the navigation shows beside the view (the rows waiting on Today).
 */
export interface OperatorView {
  label: string;
  path: string;
  waiting?: 'today';
}

export const OPERATOR_VIEWS: readonly OperatorView[] = [
  { label: 'Today', path: '/admin', waiting: 'today' },
  { label: 'Figures', path: '/admin/figures' },
  { label: 'Customers', path: '/admin/customers' },
  { label: 'Leads', path: '/admin/leads' },
  { label: 'People', path: '/admin/people' },
  { label: 'Site', path: '/admin/site' },
  { label: 'Purchase tests', path: '/test-purchases' },
  { label: 'Settings', path: '/admin/settings' },
];
