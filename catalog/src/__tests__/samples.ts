// Samples the tests of several workspaces share, written once. Not shipped: nothing under src/
// outside __tests__ imports this file.
import type { SiteContent } from '../site-content';

/** A complete set of operator facts as the owner would publish them on /admin/site. */
export const PUBLISHED_FACTS = {
  company: 'Published Holdings LLC',
  supportEmail: 'support@published.example',
  legalEmail: 'legal@published.example',
  address: '9 Published Road, Example City',
  jurisdiction: 'the State of Published',
  effectiveDate: '2027-02-03',
  crmLoginUrl: 'https://crm.published.example/sign-in',
} as const satisfies SiteContent['facts'];
