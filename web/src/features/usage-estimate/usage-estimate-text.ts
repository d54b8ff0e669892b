/**
 * What the usage estimator's markup (UsageEstimate.tsx) and its island (usage-estimate-island.ts)
 * share: the marks the island finds and the figures as both write them, by the catalogue's
 * priceUsage. A line is exact (`$1.183`); the month's total is rounded once to the cent.
 */
import { formatCents, formatCount, formatMicroUsd, priceMonth, type PricedQuantity } from '@blast/catalog';

/** The estimator's form, as the island and its loader find it. */
export const USAGE_ESTIMATE_FORM = 'form[data-usage-estimate]';

export const USAGE_ESTIMATE_MARKS = {
  /** The section's id: the plan cards' usage note links to `#usage-estimate`. */
  id: 'usage-estimate',
  headingId: 'usage-estimate-heading',
  hintId: 'usage-estimate-hint',
  /** What a line or total shows while a volume is not one the estimator takes. */
  noFigure: '—',
} as const;

/** The id of the volume's input, which each line's <output for> names. */
export const volumeInputId = (id: string): string => `usage-volume-${id}`;

export interface EstimateTexts {
  lines: { quantity: string; amount: string }[];
  /** The exact sum of the lines. */
  exact: string;
  /** The month's usage, rounded to the cent. */
  total: string;
  /** The plan's monthly price. */
  plan: string;
  /** The plan plus the usage: the month in one number. */
  month: string;
  /** The same month at the founders rate, for the plan that has one (else null). */
  foundersMonth: string | null;
}

/**
 * The figures of one plan's month (its price, and its lines: quantity and unit price each), as the
 * page writes them; with `foundersCents`, the same usage on the founders rate's month too.
 */
export function estimateTexts(planCents: number, lines: readonly PricedQuantity[], foundersCents?: number): EstimateTexts {
  const { amountsMicroUsd, totalMicroUsd, totalCents, monthCents } = priceMonth(planCents, lines);
  const cents = (amount: number) => formatCents(amount, { alwaysShowCents: true });
  return {
    lines: lines.map((line, index) => ({ quantity: formatCount(line.quantity), amount: formatMicroUsd(amountsMicroUsd[index]) })),
    exact: formatMicroUsd(totalMicroUsd),
    total: cents(totalCents),
    plan: cents(planCents),
    month: cents(monthCents),
    foundersMonth: foundersCents === undefined ? null : cents(foundersCents + totalCents),
  };
}
