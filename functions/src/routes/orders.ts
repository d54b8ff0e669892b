import { BILLING_PORTAL, GET_ORDER, orderQuery, type OrderSummary } from '@blast/catalog';
import { Router, type Request, type Response } from 'express';
import { CUSTOMER_PORTAL_TARGET } from '../config';
import { enforceRateLimit } from '../domain/rate-limit';
import { addressKey } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { methodNotAllowed } from '../http/errors';
import { configuredRedirect } from '../http/redirect';
import { requireSettings } from '../http/settings';
import { parseInput } from '../http/validate';
import { orderOfSession } from '../domain/money/order-summary';

export const orderRoutes = Router();

/**
 * GET /api/order?session_id=cs_...: the thank-you pages' order, for the buyer holding the session
 * id Stripe sent them back with; 404 for any session that is not a paid order of this site. Each
 * asks Stripe once, so a client gets a few a minute.
 */
orderRoutes
  .route(GET_ORDER.path)
  .get(requireSettings('SITE_URL', 'STRIPE_SECRET_KEY'), async (req: Request, res: Response<OrderSummary>) => {
    const { session_id } = parseInput(orderQuery, req.query);
    await enforceRateLimit('orders', await addressKey(clientOf(req)));
    res.json(await orderOfSession(session_id));
  })
  .all(methodNotAllowed(GET_ORDER.method));

/**
 * GET /api/billing-portal: "Manage or cancel your subscription" (the footer, the thank-you
 * pages) redirects to the login of Stripe's customer portal (CUSTOMER_PORTAL_URL), where Stripe
 * itself checks the buyer's email.
 */
orderRoutes
  .route(BILLING_PORTAL.path)
  .get(configuredRedirect(CUSTOMER_PORTAL_TARGET, 'The customer portal is not configured (CUSTOMER_PORTAL_URL)'))
  .all(methodNotAllowed(BILLING_PORTAL.method));
