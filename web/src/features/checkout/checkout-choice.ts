import { checkoutTypeOf, isPlanId, type CheckoutType, type PlanId } from '@blast/catalog';

/** What a checkout-marked element asks for (SPEC §3's data attributes). */
export interface CheckoutChoice {
  plan: PlanId;
  type: CheckoutType;
  includeSetup: boolean;
  foundersRate: boolean;
  trial: boolean;
}

/** Reads a checkout-marked element's data attributes (SPEC §3); undefined for an unknown plan. */
export function choiceOf(el: HTMLElement): CheckoutChoice | undefined {
  const plan = el.dataset.plan ?? '';
  const type = checkoutTypeOf(plan);
  if (!type || !isPlanId(plan)) return undefined;
  return { plan, type, includeSetup: el.dataset.setup === 'true', foundersRate: el.dataset.foundersRate === 'true', trial: el.dataset.trial === 'true' };
}

/**
 * Keeps the visitor as a lead before the payment page (SPEC §8), given by whoever mounts the
 * checkout: the leads feature's call, which checkout does not import.
 */
export type CaptureLead = (lead: { name: string; email: string; phone?: string; plan: PlanId; intent: string }) => Promise<unknown>;
