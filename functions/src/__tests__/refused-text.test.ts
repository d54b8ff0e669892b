import { checkoutInput, conversionInput, leadInput, leadsQuery, pageViewInput, retryLeadParams, textProblem } from '@blast/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';

/** A valid body of each public endpoint that stores something, and its text fields. */
const ENDPOINTS: { name: string; schema: z.ZodType; valid: Record<string, unknown>; texts: string[] }[] = [
  { name: 'lead', schema: leadInput, valid: { name: 'Ann', email: 'ann@example.com', intent: 'snapshot' }, texts: ['name', 'first_name', 'phone', 'intent', 'source', 'utm_source', 'utm_campaign', 'website'] },
  { name: 'conversion', schema: conversionInput, valid: { conversion_type: 'lead', source_page: '/' }, texts: ['name', 'intent', 'source_page', 'utm_source', 'utm_term'] },
  { name: 'page view', schema: pageViewInput, valid: { page: '/pricing' }, texts: ['page', 'referrer', 'utm_source', 'utm_medium', 'utm_content'] },
  { name: 'checkout', schema: checkoutInput, valid: { name: 'Ann', email: 'ann@example.com' }, texts: ['name', 'phone', 'sourcePage', 'utm_campaign'] },
  { name: 'leads list', schema: leadsQuery, valid: {}, texts: ['after', 'q', 'intent', 'source'] },
];

/** A character no text may hold: a lone surrogate, a control, or a bidirectional control. */
const badCharacter = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u202a', '\u2066', '\u2069', '\u200f', '\u061c'),
);
/** Well-formed text around it (whole surrogate pairs only, so the bad one stays unpaired). */
const around = fc.string({ unit: 'grapheme', maxLength: 20 });
const badText = fc.tuple(around, badCharacter, around).map(([before, bad, after]) => `${before}${bad}${after}`);

function refusal(schema: z.ZodType, input: unknown): HttpError {
  try {
    parseInput(schema, input);
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
}

describe('text no field may hold', () => {
  for (const { name, schema, valid, texts } of ENDPOINTS) {
    it(`is refused in every text field of the ${name}, naming the field`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...texts), badText, (field, text) => {
          const answer = refusal(schema, { ...valid, [field]: text });
          expect([answer.status, answer.field]).toEqual([400, field]);
          expect(answer.message).toMatch(/well-formed text|control/);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('is refused in a field name, without echoing the name', () => {
    fc.assert(
      fc.property(badText, (key) => {
        const answer = refusal(leadInput, { name: 'Ann', email: 'ann@example.com', intent: 'x', [key]: 'y' });
        expect([answer.status, answer.field]).toEqual([400, 'body']);
        expect(answer.message).not.toContain(key);
      }),
    );
  });

  it('leaves well-formed text of any script alone', () => {
    for (const name of ['José Núñez', 'محمد علي', '李小龍', 'Zoë 👩🏽‍💼', "O'Brien-Smith", 'line one\nline two\ttabbed']) expect(textProblem(name)).toBeUndefined();
    fc.assert(fc.property(around, (text) => textProblem(text.replace(/[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')) === undefined));
  });
});

describe('a field of the wrong type', () => {
  it('says which type it must be, not that it is missing', () => {
    expect(refusal(leadInput, { name: ['a'], email: 'ann@example.com', intent: 'x' }).message).toBe('name must be a string');
    expect(refusal(checkoutInput, { name: 'Ann', email: 'ann@example.com', trial: 'yes' }).message).toBe('trial must be true or false');
    expect(refusal(leadInput, null).message).toBe('body must be an object');
    expect(refusal(leadInput, { email: 'ann@example.com', intent: 'x', name: undefined }).message).toBe('name: name or first_name is required');
  });
});

describe('an id Firestore reserves or cannot hold', () => {
  it('is refused as a lead id, in a path or a cursor', () => {
    for (const id of ['__x__', '.', '..', 'a/b', '__name__', '']) {
      expect(refusal(retryLeadParams, { id }).field).toBe('id');
      expect(refusal(leadsQuery, { after: id }).field).toBe('after');
    }
    expect(parseInput(retryLeadParams, { id: 'Zp3kQ8xTqL0a9bYc2dEf' })).toEqual({ id: 'Zp3kQ8xTqL0a9bYc2dEf' });
  });
});
