import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLAST_USAGE_PRICES,
  EXAMPLE_USAGE_VOLUMES,
  PLANS,
  estimateMonth,
  priceMonth,
  LITE_USAGE_PRICES,
  MAX_USAGE_VOLUME,
  USAGE_ESTIMATE_PLAN_IDS,
  USAGE_ESTIMATE_PLANS,
  USAGE_ESTIMATE_VOLUMES,
  estimateUsage,
  formatMicroUsd,
  parseUsageVolume,
  priceUsage,
  roundMicroUsdToCents,
  usagePrice,
  type UsageVolumes,
} from '..';

const VOLUME_IDS = USAGE_ESTIMATE_VOLUMES.map(({ id }) => id);

/** A month of each volume, worked by hand from SPEC §9's prices. */
const MONTH: UsageVolumes = { 'call-outbound': 500, 'call-inbound': 300, sms: 1000, email: 5000, 'conversation-ai': 200, 'voice-ai': 30 };

describe('the usage estimate', () => {
  it('asks for calls out and in, texts, emails, AI messages and Voice AI minutes, priced by both plans that bill usage', () => {
    expect(VOLUME_IDS).toEqual(['call-outbound', 'call-inbound', 'sms', 'email', 'conversation-ai', 'voice-ai']);
    expect(USAGE_ESTIMATE_PLAN_IDS).toEqual(['blast', 'blast-lite']);
    expect(USAGE_ESTIMATE_PLANS.blast).toBe(BLAST_USAGE_PRICES);
    expect(USAGE_ESTIMATE_PLANS['blast-lite']).toBe(LITE_USAGE_PRICES);
  });

  it('is nothing for an empty month', () => {
    for (const planId of USAGE_ESTIMATE_PLAN_IDS) {
      const estimate = estimateUsage(planId, {});
      expect(estimate.lines.map((line) => [line.quantity, line.amountMicroUsd])).toEqual(VOLUME_IDS.map(() => [0, 0]));
      expect(estimate).toMatchObject({ totalMicroUsd: 0, totalCents: 0 });
    }
  });

  it('prices a Blast CRM month as the catalogue does: 9.10 + 3.33 + 10.80 + 4.50 + 5.20 + 5.07 = $38.00', () => {
    const estimate = estimateUsage('blast', MONTH);
    expect(estimate.lines.map((line) => formatMicroUsd(line.amountMicroUsd))).toEqual(['$9.10', '$3.33', '$10.80', '$4.50', '$5.20', '$5.07']);
    expect(estimate.lines.map((line) => formatMicroUsd(line.unitMicroUsd))).toEqual(['$0.0182', '$0.0111', '$0.0108', '$0.0009', '$0.026', '$0.169']);
    expect(estimate.lines.map((line) => line.label)).toEqual(['Outbound calls', 'Inbound calls', 'Text messages', 'Email', 'Conversation AI', 'Voice AI']);
    expect(estimate).toMatchObject({ planId: 'blast', totalMicroUsd: 38_000_000, totalCents: 38_00 });
  });

  it('prices the same month on Blast Lite: 14.00 + 5.10 + 16.60 + 7.00 + 8.00 + 7.80 = $58.50', () => {
    const estimate = estimateUsage('blast-lite', MONTH);
    expect(estimate.lines.map((line) => formatMicroUsd(line.amountMicroUsd))).toEqual(['$14.00', '$5.10', '$16.60', '$7.00', '$8.00', '$7.80']);
    expect(estimate.lines.map((line) => line.label)).toEqual(['Outbound calls', 'Inbound calls', 'Text messages', 'Email', 'AI messages', 'Voice AI']);
    expect(estimate).toMatchObject({ planId: 'blast-lite', totalMicroUsd: 58_500_000, totalCents: 58_50 });
  });

  it('keeps every line exact and rounds once, at the total, to the nearest cent, half up', () => {
    // 7 Voice AI minutes at $0.169: $1.183, shown so, $1.18 in all.
    expect(estimateUsage('blast', { 'voice-ai': 7 })).toMatchObject({ totalMicroUsd: 1_183_000, totalCents: 118 });
    expect(formatMicroUsd(estimateUsage('blast', { 'voice-ai': 7 }).lines[5].amountMicroUsd)).toBe('$1.183');
    // 25 outbound minutes at $0.0182: $0.455, half a cent, up to $0.46.
    expect(estimateUsage('blast', { 'call-outbound': 25 })).toMatchObject({ totalMicroUsd: 455_000, totalCents: 46 });
    // Where floating point drifts: 1,150 emails at $0.0009 is $1.035 ($1.04), not the 1.0349... that
    // 1150 * 0.0009 gives; 25 Lite emails at $0.0014 are $0.035 ($0.04), not 0.034999...
    expect(estimateUsage('blast', { email: 1150 })).toMatchObject({ totalMicroUsd: 1_035_000, totalCents: 104 });
    expect(estimateUsage('blast-lite', { email: 25 })).toMatchObject({ totalMicroUsd: 35_000, totalCents: 4 });
    // Rounded once, not line by line: 4 inbound minutes ($0.0444) and 4 texts ($0.0432) would be
    // $0.04 + $0.04 rounded each; their sum, $0.0876, is $0.09.
    expect(estimateUsage('blast', { 'call-inbound': 4, sms: 4 })).toMatchObject({ totalMicroUsd: 87_600, totalCents: 9 });
    expect(estimateUsage('blast', { email: 5 }).totalCents).toBe(0);
    expect(estimateUsage('blast', { email: 6 }).totalCents).toBe(1);
  });

  it("is the arithmetic the page's island runs on the unit prices the page holds", () => {
    expect(priceUsage([])).toEqual({ amountsMicroUsd: [], totalMicroUsd: 0, totalCents: 0 });
    expect(priceUsage([{ quantity: 7, unitMicroUsd: 169_000 }, { quantity: 25, unitMicroUsd: 18_200 }])).toEqual({ amountsMicroUsd: [1_183_000, 455_000], totalMicroUsd: 1_638_000, totalCents: 164 });
    expect(() => priceUsage([{ quantity: 1, unitMicroUsd: -1 }])).toThrow(RangeError);
    expect(() => priceUsage([{ quantity: 1, unitMicroUsd: 0.5 }])).toThrow(RangeError);
  });

  it('rounds micro-dollars to cents half up, and refuses what is not a whole non-negative amount', () => {
    expect([0, 4_999, 5_000, 9_999, 10_000, 14_999, 15_000].map(roundMicroUsdToCents)).toEqual([0, 0, 1, 1, 1, 1, 2]);
    expect(() => roundMicroUsdToCents(-1)).toThrow(RangeError);
    expect(() => roundMicroUsdToCents(0.5)).toThrow(RangeError);
  });

  it('refuses a volume that is not a whole number from 0 to the maximum', () => {
    for (const bad of [-1, 1.5, MAX_USAGE_VOLUME + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => estimateUsage('blast', { sms: bad })).toThrow(RangeError);
    }
    expect(estimateUsage('blast-lite', { 'voice-ai': MAX_USAGE_VOLUME }).totalCents).toBe(2_600_000_00);
  });

  it('reads a typed volume: empty is 0, a whole number is itself, anything else is no volume', () => {
    expect(parseUsageVolume('')).toBe(0);
    expect(parseUsageVolume('  ')).toBe(0);
    expect(parseUsageVolume('120')).toBe(120);
    expect(parseUsageVolume(' 7 ')).toBe(7);
    expect(parseUsageVolume('1e3')).toBe(1000);
    expect(Object.is(parseUsageVolume('-0'), 0)).toBe(true);
    expect(parseUsageVolume(String(MAX_USAGE_VOLUME))).toBe(MAX_USAGE_VOLUME);
    for (const bad of ['-1', '1.5', 'abc', String(MAX_USAGE_VOLUME + 1), 'Infinity', 'NaN']) expect(parseUsageVolume(bad)).toBeUndefined();
  });
});

describe('a month in one number: the plan plus its usage', () => {
  it('has an example for every volume the estimator asks, each one it takes and none zero', () => {
    expect(Object.keys(EXAMPLE_USAGE_VOLUMES).sort()).toEqual([...VOLUME_IDS].sort());
    for (const id of VOLUME_IDS) expect(EXAMPLE_USAGE_VOLUMES[id]).toBeGreaterThan(0);
    for (const id of VOLUME_IDS) expect(parseUsageVolume(String(EXAMPLE_USAGE_VOLUMES[id]))).toBe(EXAMPLE_USAGE_VOLUMES[id]);
  });

  it("is, at the example volumes, each plan's price plus each usage price x its example volume, by the catalogue", () => {
    for (const planId of USAGE_ESTIMATE_PLAN_IDS) {
      const table = USAGE_ESTIMATE_PLANS[planId];
      // The catalogue's arithmetic written out: micro-dollars, exact, rounded once at the end.
      const usageMicroUsd = VOLUME_IDS.reduce((sum, id) => sum + usagePrice(table, id).microUsd * EXAMPLE_USAGE_VOLUMES[id], 0);
      const month = estimateMonth(planId);
      expect(month.planCents).toBe(PLANS[planId].priceCents);
      expect(month.usage.totalMicroUsd).toBe(usageMicroUsd);
      expect(month.monthCents).toBe(PLANS[planId].priceCents + Math.floor((usageMicroUsd + 5_000) / 10_000));
      expect(month).toEqual(estimateMonth(planId, EXAMPLE_USAGE_VOLUMES));
    }
  });

  it('is $197 + $38.00 = $235.00 on Blast CRM and $75 + $58.50 = $133.50 on Blast Lite at the example volumes, worked by hand', () => {
    expect(estimateMonth('blast')).toMatchObject({ planCents: 197_00, monthCents: 235_00, usage: { totalCents: 38_00 } });
    expect(estimateMonth('blast-lite')).toMatchObject({ planCents: 75_00, monthCents: 133_50, usage: { totalCents: 58_50 } });
  });

  it('is the plan alone for a month without usage, and the usage rounded once before the plan is added', () => {
    expect(estimateMonth('blast', {})).toMatchObject({ planCents: 197_00, monthCents: 197_00 });
    // 25 outbound minutes: $0.455, half a cent up to $0.46.
    expect(estimateMonth('blast', { 'call-outbound': 25 }).monthCents).toBe(197_46);
    expect(priceMonth(75_00, [{ quantity: 7, unitMicroUsd: 169_000 }])).toEqual({ amountsMicroUsd: [1_183_000], totalMicroUsd: 1_183_000, totalCents: 118, planCents: 75_00, monthCents: 76_18 });
    for (const bad of [-1, 0.5, Number.NaN]) expect(() => priceMonth(bad, [])).toThrow(RangeError);
  });
});

describe('the usage estimate, for any volumes', () => {
  const volume = fc.integer({ min: 0, max: MAX_USAGE_VOLUME });
  const volumes = fc.record(Object.fromEntries(VOLUME_IDS.map((id) => [id, volume])) as Record<(typeof VOLUME_IDS)[number], typeof volume>, { requiredKeys: [] });
  const half = fc.integer({ min: 0, max: MAX_USAGE_VOLUME / 2 });
  const halfVolumes = fc.record(Object.fromEntries(VOLUME_IDS.map((id) => [id, half])) as Record<(typeof VOLUME_IDS)[number], typeof half>, { requiredKeys: [] });
  const plan = fc.constantFrom(...USAGE_ESTIMATE_PLAN_IDS);

  /** The product of a volume and a price written as a decimal, in exact decimal arithmetic (BigInt), as formatMicroUsd writes an amount. */
  const decimalProduct = (quantity: number, price: string): string => {
    const [whole, fraction = ''] = price.replace('$', '').split('.');
    const micro = BigInt(whole + fraction.padEnd(6, '0')) * BigInt(quantity);
    const dollars = micro / 1_000_000n;
    const rest = String(micro % 1_000_000n).padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
    return `$${dollars.toLocaleString('en-US')}.${rest}`;
  };

  it('prices each line at the catalogue price of its plan, exactly as decimal arithmetic does', () => {
    fc.assert(
      fc.property(plan, volumes, (planId, given) => {
        for (const line of estimateUsage(planId, given).lines) {
          const price = usagePrice(USAGE_ESTIMATE_PLANS[planId], line.id);
          expect(line.quantity).toBe(given[line.id] ?? 0);
          expect(line.unitMicroUsd).toBe(price.microUsd);
          expect(formatMicroUsd(line.amountMicroUsd)).toBe(decimalProduct(line.quantity, formatMicroUsd(price.microUsd)));
        }
      }),
    );
  });

  it('is priceUsage on its own lines', () => {
    fc.assert(
      fc.property(plan, volumes, (planId, given) => {
        const { lines, totalMicroUsd, totalCents } = estimateUsage(planId, given);
        expect(priceUsage(lines)).toEqual({ amountsMicroUsd: lines.map((line) => line.amountMicroUsd), totalMicroUsd, totalCents });
      }),
    );
  });

  it('totals the lines exactly and rounds the total once, within half a cent, half up', () => {
    fc.assert(
      fc.property(plan, volumes, (planId, given) => {
        const { lines, totalMicroUsd, totalCents } = estimateUsage(planId, given);
        expect(totalMicroUsd).toBe(lines.reduce((sum, line) => sum + line.amountMicroUsd, 0));
        expect(Number.isSafeInteger(totalMicroUsd)).toBe(true);
        const over = totalMicroUsd - totalCents * 10_000;
        expect(over).toBeGreaterThanOrEqual(-5_000);
        expect(over).toBeLessThan(5_000);
      }),
    );
  });

  it('is additive: two months together cost what each costs, to the micro-dollar', () => {
    fc.assert(
      fc.property(plan, halfVolumes, halfVolumes, (planId, a, b) => {
        const both = Object.fromEntries(VOLUME_IDS.map((id) => [id, (a[id] ?? 0) + (b[id] ?? 0)]));
        expect(estimateUsage(planId, both).totalMicroUsd).toBe(estimateUsage(planId, a).totalMicroUsd + estimateUsage(planId, b).totalMicroUsd);
      }),
    );
  });

  it("makes a month of the plan's price and the usage's rounded total", () => {
    fc.assert(
      fc.property(plan, volumes, (planId, given) => {
        const month = estimateMonth(planId, given);
        expect(month.usage).toEqual(estimateUsage(planId, given));
        expect(month.monthCents).toBe(PLANS[planId].priceCents + month.usage.totalCents);
      }),
    );
  });

  it('reads back every volume it takes, as an input writes it', () => {
    fc.assert(fc.property(volume, (n) => parseUsageVolume(String(n)) === n));
  });
});
