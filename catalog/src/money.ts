/** Money in this catalogue is integer cents (plan prices) or integer micro-dollars (usage prices). */

export const CENTS_PER_DOLLAR = 100;
const MICRO_USD_PER_DOLLAR = 1_000_000;

export interface CentsFormat {
  /** Two decimals even on whole dollars, as the dashboard's amounts: `19700` -> `$197.00`. */
  alwaysShowCents?: boolean;
}

/**
 * `1234567` -> `1,234,567`, as `toLocaleString('en-US')` writes an integer. Written out because
 * toLocaleString builds an Intl.NumberFormat on every call and the first one of a page loads the
 * locale's data, in the middle of hydrating a page full of prices.
 */
export function formatCount(integer: number): string {
  const sign = integer < 0 || Object.is(integer, -0) ? '-' : '';
  return sign + String(Math.abs(integer)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `19700` -> `$197`, `98550` -> `$985.50`, `500000` -> `$5,000`. */
export function formatCents(cents: number, { alwaysShowCents = false }: CentsFormat = {}): string {
  assertInteger(cents, 'cents');
  const remainder = Math.abs(cents % CENTS_PER_DOLLAR);
  const dollars = (cents - (cents % CENTS_PER_DOLLAR)) / CENTS_PER_DOLLAR;
  const whole = !alwaysShowCents && remainder === 0;
  const sign = (cents < 0 || Object.is(cents, -0)) && dollars === 0 ? '-' : '';
  return `$${sign}${formatCount(dollars)}${whole ? '' : `.${String(remainder).padStart(2, '0')}`}`;
}

/** `18200` -> `$0.0182`: usage prices keep every digit they were quoted with. */
export function formatMicroUsd(microUsd: number): string {
  assertInteger(microUsd, 'microUsd');
  const dollars = Math.trunc(microUsd / MICRO_USD_PER_DOLLAR);
  const fraction = String(microUsd % MICRO_USD_PER_DOLLAR)
    .padStart(6, '0')
    .replace(/0+$/, '');
  const minimum = fraction.length < 2 ? fraction.padEnd(2, '0') : fraction;
  return `$${formatCount(dollars)}.${minimum}`;
}

/** Whole units a budget buys at a usage price, e.g. how many emails $10 sends. */
export function unitsForBudget(budgetCents: number, microUsd: number): number {
  assertInteger(budgetCents, 'budgetCents');
  assertInteger(microUsd, 'microUsd');
  return Math.floor((budgetCents * (MICRO_USD_PER_DOLLAR / CENTS_PER_DOLLAR)) / microUsd);
}

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer, got ${value}`);
}
