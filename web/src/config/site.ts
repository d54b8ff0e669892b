/**
 * The site's own facts and every external address, in one place: pages import them, never
 * write them. Build-time overrides come through VITE_* variables (config/env.ts).
 */
import { SITE_URL, env } from './env';

export const SITE = {
  name: 'Blast CRM',
  url: SITE_URL,
  company: env.VITE_COMPANY_NAME || 'Blast CRM LLC',
  supportEmail: env.VITE_SUPPORT_EMAIL || 'support@blastcrm.com',
  /**
   * The booking calendar (demo calls and custom builds): the API redirects to the external
   * scheduling host named by the functions' BOOKING_URL setting.
   */
  bookingUrl: '/api/booking',
} as const;

/** What the legal pages fill in: SPEC §1's placeholders, settled here once. */
export const LEGAL = {
  effectiveDate: 'November 1, 2026',
  jurisdiction: env.VITE_LEGAL_JURISDICTION || 'the State of Texas, United States',
  contactEmail: env.VITE_LEGAL_EMAIL || 'legal@blastcrm.com',
  mailingAddress: env.VITE_LEGAL_ADDRESS || 'Blast CRM LLC, 100 Congress Ave, Suite 2000, Austin, TX 78701',
  uptimeAim: '99.9%',
  minimumAge: 13,
} as const;

/** The booking calendar popup of /book-demo (SPEC §9: 800x700). */
export const BOOKING_POPUP = { width: 800, height: 700 } as const;
