import { CHECKOUT_TYPES, PLAN_IDS, PLANS, isCheckoutType, type CheckoutType, type PlanId } from '@blast/catalog';
import { Router } from 'express';
import { z } from 'zod';
import { campaignOf, campaignShape, personFields, sitePath } from '../domain/campaign';
import { CheckoutRuleError, PLANS_OF_TYPE, sessionParams } from '../domain/checkout';
import { readSeatsLeft } from '../domain/seats';
import { HttpError, methodNotAllowed } from '../http/errors';
import { parseInput } from '../http/validate';
import { logs } from '../logs';
import { stripe } from '../payments/stripe-client';

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

/** The plan a checkout type sells when the request names none (SPEC §4: blast-prepay says so). */
const mainPlan = (type: CheckoutType): PlanId => PLANS_OF_TYPE[type][0];

export const checkoutRoutes = Router();

checkoutRoutes
  .route('/api/checkout/:type')
  .post(async (req, res) => {
    const type = req.params.type;
    if (!isCheckoutType(type)) throw new HttpError(404, `No checkout ${type}: use one of ${CHECKOUT_TYPES.join(', ')}`);
    const input = parseInput(checkoutSchema, req.body);
    const plan = input.plan ?? mainPlan(type);
    const seatsLeft = input.foundersRate ? await readSeatsLeft() : 0;
    let params;
    try {
      params = sessionParams(
        {
          type,
          plan,
          foundersRate: input.foundersRate,
          includeSetup: input.includeSetup,
          trial: input.trial,
          name: input.name,
          email: input.email.toLowerCase(),
          phone: input.phone || undefined,
          returnPath: input.returnPath ?? '/pricing',
          campaign: campaignOf(input),
        },
        seatsLeft,
      );
    } catch (err) {
      if (err instanceof CheckoutRuleError) throw new HttpError(err.status, `${err.field}: ${err.message}`, err.field);
      throw err;
    }
    let session;
    try {
      session = await stripe().checkout.sessions.create(params);
    } catch (err) {
      logs.checkoutFailed(type, plan, err);
      throw new HttpError(502, 'The payment provider could not start the checkout. Please try again.');
    }
    if (!session.url) throw new HttpError(502, 'The payment provider answered without a checkout page.');
    res.status(201).json({ url: session.url, id: session.id, plan: PLANS[plan].id });
  })
  .all(methodNotAllowed('POST'));
