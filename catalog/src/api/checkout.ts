import { z } from 'zod';
import type { CheckoutType, PlanId } from '../plan-ids';
import type { Endpoint } from './endpoint';
import { campaignFields, emailField, nameField, phoneField, planField, sitePathField, withCampaign } from './fields';

/** POST /api/checkout/{type} (SPEC §7): opens a Checkout Session; `type` is one of CHECKOUT_TYPES. */
export const START_CHECKOUT = { method: 'POST', path: '/api/checkout/:type' } as const satisfies Endpoint;

/**
 * The longest page a checkout returns to: it travels in the session's metadata, whose values
 * Stripe caps at 500 characters.
 */
export const SOURCE_PAGE_MAX = 500;

export const checkoutInput = /* @__PURE__ */ z
  .object({
    foundersRate: z.boolean().default(false),
    includeSetup: z.boolean().default(false),
    /**
     * The promo, "join now with setup fee waived" (PRODUCT.md): the done-for-you setup included and
     * its fee waived. Absent is false (optional, so a caller that predates it need not send it).
     */
    setupWaived: z.boolean().optional(),
    trial: z.boolean().default(false),
    /** Absent: the main plan of the checkout type. */
    plan: planField().optional(),
    name: nameField(),
    email: emailField(),
    phone: phoneField().optional(),
    /** The page the checkout's cancel goes back to; /pricing when absent. */
    sourcePage: sitePathField(SOURCE_PAGE_MAX).optional(),
    /** sourcePage's name in pages built before it: a page left open across a deploy still checks out. */
    returnPath: sitePathField(SOURCE_PAGE_MAX).optional(),
    ...campaignFields(),
  })
  .strict()
  .transform(({ returnPath, ...order }) => withCampaign({ ...order, sourcePage: order.sourcePage ?? returnPath }));

/** What the browser sends. */
export type CheckoutBody = z.input<typeof checkoutInput>;

/** A checkout as the visitor asks for it: the body parsed, with the type its path names. */
export type CheckoutOrder = z.output<typeof checkoutInput> & { type: CheckoutType };

/** What a visitor chooses and tells at checkout: the order with its plan settled, less the return page and the campaign. */
export type CheckoutChoice = Omit<CheckoutOrder, 'plan' | 'sourcePage' | 'campaign'> & { plan: PlanId };

/** What a checkout-marked element asks for (SPEC §3's data attributes, checkout-marks.ts): the choice, less the person and the type its plan settles. */
export type PlanChoice = Omit<CheckoutChoice, 'name' | 'email' | 'phone' | 'type'>;

export interface CheckoutAnswer {
  /** The checkout page to send the visitor to. */
  url: string;
  /** The Checkout Session's id. */
  id: string;
  plan: PlanId;
}
