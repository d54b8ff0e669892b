import { CHECKOUT_SESSION_ID } from '@blast/catalog';
import { Router } from 'express';
import { z } from 'zod';
import { CUSTOMER_PORTAL_TARGET } from '../config';
import { enforceRateLimit } from '../domain/rate-limit';
import { addressKey } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { HttpError, methodNotAllowed } from '../http/errors';
import { requireSettings } from '../http/settings';
import { parseInput } from '../http/validate';
import { orderOfSession } from '../domain/money/order-summary';

export const orderRoutes = Router();

const orderQuery = z.object({ session_id: z.string().regex(CHECKOUT_SESSION_ID, 'must be a Stripe Checkout Session id (cs_...)') }).strict();

/**
 * GET /api/order?session_id=cs_...: the thank-you pages' order, for the buyer holding the session
 * id Stripe sent them back with; 404 for any session that is not a paid order of this site. Each
 * asks Stripe once, so a client gets a few a minute.
 */
orderRoutes
  .route('/api/order')
  .get(requireSettings('SITE_URL', 'STRIPE_SECRET_KEY'), async (req, res) => {
    const { session_id } = parseInput(orderQuery, req.query);
    await enforceRateLimit('orders', await addressKey(clientOf(req)));
    res.json(await orderOfSession(session_id));
  })
  .all(methodNotAllowed('GET'));

/**
 * GET /api/billing-portal: "Manage or cancel your subscription" (the footer, the thank-you
 * pages) redirects to the login of Stripe's customer portal (CUSTOMER_PORTAL_URL), where Stripe
 * itself checks the buyer's email.
 */
orderRoutes
  .route('/api/billing-portal')
  .get((_req, res) => {
    if (!CUSTOMER_PORTAL_TARGET) throw new HttpError(503, 'The customer portal is not configured (CUSTOMER_PORTAL_URL)');
    res.setHeader('Cache-Control', 'public, max-age=300, s-maxage=300');
    res.redirect(302, CUSTOMER_PORTAL_TARGET.href);
  })
  .all(methodNotAllowed('GET'));
