/**
 * Every route of SPEC §2 with its head (title, description, canonical, JSON-LD, noindex), in one
 * table without React: the prerenderer, the client head (on navigation) and the tests read it;
 * the router needs only the paths (SITE_PATHS in @blast/catalog).
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
  SITE_PATH_ALIASES,
  SITE_PATHS,
  TRIAL,
  TRIAL_DAYS,
  formatCents,
  answersOf,
  sitePathFor,
  type SiteContent,
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

type Head = Omit<PageHead, 'path'>;

/**
 * An indexable page named `name` (its title is the name, then the site's), with the structured
 * data `jsonLd` builds from the page's own name, path and description.
 */
const page = (path: SitePath, name: string, description: string, jsonLd: (info: PageInfo) => JsonLd | JsonLd[]): Head => ({
  title: `${name} | ${SITE.name}`,
  description,
  jsonLd: jsonLd({ path, name, description }),
});

/** A WebPage; with its breadcrumb trail from home where `breadcrumb`. */
const webPage = (options: { breadcrumb?: boolean } = {}) => (info: PageInfo) => webPageJsonLd(info, options);

const PRICING_INFO: PageInfo = { path: '/pricing', name: 'Pricing', description: 'Blast CRM, Blast Lite and Blast Elite plans and prices. Cancel anytime, no long-term contracts.' };

/** Each route's head, by path: a route without one does not compile. */
const HEADS: Readonly<Record<SitePath, Head>> = {
  '/': {
    title: 'Blast CRM: the CRM for real estate investors',
    description:
      `${HERO_HEADLINE} Blast CRM goes live in ${PLANS.blast.goLive} with preloaded workflows, AI bots and a done-for-you lead-gen website.`,
    jsonLd: homeJsonLd(),
  },
  '/pricing': page('/pricing', PRICING_INFO.name, PRICING_INFO.description, (info) => pricingJsonLd(info, PRICING_FAQ)),
  '/blast-pricing': {
    title: 'Blast CRM usage pricing | Blast CRM',
    description: 'Usage prices for calls, texts, email and AI on Blast CRM, and the six-month prepay bonus.',
    noindex: true,
  },
  '/lite-pricing': {
    title: 'Blast Lite usage pricing | Blast CRM',
    description: 'Usage prices for calls, texts, email and AI on Blast Lite.',
    noindex: true,
  },
  '/custom-pricing': {
    title: 'Blast Elite custom build pricing | Blast CRM',
    description: 'Blast Elite: a custom website and CRM build, with optional managed support.',
    noindex: true,
  },
  '/free-lender-snapshot': page('/free-lender-snapshot', 'Free Lender Snapshot', 'Get the free lender snapshot for real estate investors by email.', webPage({ breadcrumb: true })),
  '/free-bird-dog-snapshot': page('/free-bird-dog-snapshot', 'Free Bird Dog Snapshot', 'Get the free bird dog snapshot for real estate investors by email.', webPage({ breadcrumb: true })),
  '/book-demo': page('/book-demo', 'Book a demo', 'Book a 15-minute Blast CRM demo and see it work on your own deals.', webPage()),
  '/real-estate-investor-crm': page(
    '/real-estate-investor-crm',
    'Real estate investor CRM',
    `The CRM built for real estate investors: AI follow-up, compliance and revival, live in ${PLANS.blast.goLive}.`,
    webPage({ breadcrumb: true }),
  ),
  '/wholesaling-crm': page('/wholesaling-crm', 'Wholesaling CRM', 'The CRM for wholesalers: work every seller lead to a contract with AI follow-up.', webPage({ breadcrumb: true })),
  '/creative-finance-crm': page('/creative-finance-crm', 'Creative finance CRM', 'The CRM for subject-to and seller-finance buyers: follow every deal to the close.', webPage({ breadcrumb: true })),
  '/free-trial': page(
    '/free-trial',
    TRIAL.start,
    `Try Blast CRM free for ${TRIAL_DAYS} days: $0 today, then ${formatCents(PLANS.blast.priceCents)} a month unless you cancel.`,
    (info) => freeTrialJsonLd(info, FREE_TRIAL_FAQ),
  ),
  '/thank-you': {
    title: 'Thank you | Blast CRM',
    description: 'Your Blast CRM purchase is complete: here is what happens next.',
    noindex: true,
  },
  '/thank-you-trial': {
    title: 'Your trial has started | Blast CRM',
    description: `Your ${TRIAL_DAYS}-day Blast CRM trial has started.`,
    noindex: true,
  },
  '/test-purchases': {
    title: `${PURCHASE_TESTS_TITLE} | Blast CRM`,
    description: 'Operator tools for testing checkout and leads.',
    noindex: true,
  },
  '/terms': page('/terms', 'Terms of Service', 'The terms of service of Blast CRM.', webPage()),
  '/disclaimer': page('/disclaimer', 'Disclaimer', 'The Blast CRM disclaimer.', webPage()),
  '/privacy': page('/privacy', 'Privacy Policy', 'How Blast CRM collects, uses and protects your data, and your rights.', webPage()),
  '/admin': {
    title: 'Today | Blast CRM',
    description: 'The Blast CRM operator area: the people to act on today.',
    noindex: true,
  },
  '/admin/figures': {
    title: `${DASHBOARD_TITLE} | Blast CRM`,
    description: 'The Blast CRM operator dashboard.',
    noindex: true,
  },
  '/admin/customers': {
    title: 'Customers | Blast CRM',
    description: 'Every subscription, by state, with its page in Stripe.',
    noindex: true,
  },
  '/admin/leads': {
    title: 'Leads | Blast CRM',
    description: 'The leads the site received, with their forwarding.',
    noindex: true,
  },
  '/admin/site': {
    title: `${SITE_EDITOR_TITLE} | Blast CRM`,
    description: "The owner's testimonials, announcement, guarantee and company facts.",
    noindex: true,
  },
  '/admin/people': {
    title: `${PEOPLE_TITLE} | Blast CRM`,
    description: "A person's data on request: find, export, correct, erase.",
    noindex: true,
  },
  '/admin/settings': {
    title: `${SETTINGS_TITLE} | Blast CRM`,
    description: 'What is set up for the site, where deliveries go, and the analytics Reset.',
    noindex: true,
  },
};

export const ROUTE_HEADS: readonly RouteHead[] = SITE_PATHS.map((path) => ({
  path,
  aliases: SITE_PATH_ALIASES[path] && [...SITE_PATH_ALIASES[path]],
  head: { path, ...HEADS[path] },
}));

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
