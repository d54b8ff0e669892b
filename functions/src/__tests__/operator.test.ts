import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvField } from '../domain/leads/lead-admin';
import { simulatedAmountCents, simulatedEvent } from '../domain/money/test-payments';

describe('csvField', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvField('Ann')).toBe('Ann');
    expect(csvField('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+44 20')).toBe("'+44 20");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvField(3)).toBe('3');
  });

  it('quotes a semicolon, a tab or a carriage return too: the separators of other locales and of tab-delimited imports', () => {
    expect(csvField("Mal;=cmd|' /C calc'!A0")).toBe(`"Mal;=cmd|' /C calc'!A0"`);
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('\uFF1DSUM(A1)')).toBe("'\uFF1DSUM(A1)");
    // The full-width plus, minus and at sign, which spreadsheets read as their ASCII forms.
    for (const cell of ['\uFF0B1+1', '\uFF0D1+1', '\uFF20SUM(A1)']) expect(csvField(cell), cell).toBe(`'${cell}`);
  });

  it('reads back, under any separator a spreadsheet may choose, as the text it was, and never as a formula', () => {
    const anyText = fc.string({ unit: fc.constantFrom('a', ' ', ',', ';', '\t', '\r', '\n', '"', "'", '=', '+', '-', '@', '|', '!', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20') });
    // A spreadsheet reads a full-width sign as its ASCII form: what starts a formula is judged after NFKC.
    const formulaFirst = (cell: string) => ['=', '+', '-', '@', '\t', '\r'].includes(cell.normalize('NFKC').charAt(0));
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 4 }), fc.constantFrom(',', ';', '\t'), (cells, separator) => {
        const read = readCsvRow(cells.map(csvField).join(separator), separator);
        for (const [i, cell] of read.entries()) {
          expect(formulaFirst(cell), cell).toBe(false);
          expect(cell).toBe(formulaFirst(cells[i]) ? `'${cells[i]}` : cells[i]);
        }
        expect(read).toHaveLength(cells.length);
      }),
      { numRuns: 500 },
    );
  });
});

/** One row of CSV as a spreadsheet reads it (RFC 4180 quotes) with the given separator. */
function readCsvRow(row: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const char = row[i];
    if (quoted && char === '"' && row[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"' && (quoted || cell === '')) quoted = !quoted;
    else if (!quoted && char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

describe('the simulated payment', () => {
  it("carries SPEC §3's amounts, and a subscription only for monthly plans", () => {
    expect(['mini', 'blast-lite', 'blast', 'blast-prepay', 'custom'].map((plan) => simulatedAmountCents(plan as never))).toEqual([700, 7500, 19700, 19700, 19700]);
    const prepay = simulatedEvent({ plan: 'blast-prepay', name: 'Test Customer', email: 't@example.com' });
    expect(prepay.type).toBe('checkout.session.completed');
    expect(prepay.data.object).not.toHaveProperty('subscription');
    expect(prepay.data.object).toMatchObject({ amount_total: 19700, currency: 'usd', customer_details: { name: 'Test Customer', email: 't@example.com' } });
    expect(prepay.data.object.metadata).toMatchObject({ plan: 'blast-prepay', setup: 'false', setup_fee: '0', utm_source: 'test' });
    expect(simulatedEvent({ plan: 'blast', name: 'a', email: 'b@example.com' }).data.object).toHaveProperty('subscription');
  });

  describe('with a live Stripe key', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('is refused with 403 before anything is sent', async () => {
      vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_not_a_real_key');
      vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_x');
      vi.resetModules();
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const { simulatePayment } = await import('../domain/money/test-payments');
      const { paymentsMode } = await import('../stripe/client');
      const { answerTo } = await import('../http/errors');
      expect(paymentsMode()).toBe('live');
      // As the API answers it: http/errors.ts maps the refusal to its status.
      const answered = simulatePayment({ plan: 'mini', name: 'x', email: 'x@example.com' }).catch((err: unknown) => Promise.reject(answerTo(err) ?? err));
      await expect(answered).rejects.toMatchObject({ status: 403 });
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();
    });

    it('tells a test key from a live one', async () => {
      vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_abc');
      vi.resetModules();
      expect((await import('../stripe/client')).paymentsMode()).toBe('test');
    });
  });
});
