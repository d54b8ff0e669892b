/**
 * Each page's JSON-LD (schema.org), built from the catalogue and the page's own content: the
 * route table (route-heads.ts) passes a page's name, description and FAQ; prices come from
 * @blast/catalog. Nothing here is typed twice.
 */
import { CENTS_PER_DOLLAR, FOUNDERS_NOTE, PLANS, PLAN_IDS, PREPAY, SITE_PAGES, TRIAL, TRIAL_DAYS, planPriceCents, type PlanId } from '@blast/catalog';
import type { FaqItem } from '../components/Faq';
import { SITE_URL } from '../config/env';
import { SITE } from '../config/site';

export type JsonLd = Record<string, unknown>;

/** What a route tells about its page: the canonical path, the name its title starts with, its description. */
export interface PageInfo {
  path: string;
  name: string;
  description: string;
}

const CONTEXT = 'https://schema.org';
const CURRENCY = 'USD';
const LANGUAGE = 'en-US';
const urlOf = (path: string) => SITE_URL + path;
const HOME_URL = urlOf(SITE_PAGES.Home.path);
const ORGANIZATION_ID = `${HOME_URL}#organization`;
const WEBSITE_ID = `${HOME_URL}#website`;
const AVAILABILITY = { inStock: 'https://schema.org/InStock', limited: 'https://schema.org/LimitedAvailability' } as const;

/** The plan cards' anchors on /pricing (SPEC §2: #blast, #blast-lite). */
const CARD_ANCHOR: Partial<Record<PlanId, string>> = { mini: 'mini', blast: 'blast', 'blast-prepay': 'blast', 'blast-lite': 'blast-lite', custom: 'blast-elite' };

// schema.org wants a plain decimal ('197.00'), not the display format.
const dollars = (cents: number) => (cents / CENTS_PER_DOLLAR).toFixed(2);

/** A price per `months` months (UN/CEFACT unit MON). */
const perMonths = (cents: number, months: number): JsonLd => ({
  '@type': 'UnitPriceSpecification',
  price: dollars(cents),
  priceCurrency: CURRENCY,
  unitCode: 'MON',
  referenceQuantity: { '@type': 'QuantitativeValue', value: months, unitCode: 'MON' },
});

/**
 * A plan's offer at its catalogue price. `identifier` names the catalogue entry it prices:
 * the plan id, with '/founders-rate' or '/trial' for those variants.
 */
function planOffer(planId: PlanId, { foundersRate = false } = {}): JsonLd {
  const plan = PLANS[planId];
  const cents = planPriceCents(planId, { foundersRate });
  const anchor = CARD_ANCHOR[planId];
  const specification =
    planId === 'blast-prepay' ? perMonths(cents, PREPAY.months) : plan.billing === 'monthly' ? perMonths(cents, 1) : undefined;
  return {
    '@type': 'Offer',
    identifier: foundersRate ? `${planId}/founders-rate` : planId,
    name: foundersRate ? `${plan.name} founders rate` : plan.name,
    ...(foundersRate && { description: `${FOUNDERS_NOTE}, while founders seats remain.` }),
    price: dollars(cents),
    priceCurrency: CURRENCY,
    availability: foundersRate ? AVAILABILITY.limited : AVAILABILITY.inStock,
    ...(anchor !== undefined && { url: urlOf(`${SITE_PAGES.Pricing.path}#${anchor}`) }),
    ...(specification && { priceSpecification: specification }),
  };
}

/** The trial: $0 for TRIAL_DAYS days, then the regular monthly price (PRODUCT.md). */
function trialOffer(path: string): JsonLd {
  return {
    '@type': 'Offer',
    identifier: 'blast/trial',
    name: `${TRIAL_DAYS}-day ${PLANS.blast.name} trial`,
    description: TRIAL.terms,
    price: dollars(0),
    priceCurrency: CURRENCY,
    availability: AVAILABILITY.inStock,
    url: urlOf(path),
    priceSpecification: [
      {
        '@type': 'UnitPriceSpecification',
        price: dollars(0),
        priceCurrency: CURRENCY,
        billingDuration: { '@type': 'QuantitativeValue', value: TRIAL_DAYS, unitCode: 'DAY' },
      },
      perMonths(PLANS.blast.priceCents, 1),
    ],
  };
}

function product(planId: PlanId, offers: JsonLd[]): JsonLd {
  const plan = PLANS[planId];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: plan.name,
    description: plan.tagline,
    brand: { '@type': 'Brand', name: SITE.name },
    offers,
  };
}

const website = (): JsonLd => ({ '@type': 'WebSite', '@id': WEBSITE_ID, name: SITE.name, url: HOME_URL });

function breadcrumbList(page: PageInfo): JsonLd {
  const trail = [
    { name: SITE.name, url: HOME_URL },
    { name: page.name, url: urlOf(page.path) },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
  };
}

/** A page as a WebPage (or a subtype such as FAQPage) of the site. */
function webPageOf(type: 'WebPage' | 'FAQPage', page: PageInfo): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': type,
    url: urlOf(page.path),
    name: page.name,
    description: page.description,
    inLanguage: LANGUAGE,
    isPartOf: website(),
  };
}

export function webPageJsonLd(page: PageInfo, { breadcrumb = false } = {}): JsonLd {
  return { ...webPageOf('WebPage', page), ...(breadcrumb && { breadcrumb: breadcrumbList(page) }) };
}

/** The page's questions as the FAQPage Google reads: the same items its accordion shows. */
function faqPageJsonLd(page: PageInfo, faq: readonly FaqItem[]): JsonLd {
  return {
    ...webPageOf('FAQPage', page),
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** /pricing: its FAQ, the three plan cards with every price their buttons sell, and Mini Blast's line. */
export function pricingJsonLd(page: PageInfo, faq: readonly FaqItem[]): JsonLd[] {
  return [
    faqPageJsonLd(page, faq),
    product('blast', [planOffer('blast'), planOffer('blast', { foundersRate: true }), trialOffer(`${page.path}#blast`), planOffer('blast-prepay')]),
    product('blast-lite', [planOffer('blast-lite')]),
    product('custom', [planOffer('custom')]),
    product('mini', [planOffer('mini')]),
  ];
}

/** /free-trial: its FAQ and the trial offer. */
export function freeTrialJsonLd(page: PageInfo, faq: readonly FaqItem[]): JsonLd[] {
  return [faqPageJsonLd(page, faq), product('blast', [trialOffer(page.path)])];
}

/** Home: the web application for real estate investors with every plan, its publisher and the site. */
export function homeJsonLd(): JsonLd[] {
  const publisher = { '@id': ORGANIZATION_ID };
  return [
    {
      '@context': CONTEXT,
      '@type': 'SoftwareApplication',
      name: SITE.name,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      url: HOME_URL,
      description: 'A CRM for real estate investors: AI bots, follow-up and revival, compliance and a lead-gen website.',
      audience: { '@type': 'BusinessAudience', audienceType: 'Real estate investors' },
      publisher,
      offers: PLAN_IDS.map((id) => planOffer(id)),
    },
    { '@context': CONTEXT, '@type': 'Organization', '@id': ORGANIZATION_ID, name: SITE.name, url: HOME_URL },
    { '@context': CONTEXT, ...website(), inLanguage: LANGUAGE, publisher },
  ];
}
