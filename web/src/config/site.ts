/**
 * The site's own facts and every external address, in one place: pages import them, never
 * write them. Build-time overrides come through VITE_* variables (config/env.ts); the operator's
 * facts come from what the owner published on /admin/site first (operatorFacts below).
 */
import { BILLING_PORTAL, factsInEffect, type OperatorFacts } from '@blast/catalog';
import { BOOKING_URL } from './booking';
import { BUILD_FACTS, SITE_URL, linkAddress } from './env';
import { OPERATOR_FACT_SETTINGS } from './env-names';

export { BOOKING_POPUP } from './booking';

export const SITE = {
  name: 'Blast CRM',
  url: SITE_URL,
  /** The booking calendar (config/booking.ts). */
  bookingUrl: BOOKING_URL,
  /**
   * "Manage or cancel your subscription": the API redirects to the login of Stripe's customer
   * portal (the functions' CUSTOMER_PORTAL_URL setting), where Stripe checks the buyer's email.
   */
  billingPortalUrl: BILLING_PORTAL.path,
} as const;

/** What the legal pages say that is no operator's fact. */
export const LEGAL = {
  uptimeAim: '99.9%',
  minimumAge: 13,
} as const;

/** The operator's facts as the pages show them: each a text (the fact or its placeholder), and the CRM's sign-in address or none. */
export interface ShownFacts {
  company: string;
  supportEmail: string;
  legalEmail: string;
  address: string;
  jurisdiction: string;
  /** As the legal pages print it ("December 1, 2026" for a published 2026-12-01). */
  effectiveDate: string;
  /** The nav's and footer's "Log in": undefined while there is none (no link then). */
  crmLoginUrl: string | undefined;
}

/** What each placeholder calls the fact it stands for (SPEC §1's placeholders). */
const PLACEHOLDER_NAMES = {
  company: 'company name',
  supportEmail: 'support email',
  legalEmail: 'contact email',
  address: 'mailing address',
  jurisdiction: 'jurisdiction',
  effectiveDate: 'effective date',
} as const;

/** A fact's placeholder, naming its build setting: `[support email: set VITE_SUPPORT_EMAIL]`. */
export const placeholderOf = (fact: keyof typeof PLACEHOLDER_NAMES) => `[${PLACEHOLDER_NAMES[fact]}: set ${OPERATOR_FACT_SETTINGS[fact]}]`;

// Fixed locale and zone: the prerender (Node) and the browser print the same text, so hydration agrees.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A published effective date (YYYY-MM-DD, as /admin/site takes it) in words; the setting's free text ("December 1, 2026") is shown as it is. */
const effectiveDateText = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? LONG_DATE.format(new Date(`${value}T00:00:00Z`)) : value);

/**
 * The facts the pages show (PRODUCT.md, "Facts nobody gave us"), each on its own: a fact published
 * on /admin/site wins; where none is published, the build's setting (VITE_*, CRM_LOGIN_URL); with
 * neither, the visible placeholder naming the setting (no "Log in" for the CRM's address). So a
 * fresh install shows exactly the pages it did before, and a deployment keeps its settings until
 * the owner publishes facts. `published` arrives with the page's published content (never the
 * JS bundle): features/site-content/published.tsx hands it down through lib/operator-facts.tsx.
 */
export function operatorFacts(published: OperatorFacts | undefined, settings: OperatorFacts = BUILD_FACTS): ShownFacts {
  const facts = factsInEffect(published, settings);
  const text = (fact: keyof typeof PLACEHOLDER_NAMES) => facts[fact] ?? placeholderOf(fact);
  const publishedDate = published?.effectiveDate?.trim();
  return {
    company: text('company'),
    supportEmail: text('supportEmail'),
    legalEmail: text('legalEmail'),
    address: text('address'),
    jurisdiction: text('jurisdiction'),
    effectiveDate: publishedDate ? effectiveDateText(publishedDate) : text('effectiveDate'),
    // A published address that is no link (the API saves https only) falls back as an unset one does.
    crmLoginUrl: linkAddress(published?.crmLoginUrl) ?? linkAddress(settings.crmLoginUrl),
  };
}
