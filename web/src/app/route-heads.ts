/**
 * Every page's head (title, description, JSON-LD), by its name in catalog's SITE_PAGES, which
 * gives its path (the canonical), its aliases and whether it is indexed: a page without a head
 * here does not compile. Without React, and a chunk of its own that the app loads on the first
 * navigation (shell/apply-route-head.ts): the prerenderer, the client head and the tests read it;
 * the router needs only the catalog's table.
 */
import {
  DASHBOARD_TITLE,
  SITE_EDITOR_TITLE,
  PEOPLE_TITLE,
  SETTINGS_TITLE,
  HERO_HEADLINE,
  NOT_FOUND_TITLE,
  PLANS,
  PURCHASE_TESTS_TITLE,
  INDEXED_PATHS,
  SITE_PAGES,
  SITE_PATH_ALIASES,
  TRIAL,
  TRIAL_DAYS,
  formatCents,
  answersOf,
  sitePathFor,
  type SiteContent,
  type SitePage,
  type SitePath,
} from '@blast/catalog';
import { SITE } from '../config/site';
import type { PageHead } from '../lib/head';
import { FREE_TRIAL_FAQ } from '../pages/free-trial-faq';
import { PRICING_FAQ } from '../pages/pricing-faq';
import { freeTrialJsonLd, homeJsonLd, pricingJsonLd, webPageJsonLd, type JsonLd, type PageInfo } from './structured-data';

export interface RouteHead {
  path: string;
  /** Other paths that render the same page (SPEC §2: /thankyou is /thank-you). */
  aliases?: string[];
  head: PageHead;
}

type Head = Omit<PageHead, 'path' | 'noindex'>;

/** A page's head as written here: as is, or built from the page's path. */
type HeadRow = Head | ((path: SitePath) => Head);

/**
 * An indexable page named `name` (its title is the name, then the site's), with the structured
 * data `jsonLd` builds from the page's own name, path and description.
 */
const page =
  (name: string, description: string, jsonLd: (info: PageInfo) => JsonLd | JsonLd[]): HeadRow =>
  (path) => ({
    title: `${name} | ${SITE.name}`,
    description,
    jsonLd: jsonLd({ path, name, description }),
  });

/** A WebPage; with its breadcrumb trail from home where `breadcrumb`. */
const webPage = (options: { breadcrumb?: boolean } = {}) => (info: PageInfo) => webPageJsonLd(info, options);

const PRICING_INFO: PageInfo = { path: SITE_PAGES.Pricing.path, name: 'Pricing', description: 'Blast CRM, Blast Lite and Blast Elite plans and prices. Cancel anytime, no long-term contracts.' };

/** Each page's head, by its name in SITE_PAGES. */
const HEADS: Readonly<Record<SitePage, HeadRow>> = {
  Home: {
    title: 'Blast CRM: the CRM for real estate investors',
    description:
      `${HERO_HEADLINE} Blast CRM goes live in ${PLANS.blast.goLive} with preloaded workflows, AI bots and a done-for-you lead-gen website.`,
    jsonLd: homeJsonLd(),
  },
  Pricing: page(PRICING_INFO.name, PRICING_INFO.description, (info) => pricingJsonLd(info, PRICING_FAQ)),
  BlastPricing: {
    title: 'Blast CRM usage pricing | Blast CRM',
    description: 'Usage prices for calls, texts, email and AI on Blast CRM, and the six-month prepay bonus.',
  },
  LitePricing: {
    title: 'Blast Lite usage pricing | Blast CRM',
    description: 'Usage prices for calls, texts, email and AI on Blast Lite.',
  },
  CustomPricing: {
    title: 'Blast Elite custom build pricing | Blast CRM',
    description: 'Blast Elite: a custom website and CRM build, with optional managed support.',
  },
  FreeLenderSnapshot: page('Free Lender Snapshot', 'Get the free lender snapshot for real estate investors by email.', webPage({ breadcrumb: true })),
  FreeBirdDogSnapshot: page('Free Bird Dog Snapshot', 'Get the free bird dog snapshot for real estate investors by email.', webPage({ breadcrumb: true })),
  BookDemo: page('Book a demo', 'Book a 15-minute Blast CRM demo and see it work on your own deals.', webPage()),
  RealEstateInvestorCrm: page(
    'Real estate investor CRM',
    `The CRM built for real estate investors: AI follow-up, compliance and revival, live in ${PLANS.blast.goLive}.`,
    webPage({ breadcrumb: true }),
  ),
  WholesalingCrm: page('Wholesaling CRM', 'The CRM for wholesalers: work every seller lead to a contract with AI follow-up.', webPage({ breadcrumb: true })),
  CreativeFinanceCrm: page('Creative finance CRM', 'The CRM for subject-to and seller-finance buyers: follow every deal to the close.', webPage({ breadcrumb: true })),
  FreeTrial: page(
    TRIAL.start,
    `Try Blast CRM free for ${TRIAL_DAYS} days: $0 today, then ${formatCents(PLANS.blast.priceCents)} a month unless you cancel.`,
    (info) => freeTrialJsonLd(info, FREE_TRIAL_FAQ),
  ),
  ThankYou: {
    title: 'Thank you | Blast CRM',
    description: 'Your Blast CRM purchase is complete: here is what happens next.',
  },
  ThankYouTrial: {
    title: 'Your trial has started | Blast CRM',
    description: `Your ${TRIAL_DAYS}-day Blast CRM trial has started.`,
  },
  Terms: page('Terms of Service', 'The terms of service of Blast CRM.', webPage()),
  Disclaimer: page('Disclaimer', 'The Blast CRM disclaimer.', webPage()),
  Privacy: page('Privacy Policy', 'How Blast CRM collects, uses and protects your data, and your rights.', webPage()),
  Admin: {
    title: 'Today | Blast CRM',
    description: 'The Blast CRM operator area: the people to act on today.',
  },
  AdminFigures: {
    title: `${DASHBOARD_TITLE} | Blast CRM`,
    description: 'The Blast CRM operator dashboard.',
  },
  AdminCustomers: {
    title: 'Customers | Blast CRM',
    description: 'Every subscription, by state, with its page in Stripe.',
  },
  AdminLeads: {
    title: 'Leads | Blast CRM',
    description: 'The leads the site received, with their forwarding.',
  },
  AdminSite: {
    title: `${SITE_EDITOR_TITLE} | Blast CRM`,
    description: "The owner's testimonials, announcement, guarantee and company facts.",
  },
  AdminPeople: {
    title: `${PEOPLE_TITLE} | Blast CRM`,
    description: "A person's data on request: find, export, correct, erase.",
  },
  AdminSettings: {
    title: `${SETTINGS_TITLE} | Blast CRM`,
    description: 'What is set up for the site, where deliveries go, and the analytics Reset.',
  },
  TestPurchases: {
    title: `${PURCHASE_TESTS_TITLE} | Blast CRM`,
    description: 'Operator tools for testing checkout and leads.',
  },
};

/** Every page with its aliases and head, in SITE_PAGES' order. */
export const ROUTE_HEADS: readonly RouteHead[] = (Object.keys(SITE_PAGES) as SitePage[]).map((name) => {
  const { path } = SITE_PAGES[name];
  const row = HEADS[name];
  return {
    path,
    aliases: SITE_PATH_ALIASES[path] && [...SITE_PATH_ALIASES[path]],
    head: { path, ...(typeof row === 'function' ? row(path) : row), ...(!INDEXED_PATHS.includes(path) && { noindex: true }) },
  };
});

export const NOT_FOUND_HEAD: RouteHead = {
  path: '/404',
  aliases: undefined,
  head: { path: '/404', title: NOT_FOUND_TITLE, description: 'This page does not exist.', noindex: true },
};

/** The route a path renders: its own, an alias's, or the not-found page. */
export function routeHeadFor(pathname: string): RouteHead {
  const path = sitePathFor(pathname);
  return ROUTE_HEADS.find((r) => r.path === path) ?? NOT_FOUND_HEAD;
}

/**
 * The route's head with the owner's published content: /pricing's FAQPage holds the owner's
 * questions after its own, as its accordion shows them (pages/Pricing.tsx).
 */
export function routeHeadWith(pathname: string, content: SiteContent): RouteHead {
  const route = routeHeadFor(pathname);
  const ownerFaq = answersOf(content).faq.map(({ question, answer }) => ({ question, answer }));
  if (route.path !== PRICING_INFO.path || ownerFaq.length === 0) return route;
  return { ...route, head: { ...route.head, jsonLd: pricingJsonLd(PRICING_INFO, [...PRICING_FAQ, ...ownerFaq]) } };
}
