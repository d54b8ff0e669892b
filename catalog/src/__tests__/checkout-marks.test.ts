import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MARKS, PLANS, PLAN_IDS, checkoutMarks, checkoutSelector, planChoice, readCheckoutMarks, type PlanChoice } from '..';

/** An element as the page would hold the attributes written (undefined: not written). */
const element = (attributes: Record<string, string | undefined>) => ({ getAttribute: (name: string) => attributes[name] ?? null });
const shown = { name: 'Blast CRM', summary: '$297 today, then $197 per month.' };

const choices = fc.record({
  plan: fc.constantFrom(...PLAN_IDS),
  includeSetup: fc.boolean(),
  foundersRate: fc.boolean(),
  trial: fc.boolean(),
  setupWaived: fc.option(fc.boolean(), { nil: undefined }),
});

describe('the checkout choice on the page (SPEC §3)', () => {
  it('reads back every choice as written, with its plan\'s checkout type and what the dialog shows', () => {
    fc.assert(
      fc.property(choices, (choice: PlanChoice) => {
        const read = readCheckoutMarks(element(checkoutMarks(choice, shown)));
        // Every flag reads back as a boolean: setupWaived, absent unless set, as false.
        expect(read).toEqual({ choice: { ...choice, setupWaived: choice.setupWaived === true, type: PLANS[choice.plan].checkoutType }, shown });
      }),
    );
  });

  it('writes SPEC\'s attribute names and values', () => {
    expect(checkoutMarks(planChoice('blast-prepay', { foundersRate: true }), shown)).toEqual({
      'data-checkout': '',
      'data-plan': 'blast-prepay',
      'data-setup': 'false',
      'data-founders-rate': 'true',
      'data-trial': 'false',
      'data-setup-waived': undefined,
      'data-checkout-name': shown.name,
      'data-checkout-summary': shown.summary,
    });
  });

  it('reads nothing from an element that is not marked, or names a plan not of the catalogue', () => {
    const marked = checkoutMarks(planChoice('blast'), shown);
    expect(readCheckoutMarks(element({ ...marked, [CHECKOUT_MARKS.checkout]: undefined }))).toBeUndefined();
    for (const plan of ['gold', 'toString', 'constructor', '', undefined]) expect(readCheckoutMarks(element({ ...marked, [CHECKOUT_MARKS.plan]: plan })), String(plan)).toBeUndefined();
  });

  it('reads a flag as set only when it says true', () => {
    const marked = checkoutMarks(planChoice('blast'), shown);
    for (const value of ['TRUE', '1', 'yes', '']) expect(readCheckoutMarks(element({ ...marked, [CHECKOUT_MARKS.trial]: value }))?.choice.trial).toBe(false);
    expect(readCheckoutMarks(element({ ...marked, [CHECKOUT_MARKS.setupWaived]: 'true' }))?.choice.setupWaived).toBe(true);
  });

  it('selects every checkout button, or those of a plan and flags', () => {
    expect(checkoutSelector()).toBe('[data-checkout]');
    expect(checkoutSelector({ plan: 'blast-prepay' })).toBe('[data-checkout][data-plan="blast-prepay"]');
    expect(checkoutSelector({ foundersRate: true, includeSetup: true })).toBe('[data-checkout][data-setup="true"][data-founders-rate="true"]');
    expect(checkoutSelector({ trial: false, setupWaived: false })).toBe('[data-checkout][data-trial="false"]:not([data-setup-waived])');
    expect(checkoutSelector({ setupWaived: true })).toBe('[data-checkout][data-setup-waived="true"]');
  });
});
