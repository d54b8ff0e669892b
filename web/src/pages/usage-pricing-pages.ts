/** The usage pricing pages' copy, one entry a page (UsagePricingPage.tsx renders one). */
import { BLAST_USAGE_PRICES, LITE_USAGE_PRICES, SITE_PAGES, type UsageEstimatePlan, type UsagePrice } from '@blast/catalog';

export interface UsagePricingCopy {
  plan: UsageEstimatePlan;
  title: string;
  prices: readonly UsagePrice[];
  caption: string;
  /** What SPEC §9's $10 buys at one price: "For scale: $10.00 of {spentOn} about {count} {units}." */
  scale: { usage: string; spentOn: string; units: string };
  /** The estimate's plans, in its order: the page's own first. */
  estimate: readonly UsageEstimatePlan[];
  back: { to: string; label: string };
}

export const USAGE_PRICING_PAGES = {
  '/blast-pricing': {
    plan: 'blast',
    title: 'Blast CRM usage pricing',
    prices: BLAST_USAGE_PRICES,
    caption: 'Blast CRM usage prices',
    scale: { usage: 'email', spentOn: 'email sends', units: 'emails' },
    estimate: ['blast', 'blast-lite'],
    back: { to: `${SITE_PAGES.Pricing.path}#blast`, label: 'Back to the Blast CRM plan' },
  },
  '/lite-pricing': {
    plan: 'blast-lite',
    title: 'Blast Lite usage pricing',
    prices: LITE_USAGE_PRICES,
    caption: 'Blast Lite usage prices',
    // SPEC §9 says "about 65"; the catalogue's 0.16 a reply gives 62, and the page shows the arithmetic.
    scale: { usage: 'reviews-ai', spentOn: 'Reviews AI answers', units: 'reviews' },
    estimate: ['blast-lite', 'blast'],
    back: { to: `${SITE_PAGES.Pricing.path}#blast-lite`, label: 'Back to the Blast Lite plan' },
  },
} satisfies Record<string, UsagePricingCopy>;

export type UsagePricingPath = keyof typeof USAGE_PRICING_PAGES;
