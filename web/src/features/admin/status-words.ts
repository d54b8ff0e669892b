/** The operator's status (Debug Info, Settings) and the figures' freshness, in the owner's words. */
import type { DebugStatus } from '@blast/catalog';
import { CUSTOMER_EVENT_LABEL } from './customer-labels';
import { conversionName, count, dateTime } from './figures';

const JUST_NOW_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * When the figures were last updated (a query's dataUpdatedAt): "Updated just now" within a
 * minute, "Updated 14:02" (the browser's clock) the same day, else with the date; '' before any.
 */
export function updatedLabel(updatedAt: number, now: number, locale?: string): string {
  if (!updatedAt) return '';
  if (now - updatedAt < JUST_NOW_MS) return 'Updated just now';
  const at = new Date(updatedAt);
  const sameDay = now - updatedAt < DAY_MS && at.getDate() === new Date(now).getDate();
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return sameDay ? `Updated ${time}` : `Updated ${at.toLocaleDateString(locale, { dateStyle: 'medium' })}, ${time}`;
}

/** The newest event of each kind, one line each: "Page view: Nov 28, 2026, 2:02 PM", "Lead: none yet". */
export function lastEventLines({ last }: DebugStatus): { label: string; text: string }[] {
  const when = (iso: string | null | undefined, what?: string | null) => (iso ? `${what ? `${what}, ` : ''}${dateTime(iso)}` : 'none yet');
  const kind = last.customerEvent?.kind;
  return [
    { label: 'Page view', text: when(last.pageView) },
    { label: 'Conversion', text: when(last.conversion?.at, last.conversion && conversionName(last.conversion.type)) },
    { label: 'Lead', text: when(last.lead) },
    { label: 'Customer event to your CRM', text: when(last.customerEvent?.at, kind && (CUSTOMER_EVENT_LABEL[kind as keyof typeof CUSTOMER_EVENT_LABEL] ?? kind)) },
  ];
}

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
const them = (n: number) => (n === 1 ? 'it' : 'them');

/** What is failing: each kind of delivery that gave up, in a sentence; none when nothing is. */
export function failingLines({ failing }: DebugStatus): string[] {
  return [
    failing.leads > 0 ? `${plural(failing.leads, 'lead was', 'leads were')} not delivered to your CRM: Retry ${them(failing.leads)} from Leads.` : '',
    failing.customerEvents > 0 ? `${plural(failing.customerEvents, 'customer event was', 'customer events were')} not delivered to your CRM: Retry ${them(failing.customerEvents)} under Customer events in Figures.` : '',
  ].filter(Boolean);
}

/** A window of milliseconds in words: "30 minutes", "1 hour", "45 seconds". */
export function durationWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 3600 === 0 && seconds >= 3600) return plural(seconds / 3600, 'hour', 'hours');
  if (seconds % 60 === 0 && seconds >= 60) return plural(seconds / 60, 'minute', 'minutes');
  return plural(seconds, 'second', 'seconds');
}
