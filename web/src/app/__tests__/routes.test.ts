import { NOT_FOUND_TITLE, SITE_PATHS, SITE_PATH_ALIASES, sitePathFor } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { ROUTE_HEADS, routeHeadFor } from '../route-heads';
import { PAGE_PATHS, pageSourceFor } from '../routes';

const SPEC_ROUTES = [
  '/', '/pricing', '/blast-pricing', '/lite-pricing', '/custom-pricing', '/free-lender-snapshot',
  '/free-bird-dog-snapshot', '/book-demo', '/real-estate-investor-crm', '/wholesaling-crm',
  '/creative-finance-crm', '/free-trial', '/thank-you', '/thankyou', '/thank-you-trial',
  '/thankyou-trial', '/test-purchases', '/terms', '/disclaimer', '/privacy', '/admin',
];
/** The routes beyond SPEC's: the owner's site content, and the operator area's views. */
const OUR_ROUTES = ['/admin/site', '/admin/figures', '/admin/customers', '/admin/leads', '/admin/people', '/admin/settings'];

describe('route table', () => {
  it('holds every route of SPEC §2, each with a page', () => {
    const served = ROUTE_HEADS.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect([...served].sort()).toEqual([...SPEC_ROUTES, ...OUR_ROUTES].sort());
    expect([...PAGE_PATHS].sort()).toEqual(ROUTE_HEADS.map((r) => r.path).sort());
  });

  it('is the list of pages of the catalogue, by which the API counts page views', () => {
    expect(ROUTE_HEADS.map((r) => r.path).sort()).toEqual([...SITE_PATHS].sort());
    for (const r of ROUTE_HEADS) expect(r.aliases ?? [], r.path).toEqual(SITE_PATH_ALIASES[r.path as keyof typeof SITE_PATH_ALIASES] ?? []);
    for (const path of SPEC_ROUTES) expect(sitePathFor(path), path).toBe(routeHeadFor(path).path);
    expect(sitePathFor('/nope')).toBeUndefined();
  });

  it("names each route's page file, from which the prerenderer finds the page's chunks", () => {
    expect(pageSourceFor('/')).toBe('src/pages/Home.tsx');
    expect(pageSourceFor('/pricing/')).toBe('src/pages/Pricing.tsx');
    expect(pageSourceFor('/thankyou')).toBe('src/pages/ThankYou.tsx');
    expect(pageSourceFor('/nope')).toBeUndefined();
  });

  it('renders /thankyou and /thankyou-trial as /thank-you and /thank-you-trial', () => {
    expect(routeHeadFor('/thankyou').path).toBe('/thank-you');
    expect(routeHeadFor('/thankyou-trial').path).toBe('/thank-you-trial');
  });

  it('sends any other path to the not-found page', () => {
    expect(routeHeadFor('/nope').head.title).toBe(NOT_FOUND_TITLE);
    expect(routeHeadFor('/pricing/').path).toBe('/pricing');
  });

  it('gives every route its own title and description', () => {
    const titles = ROUTE_HEADS.map((r) => r.head.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const { head } of ROUTE_HEADS) expect(head.description.length).toBeGreaterThan(20);
  });

  it('keeps the operator area, usage pages and thank-you pages out of the index', () => {
    const noindex = ROUTE_HEADS.filter((r) => r.head.noindex).map((r) => r.path);
    expect(noindex).toEqual(
      expect.arrayContaining(['/blast-pricing', '/lite-pricing', '/custom-pricing', '/thank-you', '/thank-you-trial', '/admin', '/admin/figures', '/admin/leads', '/admin/settings', '/test-purchases']),
    );
    expect(noindex).not.toContain('/pricing');
  });
});
