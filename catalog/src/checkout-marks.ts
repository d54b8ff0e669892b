/**
 * The checkout choice as the page carries it (SPEC §3's checkout-marked buttons): written on a
 * button by the app (CheckoutButton.tsx), read back by the checkout dialog's island before the
 * app runs (checkout-island.ts), selected by tests and benches. One codec, so that no side spells
 * an attribute by hand.
 */
import type { PlanChoice } from './api/checkout';
import { CHECKOUT_TYPE_OF, isPlanId, type CheckoutType, type PlanId } from './plan-ids';

/** The attributes, by the choice's field (SPEC §3 names data-plan, data-setup and data-founders-rate). */
export const CHECKOUT_MARKS = {
  checkout: 'data-checkout',
  plan: 'data-plan',
  includeSetup: 'data-setup',
  foundersRate: 'data-founders-rate',
  trial: 'data-trial',
  setupWaived: 'data-setup-waived',
  name: 'data-checkout-name',
  summary: 'data-checkout-summary',
} as const;

type Flag = 'includeSetup' | 'foundersRate' | 'trial' | 'setupWaived';
const FLAGS: readonly Flag[] = ['includeSetup', 'foundersRate', 'trial', 'setupWaived'];

/** A plan's choice with every flag off but those given. */
export function planChoice(plan: PlanId, flags: Partial<Pick<PlanChoice, Flag>> = {}): PlanChoice {
  return { plan, includeSetup: false, foundersRate: false, trial: false, ...flags };
}

/** What the checkout dialog shows for a choice, carried with it so that the dialog opens without the catalogue. */
export interface CheckoutShown {
  /** The dialog's title. */
  name: string;
  /** What it charges, today and after. */
  summary: string;
}

/** A marked button as read back: its choice with the checkout type it opens, and what the dialog shows. */
export interface MarkedChoice {
  choice: PlanChoice & { type: CheckoutType };
  shown: CheckoutShown;
}

/** The attributes a checkout button carries for `choice` (spread onto the element). */
export function checkoutMarks(choice: PlanChoice, shown: CheckoutShown): Record<string, string | undefined> {
  return {
    [CHECKOUT_MARKS.checkout]: '',
    [CHECKOUT_MARKS.plan]: choice.plan,
    [CHECKOUT_MARKS.includeSetup]: String(choice.includeSetup),
    [CHECKOUT_MARKS.foundersRate]: String(choice.foundersRate),
    [CHECKOUT_MARKS.trial]: String(choice.trial),
    // Absent unless set: only the promo's buttons carry it.
    [CHECKOUT_MARKS.setupWaived]: choice.setupWaived ? 'true' : undefined,
    [CHECKOUT_MARKS.name]: shown.name,
    [CHECKOUT_MARKS.summary]: shown.summary,
  };
}

/** Reads a marked element's choice back; undefined when it is not marked or names no plan of ours. */
export function readCheckoutMarks(element: { getAttribute(name: string): string | null }): MarkedChoice | undefined {
  const read = (field: keyof typeof CHECKOUT_MARKS) => element.getAttribute(CHECKOUT_MARKS[field]);
  const plan = read('plan');
  if (read('checkout') === null || !isPlanId(plan)) return undefined;
  const choice = { type: CHECKOUT_TYPE_OF[plan], plan } as MarkedChoice['choice'];
  for (const flag of FLAGS) choice[flag] = read(flag) === 'true';
  return { choice, shown: { name: read('name') ?? '', summary: read('summary') ?? '' } };
}

/**
 * A CSS selector for checkout buttons: every one, or those whose choice has the given plan and
 * flags (`{ trial: true }`, `{ plan: 'blast-prepay' }`). A flag given false matches 'false' (or,
 * for setupWaived, its absence).
 */
export function checkoutSelector(choice: Partial<Pick<PlanChoice, 'plan' | Flag>> = {}): string {
  let selector = `[${CHECKOUT_MARKS.checkout}]`;
  if (choice.plan) selector += `[${CHECKOUT_MARKS.plan}="${choice.plan}"]`;
  for (const flag of FLAGS) {
    const value = choice[flag];
    if (value === undefined) continue;
    selector += flag === 'setupWaived' && !value ? `:not([${CHECKOUT_MARKS.setupWaived}])` : `[${CHECKOUT_MARKS[flag]}="${value}"]`;
  }
  return selector;
}
