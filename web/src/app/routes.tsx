/**
 * Which page each route renders. Pages are split per route: the current page's code is loaded
 * before hydration (preloadPage), so the prerendered HTML is taken over without a flash; other
 * pages load when visited.
 */
import { lazy, type ComponentType } from 'react';
import NotFound from '../pages/NotFound';
import { sitePathFor, type SitePath } from '@blast/catalog';

type PageModule = { default: ComponentType };

/** Each route's page: the file in src/pages/ that renders it (one chunk per page). */
const ROUTE_PAGES: Readonly<Record<SitePath, string>> = {
  '/': 'Home',
  '/pricing': 'Pricing',
  '/blast-pricing': 'BlastPricing',
  '/lite-pricing': 'LitePricing',
  '/custom-pricing': 'CustomPricing',
  '/free-lender-snapshot': 'FreeLenderSnapshot',
  '/free-bird-dog-snapshot': 'FreeBirdDogSnapshot',
  '/book-demo': 'BookDemo',
  '/real-estate-investor-crm': 'RealEstateInvestorCrm',
  '/wholesaling-crm': 'WholesalingCrm',
  '/creative-finance-crm': 'CreativeFinanceCrm',
  '/free-trial': 'FreeTrial',
  '/thank-you': 'ThankYou',
  '/thank-you-trial': 'ThankYouTrial',
  '/test-purchases': 'TestPurchases',
  '/terms': 'Terms',
  '/disclaimer': 'Disclaimer',
  '/privacy': 'Privacy',
  '/admin': 'Admin',
  '/admin/figures': 'AdminFigures',
  '/admin/customers': 'AdminCustomers',
  '/admin/leads': 'AdminLeads',
  '/admin/site': 'AdminSite',
  '/admin/people': 'AdminPeople',
  '/admin/settings': 'AdminSettings',
};

const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*.tsx');

/**
 * The source file (from web/) of the page a URL renders, or undefined for the not-found page,
 * which the shell carries: the prerenderer names the page's chunk in its HTML from it.
 */
export function pageSourceFor(pathname: string): string | undefined {
  const path = sitePathFor(pathname);
  return path && `src/pages/${ROUTE_PAGES[path]}.tsx`;
}

const LOADERS = Object.fromEntries(
  Object.entries(ROUTE_PAGES).map(([path, page]) => {
    const load = PAGE_MODULES[`../pages/${page}.tsx`];
    if (!load) throw new Error(`${path}: no page src/pages/${page}.tsx`);
    return [path, load];
  }),
) as Readonly<Record<SitePath, () => Promise<PageModule>>>;

export const PAGE_PATHS = Object.keys(LOADERS);

const loaded = new Map<string, ComponentType>();
const lazyPages = new Map(Object.entries(LOADERS).map(([path, load]) => [path, lazy(load)]));

/** Loads the page a URL renders, so that its first render does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  const path = sitePathFor(pathname);
  if (path && !loaded.has(path)) loaded.set(path, (await LOADERS[path]()).default);
}

/** The page component of a path, once preloaded. */
export function pageFor(path: string): ComponentType {
  return loaded.get(path) ?? NotFound;
}

/** The page of a route: synchronous when preloaded, lazy otherwise. */
export function RoutePage({ path }: { path: string }) {
  const Page = loaded.get(path) ?? lazyPages.get(path) ?? NotFound;
  return <Page />;
}
