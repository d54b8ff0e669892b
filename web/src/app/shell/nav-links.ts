import { SITE_PAGES, type SitePath } from '@blast/catalog';

/** The sticky nav's links, in order: the home pill, Pricing, Book Demo. */
export const NAV_LINKS: readonly { path: SitePath; label: string }[] = [
  { path: SITE_PAGES.Home.path, label: 'BLAST CRM' },
  { path: SITE_PAGES.Pricing.path, label: 'Pricing' },
  { path: SITE_PAGES.BookDemo.path, label: 'Book Demo' },
];

/** Existing customers' way to the CRM, in the nav and the footer, while its sign-in address is published or set (useOperatorFacts().crmLoginUrl). */
export const LOG_IN_TEXT = 'Log in';
