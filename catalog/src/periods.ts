/**
 * The dashboard's periods: UTC days `YYYY-MM-DD`, both ends included, as the rollups count them.
 * Pure, shared by the API that answers a range and the picker that asks for one.
 */

export interface DateRange {
  from: string;
  to: string;
}

/** SPEC §9's window: the default period. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period the dashboard answers. */
export const MAX_PERIOD_DAYS = 400;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of a moment. */
export const dayOfMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return DAY_PATTERN.test(text) && Number.isFinite(ms) && dayOfMs(ms) === text;
}

export const addDays = (day: string, days: number): string => dayOfMs(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DateRange): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day of a range, oldest first. */
export const daysOf = (range: DateRange): string[] => Array.from({ length: daysIn(range) }, (_, i) => addDays(range.from, i));

/** The last `days` days, today included. */
export const lastDays = (days: number, today: string): DateRange => ({ from: addDays(today, 1 - days), to: today });

/** The period of the same length just before. */
export function previousRange(range: DateRange): DateRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - daysIn(range)), to };
}

/** The picker's choices; each a range ending today. */
export const PERIOD_PRESETS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '12mo', label: 'Last 12 months', days: 365 },
] as const;
export type PeriodPresetId = (typeof PERIOD_PRESETS)[number]['id'];

/** The preset a range is, ending today, or undefined (chosen dates). */
export const presetOf = (range: DateRange, today: string): PeriodPresetId | undefined =>
  range.to === today ? PERIOD_PRESETS.find((preset) => preset.days === daysIn(range))?.id : undefined;

/** What a figure says it counts: 'Last 30 days', 'Today', or 'Oct 1 – Oct 31, 2026'. */
export function periodLabel(range: DateRange, today: string): string {
  const preset = PERIOD_PRESETS.find((candidate) => candidate.id === presetOf(range, today));
  if (preset) return preset.label;
  const format = (day: string, withYear: boolean) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(withYear && { year: 'numeric' }), timeZone: 'UTC' });
  if (range.from === range.to) return format(range.from, true);
  return `${format(range.from, range.from.slice(0, 4) !== range.to.slice(0, 4))} – ${format(range.to, true)}`;
}

/** What is wrong with a range asked for, naming the field; undefined when it is fine. */
export function rangeProblem(range: DateRange, today: string): { field: 'from' | 'to'; message: string } | undefined {
  if (!isDay(range.from)) return { field: 'from', message: 'must be a date YYYY-MM-DD' };
  if (!isDay(range.to)) return { field: 'to', message: 'must be a date YYYY-MM-DD' };
  if (range.to > today) return { field: 'to', message: `must not be after today (${today}, UTC)` };
  if (range.from > range.to) return { field: 'from', message: 'must not be after to' };
  if (daysIn(range) > MAX_PERIOD_DAYS) return { field: 'from', message: `a period is at most ${MAX_PERIOD_DAYS} days` };
  return undefined;
}

/** The range of an address's `from` and `to`, either missing: the default ends today and lasts 30 days. */
export function rangeOf({ from, to }: { from?: string; to?: string }, today: string): DateRange {
  const end = to ?? today;
  return { from: from ?? (isDay(end) ? addDays(end, 1 - DEFAULT_PERIOD_DAYS) : end), to: end };
}

/** The change of a figure against the period before, in percent; 'new' where the earlier was 0 (and the later is not). */
export function changeOf(current: number, previous: number): { percent: number } | 'new' {
  if (previous === 0) return current === 0 ? { percent: 0 } : 'new';
  return { percent: ((current - previous) / Math.abs(previous)) * 100 };
}
