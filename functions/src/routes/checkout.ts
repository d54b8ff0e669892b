import { CHECKOUT_TYPES, PLAN_IDS, RETURN_PATH_MAX, isCheckoutType, type PlanId } from '@blast/catalog';
import { Router } from 'express';
import { z } from 'zod';
import { campaignOf } from '../domain/analytics/campaign';
import { enforceRateLimit } from '../domain/rate-limit';
import { addressKey } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { HttpError, methodNotAllowed } from '../http/errors';
import { campaignShape, personFields, sitePath } from '../http/fields';
import { requireSettings } from '../http/settings';
import { parseInput } from '../http/validate';
import { startCheckout } from '../domain/money/checkout';

const checkoutSchema = z
  .object({
    foundersRate: z.boolean().default(false),
    includeSetup: z.boolean().default(false),
    trial: z.boolean().default(false),
    plan: z.enum(PLAN_IDS as [PlanId, ...PlanId[]]).optional(),
    name: personFields.name,
    email: personFields.email,
    phone: personFields.phone.optional(),
    returnPath: sitePath(RETURN_PATH_MAX).optional(),
    ...campaignShape,
  })
  .strict();

export const checkoutRoutes = Router();

checkoutRoutes
  .route('/api/checkout/:type')
  // The success and cancel pages are on SITE_URL; a session needs Stripe itself outside the emulator.
  .post(requireSettings('SITE_URL', 'STRIPE_SECRET_KEY'), async (req, res) => {
    const type = req.params.type;
    if (!isCheckoutType(type)) throw new HttpError(404, `No checkout ${type}: use one of ${CHECKOUT_TYPES.join(', ')}`);
    const { foundersRate, includeSetup, trial, plan, name, email, phone, returnPath, ...campaign } = parseInput(checkoutSchema, req.body);
    // Each checkout opens a session at Stripe: a client gets a few a minute, then a 429.
    await enforceRateLimit('checkouts', await addressKey(clientOf(req)));
    const checkout = await startCheckout({ type, plan, foundersRate, includeSetup, trial, name, email, phone, returnPath, campaign: campaignOf(campaign) });
    res.status(201).json(checkout);
  })
  .all(methodNotAllowed('POST'));
