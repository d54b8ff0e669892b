/**
 * The site's own facts and every external address, in one place: pages import them, never
 * write them. Build-time overrides come through VITE_* variables (config/env.ts).
 */
import { BILLING_PORTAL } from '@blast/catalog';
import { BOOKING_URL } from './booking';
import { CRM_LOGIN_URL, OPERATOR_FACTS, SITE_URL } from './env';

export { BOOKING_POPUP } from './booking';

export const SITE = {
  name: 'Blast CRM',
  url: SITE_URL,
  company: OPERATOR_FACTS.company,
  supportEmail: OPERATOR_FACTS.supportEmail,
  /** The booking calendar (config/booking.ts). */
  bookingUrl: BOOKING_URL,
  /**
   * "Manage or cancel your subscription": the API redirects to the login of Stripe's customer
   * portal (the functions' CUSTOMER_PORTAL_URL setting), where Stripe checks the buyer's email.
   */
  billingPortalUrl: BILLING_PORTAL.path,
  /**
   * The CRM's sign-in page (the CRM_LOGIN_URL setting, env.ts): the nav's and footer's "Log in".
   * Undefined while unset: no link then.
   */
  crmLoginUrl: CRM_LOGIN_URL,
} as const;

/**
 * What the legal pages fill in: SPEC §1's placeholders, from the operator's settings (env.ts;
 * visible placeholders until they are set, and a deploy refuses them).
 */
export const LEGAL = {
  effectiveDate: OPERATOR_FACTS.legalEffectiveDate,
  jurisdiction: OPERATOR_FACTS.legalJurisdiction,
  company: OPERATOR_FACTS.company,
  contactEmail: OPERATOR_FACTS.legalEmail,
  mailingAddress: OPERATOR_FACTS.legalAddress,
  uptimeAim: '99.9%',
  minimumAge: 13,
} as const;
