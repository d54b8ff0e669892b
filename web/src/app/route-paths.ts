/**
 * Every route of SPEC §2, and the other paths that render the same page: all that the router and
 * the page loader need. The heads (titles, descriptions, structured data) are in route-heads.ts,
 * which the prerenderer reads and the browser loads only on the first navigation.
 */
export const ROUTE_PATHS = [
  '/',
  '/pricing',
  '/blast-pricing',
  '/lite-pricing',
  '/custom-pricing',
  '/free-lender-snapshot',
  '/free-bird-dog-snapshot',
  '/book-demo',
  '/real-estate-investor-crm',
  '/wholesaling-crm',
  '/creative-finance-crm',
  '/free-trial',
  '/thank-you',
  '/thank-you-trial',
  '/test-purchases',
  '/terms',
  '/disclaimer',
  '/privacy',
  '/admin',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

/** Other paths that render the same page (SPEC §2: /thankyou is /thank-you). */
export const ROUTE_ALIASES: Readonly<Partial<Record<RoutePath, readonly string[]>>> = {
  '/thank-you': ['/thankyou'],
  '/thank-you-trial': ['/thankyou-trial'],
};

/** The route a path renders (its own or an alias's), or undefined: the not-found page. */
export function routePathFor(pathname: string): RoutePath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_PATHS.find((route) => route === path || ROUTE_ALIASES[route]?.includes(path));
}
