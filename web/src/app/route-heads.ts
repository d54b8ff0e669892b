/**
 * Every route of SPEC §2 with its head (title, description, canonical, JSON-LD, noindex), in one
 * table without React: the router, the client head, the prerenderer and the tests all read it.
 */
import { DASHBOARD_TITLE, HERO_HEADLINE, NOT_FOUND_TITLE, PLANS, PURCHASE_TESTS_TITLE, TRIAL, TRIAL_DAYS, formatCents } from '@blast/catalog';
import type { PageHead } from '../lib/head';
import { homeJsonLd } from './structured-data';

export interface RouteHead {
  path: string;
  /** Other paths that render the same page (SPEC §2: /thankyou is /thank-you). */
  aliases?: string[];
  head: PageHead;
}

const route = (path: string, head: Omit<PageHead, 'path'>, aliases?: string[]): RouteHead => ({
  path,
  aliases,
  head: { path, ...head },
});

export const ROUTE_HEADS: readonly RouteHead[] = [
  route('/', {
    title: 'Blast CRM: the CRM for real estate investors',
    description:
      `${HERO_HEADLINE} Blast CRM goes live in ${PLANS.blast.goLive} with preloaded workflows, AI bots and a done-for-you lead-gen website.`,
    jsonLd: homeJsonLd(),
  }),
  route('/pricing', {
    title: 'Pricing | Blast CRM',
    description: 'Blast CRM, Blast Lite and Blast Elite plans and prices. Cancel anytime, no long-term contracts.',
  }),
  route('/blast-pricing', {
    title: 'Blast CRM usage pricing | Blast CRM',
    description: 'Usage prices for calls, texts, email and AI on Blast CRM, and the six-month prepay bonus.',
    noindex: true,
  }),
  route('/lite-pricing', {
    title: 'Blast Lite usage pricing | Blast CRM',
    description: 'Usage prices for calls, texts, email and AI on Blast Lite.',
    noindex: true,
  }),
  route('/custom-pricing', {
    title: 'Blast Elite custom build pricing | Blast CRM',
    description: 'Blast Elite: a custom website and CRM build, with optional managed support.',
    noindex: true,
  }),
  route('/free-lender-snapshot', {
    title: 'Free Lender Snapshot | Blast CRM',
    description: 'Get the free lender snapshot for real estate investors by email.',
  }),
  route('/free-bird-dog-snapshot', {
    title: 'Free Bird Dog Snapshot | Blast CRM',
    description: 'Get the free bird dog snapshot for real estate investors by email.',
  }),
  route('/book-demo', {
    title: 'Book a demo | Blast CRM',
    description: 'Book a 15-minute Blast CRM demo and see it work on your own deals.',
  }),
  route('/real-estate-investor-crm', {
    title: 'Real estate investor CRM | Blast CRM',
    description: `The CRM built for real estate investors: AI follow-up, compliance and revival, live in ${PLANS.blast.goLive}.`,
  }),
  route('/wholesaling-crm', {
    title: 'Wholesaling CRM | Blast CRM',
    description: 'The CRM for wholesalers: work every seller lead to a contract with AI follow-up.',
  }),
  route('/creative-finance-crm', {
    title: 'Creative finance CRM | Blast CRM',
    description: 'The CRM for subject-to and seller-finance buyers: follow every deal to the close.',
  }),
  route('/free-trial', {
    title: `${TRIAL.start} | Blast CRM`,
    description: `Try Blast CRM free for ${TRIAL_DAYS} days: $0 today, then ${formatCents(PLANS.blast.priceCents)} a month unless you cancel.`,
  }),
  route('/thank-you',
    {
      title: 'Thank you | Blast CRM',
      description: 'Your Blast CRM purchase is complete: here is what happens next.',
      noindex: true,
    },
    ['/thankyou'],
  ),
  route('/thank-you-trial',
    {
      title: 'Your trial has started | Blast CRM',
      description: `Your ${TRIAL_DAYS}-day Blast CRM trial has started.`,
      noindex: true,
    },
    ['/thankyou-trial'],
  ),
  route('/test-purchases', {
    title: `${PURCHASE_TESTS_TITLE} | Blast CRM`,
    description: 'Operator tools for testing checkout and leads.',
    noindex: true,
  }),
  route('/terms', {
    title: 'Terms of Service | Blast CRM',
    description: 'The terms of service of Blast CRM.',
  }),
  route('/disclaimer', {
    title: 'Disclaimer | Blast CRM',
    description: 'The Blast CRM disclaimer.',
  }),
  route('/privacy', {
    title: 'Privacy Policy | Blast CRM',
    description: 'How Blast CRM collects, uses and protects your data, and your rights.',
  }),
  route('/admin', {
    title: `${DASHBOARD_TITLE} | Blast CRM`,
    description: 'The Blast CRM operator dashboard.',
    noindex: true,
  }),
];

export const NOT_FOUND_HEAD: RouteHead = route('/404', {
  title: NOT_FOUND_TITLE,
  description: 'This page does not exist.',
  noindex: true,
});

/** The route a path renders: its own, an alias's, or the not-found page. */
export function routeHeadFor(pathname: string): RouteHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_HEADS.find((r) => r.path === path || r.aliases?.includes(path)) ?? NOT_FOUND_HEAD;
}
