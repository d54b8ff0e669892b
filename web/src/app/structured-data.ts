import { CENTS_PER_DOLLAR, PLANS, PLAN_IDS } from '@blast/catalog';
import { SITE_URL } from '../config/env';

/** Home's JSON-LD: a web software application for real estate investors, offers from the catalogue. */
export function homeJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'Blast CRM',
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: SITE_URL,
    description: 'A CRM for real estate investors: AI bots, follow-up and revival, compliance and a lead-gen website.',
    audience: { '@type': 'BusinessAudience', audienceType: 'Real estate investors' },
    offers: PLAN_IDS.map((id) => {
      const plan = PLANS[id];
      // schema.org wants a plain decimal ('197.00'), not the display format.
      const price = (plan.priceCents / CENTS_PER_DOLLAR).toFixed(2);
      return {
        '@type': 'Offer',
        name: plan.name,
        price,
        priceCurrency: 'USD',
        ...(plan.billing === 'monthly' && {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'USD',
            unitCode: 'MON',
          },
        }),
      };
    }),
  };
}
