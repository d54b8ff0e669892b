import { estimateUsage } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { estimateTexts } from '../usage-estimate-text';

describe("the estimator's figures as the page writes them", () => {
  it('writes each line exact and the total to the cent, from the catalogue', () => {
    const { lines } = estimateUsage('blast', { 'call-outbound': 1234, 'voice-ai': 7 });
    expect(estimateTexts(197_00, lines)).toEqual({
      lines: [
        { quantity: '1,234', amount: '$22.4588' },
        { quantity: '0', amount: '$0.00' },
        { quantity: '0', amount: '$0.00' },
        { quantity: '0', amount: '$0.00' },
        { quantity: '0', amount: '$0.00' },
        { quantity: '7', amount: '$1.183' },
      ],
      exact: '$23.6418',
      total: '$23.64',
      plan: '$197.00',
      month: '$220.64',
      foundersMonth: null,
    });
  });

  it("writes the same usage on the founders rate's month when asked", () => {
    const { lines } = estimateUsage('blast', { 'call-outbound': 1234, 'voice-ai': 7 });
    expect(estimateTexts(197_00, lines, 150_00)).toMatchObject({ total: '$23.64', month: '$220.64', foundersMonth: '$173.64' });
  });

  it('writes an empty month as nothing, with the cents', () => {
    expect(estimateTexts(75_00, estimateUsage('blast-lite', {}).lines)).toMatchObject({ exact: '$0.00', total: '$0.00', plan: '$75.00', month: '$75.00' });
  });
});
