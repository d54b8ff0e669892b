/**
 * The plans by id, each with the checkout type that sells it (SPEC §4: blast-prepay opens the blast
 * checkout), apart from the catalogue (plans.ts): a page's own script reads a button's plan
 * (checkout-marks.ts) and carries none of the prices. PLANS takes each plan's type from here.
 */
export const CHECKOUT_TYPE_OF = {
  mini: 'mini',
  'blast-lite': 'lite',
  blast: 'blast',
  'blast-prepay': 'blast',
  custom: 'custom',
} as const;

export type PlanId = keyof typeof CHECKOUT_TYPE_OF;
export type CheckoutType = (typeof CHECKOUT_TYPE_OF)[PlanId];

/** The plans, in the catalogue's order. */
export const PLAN_IDS = /* @__PURE__ */ Object.keys(CHECKOUT_TYPE_OF) as readonly PlanId[];
export const CHECKOUT_TYPES: readonly CheckoutType[] = ['mini', 'lite', 'blast', 'custom'];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && Object.hasOwn(CHECKOUT_TYPE_OF, value);
}

export function isCheckoutType(value: unknown): value is CheckoutType {
  return typeof value === 'string' && (CHECKOUT_TYPES as readonly string[]).includes(value);
}
