/**
 * The dashboard's period, kept in the address (`/admin?from=2026-10-01&to=2026-10-31`) so a view
 * can be shared and reloaded: the last 30 days without it. Days are UTC days, as the rollups
 * count them.
 */
import { DEFAULT_PERIOD_DAYS, dayOfMs, lastDays, periodLabel, rangeOf, rangeProblem, type DateRange } from '@blast/catalog';
import { useSearchParams } from 'react-router-dom';

export interface Period {
  range: DateRange;
  today: string;
  /** What the figures count, in words: 'Last 30 days', 'Oct 1 – Oct 31, 2026'. */
  label: string;
  /** The address asked for a period the dashboard cannot show (the default is shown instead). */
  problem?: string;
  choose: (range: DateRange) => void;
}

export function usePeriod(): Period {
  const [params, setParams] = useSearchParams();
  const today = dayOfMs(Date.now());
  const fallback = lastDays(DEFAULT_PERIOD_DAYS, today);
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const asked = rangeOf({ from, to }, today);
  const wrong = from !== undefined || to !== undefined ? rangeProblem(asked, today) : undefined;
  const range = wrong ? fallback : asked;
  const choose = (next: DateRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const isDefault = next.from === fallback.from && next.to === fallback.to;
      for (const [key, value] of Object.entries(next)) {
        if (isDefault) updated.delete(key);
        else updated.set(key, value);
      }
      return updated;
    });
  return { range, today, label: periodLabel(range, today), ...(wrong && { problem: `The address's period was not shown (${wrong.field}: ${wrong.message}).` }), choose };
}
