/**
 * A month's usage at the catalogue's usage prices: the estimator on /blast-pricing and
 * /lite-pricing. The visitor gives volumes (minutes, texts, emails, AI messages); each line is
 * quantity x unit price, exact in integer micro-dollars (the prices are quoted to the
 * ten-thousandth of a dollar, $0.169 a Voice AI minute is 169,000 micro-dollars, so a product of
 * integers is exact); the total is the exact sum of the lines, rounded once, to the nearest cent,
 * half a cent up (amounts are never negative). Nothing is rounded before the total.
 */
import { CENTS_PER_DOLLAR } from './money';
import type { PlanId } from './plan-ids';
import { PLANS } from './plans';
import { BLAST_USAGE_PRICES, LITE_USAGE_PRICES, usagePrice, type UsagePrice } from './usage';

const MICRO_USD_PER_CENT = 1_000_000 / CENTS_PER_DOLLAR;

/** The volumes the estimator asks for, in its order, by usage price id (both plans price each). */
export const USAGE_ESTIMATE_VOLUMES = [
  { id: 'call-outbound', label: 'Outbound call minutes' },
  { id: 'call-inbound', label: 'Inbound call minutes' },
  { id: 'sms', label: 'Text message segments' },
  { id: 'email', label: 'Emails' },
  { id: 'conversation-ai', label: 'AI messages' },
  { id: 'voice-ai', label: 'Voice AI minutes' },
] as const;

export type UsageVolumeId = (typeof USAGE_ESTIMATE_VOLUMES)[number]['id'];
/** A month's volumes; a volume left out counts as 0. */
export type UsageVolumes = Partial<Record<UsageVolumeId, number>>;
/** Example volumes: one for each the estimator asks for. */
export type ExampleVolumes = Readonly<Record<UsageVolumeId, number>>;

/**
 * Example volumes, ours, labelled as examples wherever they show: a small wholesaler's month of
 * calls, texts, email and AI. The estimator opens on them and the plan cards give each plan's
 * month at them.
 */
export const EXAMPLE_USAGE_VOLUMES: ExampleVolumes = {
  'call-outbound': 500,
  'call-inbound': 300,
  sms: 1000,
  email: 5000,
  'conversation-ai': 200,
  'voice-ai': 30,
};

/** The example volumes a page shows: the owner's (the site content's `usageExamples`, set on /admin/site and published), or else the catalogue's. */
export const exampleVolumesOf = (content: { usageExamples?: ExampleVolumes | null }): ExampleVolumes => content.usageExamples ?? EXAMPLE_USAGE_VOLUMES;

/**
 * The largest volume the estimator takes: ten million units a month (its figures still fit a
 * phone's width). Its largest line (Lite's $0.26 Voice AI minute, 260,000 micro-dollars) is
 * 2.6e12 micro-dollars, and six such lines stay far below Number.MAX_SAFE_INTEGER (9.0e15):
 * every sum is exact.
 */
export const MAX_USAGE_VOLUME = 10_000_000;

/** The plans that bill usage, each with its catalogue table: Blast CRM (its prepay too) and Blast Lite. Mini Blast and Elite have none. */
export const USAGE_ESTIMATE_PLANS = {
  blast: BLAST_USAGE_PRICES,
  'blast-lite': LITE_USAGE_PRICES,
} as const satisfies Partial<Record<PlanId, readonly UsagePrice[]>>;

export type UsageEstimatePlan = keyof typeof USAGE_ESTIMATE_PLANS;
// A literal, not Object.keys: a call at the top of a module keeps the tables in every bundle that reaches it (the page's one script).
export const USAGE_ESTIMATE_PLAN_IDS: readonly UsageEstimatePlan[] = ['blast', 'blast-lite'];

export interface UsageEstimateLine {
  id: UsageVolumeId;
  /** The catalogue's name for the service on this plan, e.g. 'Conversation AI' or 'AI messages'. */
  label: string;
  /** What one unit is, e.g. 'per minute'. */
  unit: string;
  quantity: number;
  unitMicroUsd: number;
  /** quantity x unitMicroUsd, exact. */
  amountMicroUsd: number;
}

export interface UsageEstimate {
  planId: UsageEstimatePlan;
  lines: UsageEstimateLine[];
  /** The exact sum of the lines. */
  totalMicroUsd: number;
  /** totalMicroUsd rounded once to the nearest cent, half up. */
  totalCents: number;
}

/** Micro-dollars to whole cents, to the nearest, half a cent up: the estimator's one rounding. */
export function roundMicroUsdToCents(microUsd: number): number {
  if (!Number.isSafeInteger(microUsd) || microUsd < 0) throw new RangeError(`microUsd must be a non-negative integer, got ${microUsd}`);
  return Math.floor((microUsd + MICRO_USD_PER_CENT / 2) / MICRO_USD_PER_CENT);
}

/** Whether a volume is one the estimator takes: a whole number from 0 to MAX_USAGE_VOLUME. */
function isUsageVolume(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_USAGE_VOLUME;
}

/**
 * A volume as a visitor typed it: '' (or blanks) is 0, a whole number from 0 to MAX_USAGE_VOLUME
 * is itself (an input's value, so '1e3' is 1,000), anything else undefined.
 */
export function parseUsageVolume(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return isUsageVolume(value) ? value + 0 : undefined; // + 0: '-0' is 0
}

/** A quantity at a unit price: one line of an estimate. */
export interface PricedQuantity {
  quantity: number;
  unitMicroUsd: number;
}

export interface PricedUsage {
  /** Each line's quantity x unit price, exact. */
  amountsMicroUsd: number[];
  /** The exact sum of the lines. */
  totalMicroUsd: number;
  /** totalMicroUsd rounded once to the nearest cent, half up. */
  totalCents: number;
}

/**
 * The estimator's arithmetic: each line exact, the total their sum rounded once. The page's island
 * runs it on the unit prices the prerendered page holds (estimateUsage's, from this catalogue),
 * so that the page's one script carries no price table.
 */
export function priceUsage(lines: readonly PricedQuantity[]): PricedUsage {
  const amountsMicroUsd = lines.map(({ quantity, unitMicroUsd }) => {
    if (!isUsageVolume(quantity)) throw new RangeError(`a volume must be a whole number from 0 to ${MAX_USAGE_VOLUME}, got ${quantity}`);
    if (!Number.isSafeInteger(unitMicroUsd) || unitMicroUsd < 0) throw new RangeError(`unitMicroUsd must be a non-negative integer, got ${unitMicroUsd}`);
    return quantity * unitMicroUsd;
  });
  const totalMicroUsd = amountsMicroUsd.reduce((sum, amount) => sum + amount, 0);
  return { amountsMicroUsd, totalMicroUsd, totalCents: roundMicroUsdToCents(totalMicroUsd) };
}

export interface PricedMonth extends PricedUsage {
  /** The plan's own price for the month. */
  planCents: number;
  /** The plan's price plus the month's usage (its total, rounded once): what the month costs. */
  monthCents: number;
}

/** A month in one number: the plan's price plus its usage, priced by priceUsage. */
export function priceMonth(planCents: number, lines: readonly PricedQuantity[]): PricedMonth {
  if (!Number.isSafeInteger(planCents) || planCents < 0) throw new RangeError(`planCents must be a non-negative integer, got ${planCents}`);
  const usage = priceUsage(lines);
  return { ...usage, planCents, monthCents: planCents + usage.totalCents };
}

export interface MonthEstimate {
  planId: UsageEstimatePlan;
  usage: UsageEstimate;
  /** The plan's monthly price (the catalogue's regular price). */
  planCents: number;
  /** planCents plus the usage's total in cents. */
  monthCents: number;
}

/** A month on one plan: its monthly price plus its usage at these volumes (the examples unless given). */
export function estimateMonth(planId: UsageEstimatePlan, volumes: UsageVolumes = EXAMPLE_USAGE_VOLUMES): MonthEstimate {
  const usage = estimateUsage(planId, volumes);
  const { planCents, monthCents } = priceMonth(PLANS[planId].priceCents, usage.lines);
  return { planId, usage, planCents, monthCents };
}

/** A month's usage on one plan at the catalogue's prices, line by line, with its total. */
export function estimateUsage(planId: UsageEstimatePlan, volumes: UsageVolumes): UsageEstimate {
  const table = USAGE_ESTIMATE_PLANS[planId];
  const priced = USAGE_ESTIMATE_VOLUMES.map(({ id }) => {
    const { label, unit, microUsd } = usagePrice(table, id);
    return { id, label, unit, quantity: volumes[id] ?? 0, unitMicroUsd: microUsd };
  });
  const { amountsMicroUsd, totalMicroUsd, totalCents } = priceUsage(priced);
  return { planId, lines: priced.map((line, index) => ({ ...line, amountMicroUsd: amountsMicroUsd[index] })), totalMicroUsd, totalCents };
}
