/** Money in this catalogue is integer cents (plan prices) or integer micro-dollars (usage prices). */

export const CENTS_PER_DOLLAR = 100;
const MICRO_USD_PER_DOLLAR = 1_000_000;

export interface CentsFormat {
  /** Two decimals even on whole dollars, as the dashboard's amounts: `19700` -> `$197.00`. */
  alwaysShowCents?: boolean;
}

/** `19700` -> `$197`, `98550` -> `$985.50`, `500000` -> `$5,000`. */
export function formatCents(cents: number, { alwaysShowCents = false }: CentsFormat = {}): string {
  assertInteger(cents, 'cents');
  const whole = !alwaysShowCents && cents % CENTS_PER_DOLLAR === 0;
  return (
    '$' +
    (cents / CENTS_PER_DOLLAR).toLocaleString('en-US', {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    })
  );
}

/** `18200` -> `$0.0182`: usage prices keep every digit they were quoted with. */
export function formatMicroUsd(microUsd: number): string {
  assertInteger(microUsd, 'microUsd');
  const dollars = Math.trunc(microUsd / MICRO_USD_PER_DOLLAR);
  const fraction = String(microUsd % MICRO_USD_PER_DOLLAR)
    .padStart(6, '0')
    .replace(/0+$/, '');
  const minimum = fraction.length < 2 ? fraction.padEnd(2, '0') : fraction;
  return `$${dollars.toLocaleString('en-US')}.${minimum}`;
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
