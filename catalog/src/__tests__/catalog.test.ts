import { describe, expect, it } from 'vitest';
import {
  BLAST_USAGE_PRICES,
  ELITE,
  LITE_USAGE_PRICES,
  PLAN_IDS,
  PLANS,
  PREPAY,
  firstChargeCents,
  formatCents,
  formatCount,
  formatMicroUsd,
  isPlanId,
  planPriceCents,
  prepaySavingsCents,
  scaleExample,
  unitsForBudget,
  usagePrice,
  usagePricesOf,
} from '..';

describe('plan prices', () => {
  it('holds the prices of PRODUCT.md in cents', () => {
    expect(PLANS.mini.priceCents).toBe(700);
    expect(PLANS['blast-lite'].priceCents).toBe(7500);
    expect(PLANS.blast.priceCents).toBe(19700);
    expect(PLANS['blast-prepay'].priceCents).toBe(98500);
    expect(PLANS.custom.priceCents).toBe(500000);
  });

  it('prices the prepay as 5 paid months of 197 against 6 (985 vs 1,182)', () => {
    expect(PREPAY.priceCents).toBe(5 * 19700);
    expect(PREPAY.priceCents).toBe(98500);
    expect(PREPAY.compareAtCents).toBe(6 * 19700);
    expect(PREPAY.compareAtCents).toBe(118200);
    expect(prepaySavingsCents()).toBe(19700);
    expect(formatCents(PREPAY.priceCents)).toBe('$985');
    expect(formatCents(PREPAY.compareAtCents)).toBe('$1,182');
  });

  it('prices Elite as website 3,000 + CRM 3,000 - bundle saving 1,000 = 5,000', () => {
    expect(ELITE.websiteBuildCents + ELITE.crmBuildCents - ELITE.bundleSavingsCents).toBe(500000);
    expect(ELITE.priceCents).toBe(500000);
    expect(ELITE.managedSupportMonthlyCents).toBe(49700);
    expect(ELITE.buildSlotsPerMonth).toBe(2);
  });

  it('adds the setup fee to the first charge only when asked', () => {
    expect(firstChargeCents('blast', { foundersRate: true, includeSetup: true })).toBe(25000);
    expect(firstChargeCents('blast', { foundersRate: true, includeSetup: true })).toBe(15000 + 10000);
    expect(firstChargeCents('blast', { includeSetup: true })).toBe(29700);
    expect(firstChargeCents('blast')).toBe(19700);
    expect(firstChargeCents('blast-lite', { includeSetup: true })).toBe(17500);
    expect(firstChargeCents('mini', { includeSetup: true })).toBe(700);
  });

  it('offers the founders rate on Blast CRM only', () => {
    expect(planPriceCents('blast', { foundersRate: true })).toBe(15000);
    expect(() => planPriceCents('blast-lite', { foundersRate: true })).toThrow(/blast only/);
  });
});

describe('checkout types', () => {
  it('maps every button plan to its checkout type (SPEC §4)', () => {
    expect(PLAN_IDS.map((id) => [id, PLANS[id].checkoutType])).toEqual([
      ['mini', 'mini'],
      ['blast-lite', 'lite'],
      ['blast', 'blast'],
      ['blast-prepay', 'blast'],
      ['custom', 'custom'],
    ]);
    expect(PLANS['blast-prepay'].shortName).toBe('Prepay');
  });

  it('knows no other plan', () => {
    expect(isPlanId('enterprise')).toBe(false);
    expect(isPlanId('toString')).toBe(false);
    expect(isPlanId('blast-prepay')).toBe(true);
  });

  it('lists every plan of the catalogue once, in its order, and each under its own id', () => {
    expect(PLAN_IDS).toEqual(Object.keys(PLANS));
    for (const id of PLAN_IDS) expect(PLANS[id].id).toBe(id);
  });
});

describe('usage prices', () => {
  it('keeps every quoted digit exactly', () => {
    expect(usagePrice(BLAST_USAGE_PRICES, 'call-outbound').microUsd).toBe(18200);
    expect(formatMicroUsd(usagePrice(BLAST_USAGE_PRICES, 'call-outbound').microUsd)).toBe('$0.0182');
    expect(formatMicroUsd(usagePrice(BLAST_USAGE_PRICES, 'funnel-ai').microUsd)).toBe('$1.485');
    expect(formatMicroUsd(usagePrice(BLAST_USAGE_PRICES, 'domain').microUsd)).toBe('$15.00');
    expect(formatMicroUsd(usagePrice(LITE_USAGE_PRICES, 'external-ai-output').microUsd)).toBe('$4.80');
  });

  it('says $10 sends about 11,110 emails on Blast CRM', () => {
    expect(unitsForBudget(1000, usagePrice(BLAST_USAGE_PRICES, 'email').microUsd)).toBe(11111);
    expect(scaleExample(BLAST_USAGE_PRICES, 'email')).toEqual({ budgetCents: 1000, units: 11111 });
  });

  it("says $10 of Lite's Reviews AI buys 62 replies, the arithmetic of 0.16 (SPEC's 'about 65' is rounded)", () => {
    expect(scaleExample(LITE_USAGE_PRICES, 'reviews-ai')).toEqual({ budgetCents: 1000, units: 62 });
  });

  it('prices Lite usage above Blast CRM usage for the same service', () => {
    for (const lite of LITE_USAGE_PRICES) {
      const blast = BLAST_USAGE_PRICES.find((row) => row.id === lite.id);
      if (blast) expect(lite.microUsd, lite.id).toBeGreaterThan(blast.microUsd);
    }
  });

  it('says which plans bill usage: Blast CRM and its prepay at the CRM prices, Lite at its own, Mini and Elite none', () => {
    expect(usagePricesOf('blast')).toBe(BLAST_USAGE_PRICES);
    expect(usagePricesOf('blast-prepay')).toBe(BLAST_USAGE_PRICES);
    expect(usagePricesOf('blast-lite')).toBe(LITE_USAGE_PRICES);
    expect(usagePricesOf('mini')).toBeUndefined();
    expect(usagePricesOf('custom')).toBeUndefined();
  });

  it('has unique ids in each table', () => {
    for (const table of [BLAST_USAGE_PRICES, LITE_USAGE_PRICES]) {
      expect(new Set(table.map((row) => row.id)).size).toBe(table.length);
    }
  });
});

describe('formatting', () => {
  it('prints whole dollars without cents and others with two decimals', () => {
    expect(formatCents(500000)).toBe('$5,000');
    expect(formatCents(1050)).toBe('$10.50');
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it("writes what toLocaleString('en-US') writes, without building an Intl.NumberFormat", () => {
    const amounts = [0, 1, 7, 99, 100, 101, 1050, 19700, 98550, 118200, 500000, 123456789, 100000000000, -1, -99, -100, -150, -123456789];
    for (const cents of amounts) {
      const whole = cents % 100 === 0;
      expect(formatCents(cents)).toBe('$' + (cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }));
      expect(formatCents(cents, { alwaysShowCents: true })).toBe('$' + (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
      expect(formatCount(cents)).toBe(cents.toLocaleString('en-US'));
    }
  });
});
