/**
 * Site content as an owner would publish it on /admin/site, for the tests and the benches of
 * several workspaces, written once: `BENCH_SITE_CONTENT=filled npm run bench:web` renders the
 * pages with FILLED_SITE_CONTENT, and the accessibility test publishes the same.
 */
import { EMPTY_SITE_CONTENT, type OperatorFacts, type SiteContent } from '@blast/catalog';

/** A complete set of operator facts. */
export const PUBLISHED_FACTS = {
  company: 'Published Holdings LLC',
  supportEmail: 'support@published.example',
  legalEmail: 'legal@published.example',
  address: '9 Published Road, Example City',
  jurisdiction: 'the State of Published',
  effectiveDate: '2027-02-03',
  crmLoginUrl: 'https://crm.published.example/sign-in',
} as const satisfies OperatorFacts;

/** Every slot the pages render filled: three testimonials, the guarantee, an announcement that has not ended, the facts. */
export const FILLED_SITE_CONTENT: SiteContent = {
  ...EMPTY_SITE_CONTENT,
  testimonials: [1, 2, 3].map((i) => ({
    id: `filled-${i}`,
    quote: `Every seller lead gets an answer in seconds now, even at night, and we booked ${i + 2} more appointments a week.`,
    name: `Investor Number ${i}`,
    role: 'Wholesaler, Dallas-Fort Worth',
    givenOn: '2026-10-01',
    permission: true,
  })),
  guarantee: 'Cancel within the first 14 days and you pay nothing.',
  announcement: { text: 'Founders pricing: the last seats go this month', link: '/pricing', endsOn: '2099-12-31' },
  facts: PUBLISHED_FACTS,
};
