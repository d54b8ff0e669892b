import { setupNoteOf } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../api/get-order';
import { dayInWords, nextLine, planLine, setupLine } from '../order-text';
import { BLAST_MONTH_CENTS, paidOrder as order } from '../../../../../test/support/orders';

describe("the order in the visitor's words", () => {
  it('says a date as a weekday, month and day, in the visitor\'s time zone', () => {
    expect(dayInWords('2026-12-09T15:00:00.000Z', 'en-US', 'America/Chicago')).toBe('Wednesday, December 9');
    // Late on the 9th in UTC is already the 10th in Tokyo.
    expect(dayInWords('2026-12-09T20:00:00.000Z', 'en-US', 'Asia/Tokyo')).toBe('Thursday, December 10');
  });

  it('says what follows: the next charge, the trial\'s end and its price, the end of a cancelled one, nothing for a one-time payment', () => {
    const date = '2026-12-09T15:00:00.000Z';
    expect(nextLine(order({ next: { kind: 'charge', date, amountCents: BLAST_MONTH_CENTS } }), 'en-US', 'UTC')).toBe('Next charge: $197 on Wednesday, December 9, then monthly.');
    expect(nextLine(order({ trial: true, paidTodayCents: 0, next: { kind: 'trial-ends', date, amountCents: BLAST_MONTH_CENTS } }), 'en-US', 'UTC')).toBe('Your trial ends Wednesday, December 9. Then $197 a month, unless you cancel before.');
    expect(nextLine(order({ next: { kind: 'ends', date } }), 'en-US', 'UTC')).toBe('Your subscription is set to end on Wednesday, December 9. Nothing more will be charged.');
    expect(nextLine(order({ plan: 'custom', next: null }))).toBeUndefined();
    expect(planLine(order({ foundersRate: true }))).toBe('Blast CRM (founders rate)');
  });

  it("says the promo's setup as PRODUCT.md words it: setup included, fee waived; the fee paid; nothing without a setup", () => {
    expect(setupLine(order({ setup: 'waived', setupNote: setupNoteOf('waived', 'blast')! }))).toBe('Done-for-you setup included, fee waived: the $100 setup fee is not charged.');
    expect(setupLine(order({ setup: 'paid', plan: 'blast-lite', setupNote: setupNoteOf('paid', 'blast-lite')! }))).toBe('Done-for-you setup included, $100 setup fee paid.');
    expect(setupLine(order())).toBeUndefined();
  });

  it('reads only a Stripe Checkout Session id from the address', () => {
    expect(sessionIdOf('?session_id=cs_test_a1b2c3d4e5f6a7b8c9d0e1f2')).toBe('cs_test_a1b2c3d4e5f6a7b8c9d0e1f2');
    expect(sessionIdOf('?session_id={CHECKOUT_SESSION_ID}')).toBeUndefined();
    expect(sessionIdOf('?session_id=../admin')).toBeUndefined();
    expect(sessionIdOf('')).toBeUndefined();
  });
});
