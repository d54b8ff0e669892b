/**
 * Every page of the site (SPEC §2), one row a page: the router renders them, the API counts page
 * views and conversions by them, and every list of pages below is read from them. A path that is
 * none of them is counted as NOT_FOUND_PAGE, one row, however many made-up paths a bot sends.
 */

/** What the site and the API know of a page. Each flag is absent where it does not hold. */
interface SitePageFacts {
  path: `/${string}`;
  /** Other paths that render the same page (SPEC §2: /thankyou is /thank-you). */
  aliases?: readonly string[];
  /**
   * The operator's area: their visits are not the site's traffic (no page view is counted), the
   * app starts as soon as the page has loaded, and crawlers are kept out (robots.txt, noindex).
   */
  operator?: true;
  /**
   * Where a checkout ends (Stripe's success URL): the order's summary, which the page's first
   * script starts (catalog's isThankYouPathname). Not indexed.
   */
  thankYou?: true;
  /** Shows the plan cards with their prices: a visitor of one "saw pricing" (the analytics' funnel). */
  showsPlans?: true;
  /** Kept out of search engines' index though public: robots noindex, and not in sitemap.xml. */
  noindex?: true;
}

/**
 * The pages, by name: a page's name is its file in web/src/pages (one chunk each), which holds
 * its head too (web/src/app/route-heads.ts). In the order the site lists them; the operator's,
 * last, in the order the app readies them.
 */
export const SITE_PAGES = {
  Home: { path: '/', showsPlans: true },
  Pricing: { path: '/pricing', showsPlans: true },
  BlastPricing: { path: '/blast-pricing', noindex: true },
  LitePricing: { path: '/lite-pricing', noindex: true },
  CustomPricing: { path: '/custom-pricing', noindex: true },
  FreeLenderSnapshot: { path: '/free-lender-snapshot' },
  FreeBirdDogSnapshot: { path: '/free-bird-dog-snapshot' },
  BookDemo: { path: '/book-demo' },
  RealEstateInvestorCrm: { path: '/real-estate-investor-crm' },
  WholesalingCrm: { path: '/wholesaling-crm' },
  CreativeFinanceCrm: { path: '/creative-finance-crm' },
  FreeTrial: { path: '/free-trial' },
  ThankYou: { path: '/thank-you', aliases: ['/thankyou'], thankYou: true },
  ThankYouTrial: { path: '/thank-you-trial', aliases: ['/thankyou-trial'], thankYou: true },
  Terms: { path: '/terms' },
  Disclaimer: { path: '/disclaimer' },
  Privacy: { path: '/privacy' },
  Admin: { path: '/admin', operator: true },
  AdminFigures: { path: '/admin/figures', operator: true },
  AdminCustomers: { path: '/admin/customers', operator: true },
  AdminLeads: { path: '/admin/leads', operator: true },
  AdminSite: { path: '/admin/site', operator: true },
  AdminPeople: { path: '/admin/people', operator: true },
  AdminSettings: { path: '/admin/settings', operator: true },
  TestPurchases: { path: '/test-purchases', operator: true },
} as const satisfies Record<string, SitePageFacts>;

export type SitePage = keyof typeof SITE_PAGES;
export type SitePath = (typeof SITE_PAGES)[SitePage]['path'];

// Pure: a chunk that needs one page's path (SITE_PAGES.BookDemo.path) leaves the lists below out.
const ROWS = /* @__PURE__ */ Object.entries(SITE_PAGES) as [SitePage, SitePageFacts & { path: SitePath }][];
const pathsWhere = (holds: (page: SitePageFacts) => boolean | undefined): readonly SitePath[] => ROWS.filter(([, page]) => holds(page)).map(([, { path }]) => path);

/** Every page's own path, in the table's order. */
export const SITE_PATHS = /* @__PURE__ */ pathsWhere(() => true);

/** Other paths that render a page, by its own path. */
export const SITE_PATH_ALIASES: Readonly<Partial<Record<SitePath, readonly string[]>>> = /* @__PURE__ */ Object.fromEntries(
  ROWS.flatMap(([, { path, aliases }]) => (aliases ? [[path, aliases] as const] : [])),
);

/** The operator's pages (isOperatorPathname tells them without this table, for the page's first script). */
export const OPERATOR_PATHS = /* @__PURE__ */ pathsWhere((page) => page.operator);

/** The operator's area: each operator page that is under no other, with everything under it (robots.txt's Disallow). */
export const OPERATOR_AREAS = /* @__PURE__ */ OPERATOR_PATHS.filter((path) => !OPERATOR_PATHS.some((other) => path.startsWith(`${other}/`)));

/** The pages that show plan cards with their prices (Home's pricing section and /pricing). */
export const PRICING_PATHS = /* @__PURE__ */ pathsWhere((page) => page.showsPlans);

/** The pages search engines may index, in the order sitemap.xml lists them; every other page says noindex. */
export const INDEXED_PATHS = /* @__PURE__ */ pathsWhere((page) => !page.operator && !page.thankYou && !page.noindex);

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The page a path renders (its own, an alias's, with or without a trailing slash), or undefined. */
export function sitePageFor(pathname: string): SitePage | undefined {
  const path = withoutTrailingSlash(pathname);
  return ROWS.find(([, page]) => page.path === path || page.aliases?.includes(path))?.[0];
}

/** The path of the page a path renders (its own, an alias's, with or without a trailing slash), or undefined. */
export function sitePathFor(pathname: string): SitePath | undefined {
  const page = sitePageFor(pathname);
  return page && SITE_PAGES[page].path;
}
