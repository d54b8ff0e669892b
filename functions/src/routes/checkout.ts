import { CHECKOUT_TYPES, START_CHECKOUT, checkoutInput, isCheckoutType, type CheckoutAnswer } from '@blast/catalog';
import { Router, type Request, type Response } from 'express';
import { enforceRateLimit } from '../domain/rate-limit';
import { addressKey } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { HttpError, methodNotAllowed } from '../http/errors';
import { requireSettings } from '../http/settings';
import { requestNow } from '../http/test-clock';
import { parseInput } from '../http/validate';
import { startCheckout } from '../domain/money/checkout';

export const checkoutRoutes = Router();

checkoutRoutes
  .route(START_CHECKOUT.path)
  // The success and cancel pages are on SITE_URL; a session needs Stripe itself outside the emulator.
  .post(requireSettings('SITE_URL', 'STRIPE_SECRET_KEY'), async (req: Request<{ type: string }>, res: Response<CheckoutAnswer>) => {
    const type = req.params.type;
    if (!isCheckoutType(type)) throw new HttpError(404, `No checkout ${type}: use one of ${CHECKOUT_TYPES.join(', ')}`);
    const order = parseInput(checkoutInput, req.body);
    // Each checkout opens a session at Stripe: a client gets a few a minute, then a 429.
    const client = clientOf(req);
    const now = requestNow(req);
    await enforceRateLimit('checkouts', await addressKey(client, now));
    // The client's address, for the founders holds it may have at once (hashed there, never stored).
    res.status(201).json(await startCheckout({ type, ...order }, client, now));
  })
  .all(methodNotAllowed(START_CHECKOUT.method));
