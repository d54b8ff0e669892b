/**
 * The operator area's views, in the order its navigation lists them: one line a view. A new view
 * is a line here and its page (src/pages, its row in catalog's SITE_PAGES, marked `operator`).
 * `waiting` names a count the navigation shows beside the view (the rows waiting on Today).
 */
import { SITE_PAGES, type SitePath } from '@blast/catalog';

export interface OperatorView {
  label: string;
  path: SitePath;
  waiting?: 'today';
}

export const OPERATOR_VIEWS: readonly OperatorView[] = [
  { label: 'Today', path: SITE_PAGES.Admin.path, waiting: 'today' },
  { label: 'Figures', path: SITE_PAGES.AdminFigures.path },
  { label: 'Customers', path: SITE_PAGES.AdminCustomers.path },
  { label: 'Leads', path: SITE_PAGES.AdminLeads.path },
  { label: 'People', path: SITE_PAGES.AdminPeople.path },
  { label: 'Site', path: SITE_PAGES.AdminSite.path },
  { label: 'Purchase tests', path: SITE_PAGES.TestPurchases.path },
  { label: 'Settings', path: SITE_PAGES.AdminSettings.path },
];
