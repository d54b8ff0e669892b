import { describe, expect, it } from 'vitest';
import { planChoice, type PlanChoice } from '@blast/catalog';
import { cardLineOf, chargeSummary } from '../charge-summary';

const choice = (overrides: Partial<PlanChoice>): PlanChoice => ({ ...planChoice('blast'), ...overrides });

describe('what a pricing card says beside each button (PRODUCT.md)', () => {
  it('sells the trial as $0 today then the regular $197 a month, never the founders rate', () => {
    const trial = choice({ trial: true });
    expect(cardLineOf(trial, true)).toBe(
      '$0 today, then $197 per month unless you cancel within 14 days. Your card is kept on file. The trial continues at the regular price, not the founders rate.',
    );
    expect(cardLineOf(trial, false)).toBe('$0 today, then $197 per month unless you cancel within 14 days. Your card is kept on file.');
  });

  it('sells the founders rate with setup as $250 today then $150 a month, while seats remain', () => {
    expect(cardLineOf(choice({ foundersRate: true, includeSetup: true }), true)).toBe('Founders rate, while seats remain: $250 today, then $150 per month.');
    expect(cardLineOf(choice({ foundersRate: true }), true)).toBe('Founders rate, while seats remain: $150 today, then $150 per month.');
  });

  it('sells the regular price on the same buttons once the founders seats are gone', () => {
    expect(cardLineOf(choice({ includeSetup: true }), false)).toBe('All 50 founders seats are taken: $297 today, then $197 per month.');
    expect(cardLineOf(choice({}), false)).toBe('All 50 founders seats are taken: $197 today, then $197 per month.');
  });

  it('sells the prepay, Lite and Elite at their catalogue prices', () => {
    expect(cardLineOf(choice({ plan: 'blast-prepay' }), true)).toBe('$985 today, one payment for 6 months at the regular price (5 paid, 1 free); nothing is charged after it, and nothing renews by itself: after the 6 months, keep Blast CRM by choosing monthly ($197/month) or another prepay.');
    expect(cardLineOf(choice({ plan: 'blast-lite', includeSetup: true }), true)).toBe('$175 today, then $75 per month.');
    expect(cardLineOf(choice({ plan: 'custom' }), true)).toBe('$5,000, one payment.');
  });
});

describe("the checkout dialog's summary", () => {
  it('says what is charged today and after', () => {
    expect(chargeSummary(choice({ foundersRate: true, includeSetup: true }))).toBe('$250 today, then $150 per month.');
    expect(chargeSummary(choice({ plan: 'blast-prepay' }))).toBe('$985, one payment.');
    expect(chargeSummary(choice({ trial: true, foundersRate: true }))).toContain('then $197 per month'); // a trial never runs at the founders rate
  });

  it("says the promo's setup is included with its fee waived, and charges no setup", () => {
    expect(chargeSummary(choice({ foundersRate: true, setupWaived: true }))).toBe('$150 today, then $150 per month. Done-for-you setup included, fee waived: the $100 setup fee is not charged.');
    expect(cardLineOf(choice({ setupWaived: true }), false)).toContain('$197 today, then $197 per month. Done-for-you setup included, fee waived');
    expect(chargeSummary(choice({ foundersRate: true }))).toBe('$150 today, then $150 per month.');
  });
});
