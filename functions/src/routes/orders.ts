import { BILLING_PORTAL, GET_ORDER, orderQuery, type OrderSummary } from '@blast/catalog';
import { Router } from 'express';
import { CUSTOMER_PORTAL_TARGET } from '../config';
import { orderOfSession } from '../domain/money/order-summary';
import { mount, route } from '../http/mount';
import { configuredRedirect } from '../http/redirect';

export const orderRoutes = Router();

mount(orderRoutes, [
  // The thank-you pages' order: 404 for any session that is not a paid order of this site.
  route({
    endpoint: GET_ORDER,
    settings: ['SITE_URL', 'STRIPE_SECRET_KEY'],
    input: orderQuery,
    // Each asks Stripe once, so a client gets a few a minute.
    rateLimit: 'orders',
    answer: ({ input }): Promise<OrderSummary> => orderOfSession(input.session_id),
  }),
  // "Manage or cancel your subscription" (the footer, the thank-you pages): Stripe's customer portal checks the buyer's email itself.
  route({ endpoint: BILLING_PORTAL, respond: configuredRedirect(CUSTOMER_PORTAL_TARGET, 'The customer portal is not configured (CUSTOMER_PORTAL_URL)') }),
]);
