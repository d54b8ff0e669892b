import type { SitePath } from '@blast/catalog';

/** The sticky nav's links, in order: the home pill, Pricing, Book Demo. */
export const NAV_LINKS: readonly { path: SitePath; label: string }[] = [
  { path: '/', label: 'BLAST CRM' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/book-demo', label: 'Book Demo' },
];
