import { CHECKOUT_TYPES, PLAN_IDS, isCheckoutType, type PlanId } from '@blast/catalog';
import { Router } from 'express';
import { z } from 'zod';
import { campaignOf } from '../domain/campaign';
import { HttpError, methodNotAllowed } from '../http/errors';
import { campaignShape, personFields, sitePath } from '../http/fields';
import { parseInput } from '../http/validate';
import { startCheckout } from '../payments/checkout';

const checkoutSchema = z
  .object({
    foundersRate: z.boolean().default(false),
    includeSetup: z.boolean().default(false),
    trial: z.boolean().default(false),
    plan: z.enum(PLAN_IDS as [PlanId, ...PlanId[]]).optional(),
    name: personFields.name,
    email: personFields.email,
    phone: personFields.phone.optional(),
    returnPath: sitePath(512).optional(),
    ...campaignShape,
  })
  .strict();

export const checkoutRoutes = Router();

checkoutRoutes
  .route('/api/checkout/:type')
  .post(async (req, res) => {
    const type = req.params.type;
    if (!isCheckoutType(type)) throw new HttpError(404, `No checkout ${type}: use one of ${CHECKOUT_TYPES.join(', ')}`);
    const { foundersRate, includeSetup, trial, plan, name, email, phone, returnPath, ...campaign } = parseInput(checkoutSchema, req.body);
    const checkout = await startCheckout({ type, plan, foundersRate, includeSetup, trial, name, email, phone, returnPath, campaign: campaignOf(campaign) });
    res.status(201).json(checkout);
  })
  .all(methodNotAllowed('POST'));
