/**
 * Which page each route renders. Pages are split per route: the current page's code is loaded
 * before hydration (preloadPage), so the prerendered HTML is taken over without a flash; other
 * pages load when visited.
 */
import { lazy, type ComponentType } from 'react';
import NotFound from '../pages/NotFound';
import { routePathFor, type RoutePath } from './route-paths';

type PageModule = Promise<{ default: ComponentType }>;

const LOADERS: Readonly<Record<RoutePath, () => PageModule>> = {
  '/': () => import('../pages/Home'),
  '/pricing': () => import('../pages/Pricing'),
  '/blast-pricing': () => import('../pages/BlastPricing'),
  '/lite-pricing': () => import('../pages/LitePricing'),
  '/custom-pricing': () => import('../pages/CustomPricing'),
  '/free-lender-snapshot': () => import('../pages/FreeLenderSnapshot'),
  '/free-bird-dog-snapshot': () => import('../pages/FreeBirdDogSnapshot'),
  '/book-demo': () => import('../pages/BookDemo'),
  '/real-estate-investor-crm': () => import('../pages/RealEstateInvestorCrm'),
  '/wholesaling-crm': () => import('../pages/WholesalingCrm'),
  '/creative-finance-crm': () => import('../pages/CreativeFinanceCrm'),
  '/free-trial': () => import('../pages/FreeTrial'),
  '/thank-you': () => import('../pages/ThankYou'),
  '/thank-you-trial': () => import('../pages/ThankYouTrial'),
  '/test-purchases': () => import('../pages/TestPurchases'),
  '/terms': () => import('../pages/Terms'),
  '/disclaimer': () => import('../pages/Disclaimer'),
  '/privacy': () => import('../pages/Privacy'),
  '/admin': () => import('../pages/Admin'),
};

export const PAGE_PATHS = Object.keys(LOADERS);

const loaded = new Map<string, ComponentType>();
const lazyPages = new Map(Object.entries(LOADERS).map(([path, load]) => [path, lazy(load)]));

/** Loads the page a URL renders, so that its first render does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  const path = routePathFor(pathname);
  if (path && !loaded.has(path)) loaded.set(path, (await LOADERS[path]()).default);
}

/** The page of a route: synchronous when preloaded, lazy otherwise. */
export function RoutePage({ path }: { path: string }) {
  const Page = loaded.get(path) ?? lazyPages.get(path) ?? NotFound;
  return <Page />;
}
