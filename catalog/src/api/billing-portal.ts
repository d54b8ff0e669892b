import type { Endpoint } from './endpoint';

/** GET /api/billing-portal: a redirect to the login of Stripe's customer portal (CUSTOMER_PORTAL_URL). */
export const BILLING_PORTAL = { method: 'GET', path: '/api/billing-portal' } as const satisfies Endpoint;
