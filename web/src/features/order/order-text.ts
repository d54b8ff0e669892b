/** What the thank-you pages say of an order, in the visitor's own words (their language, their time zone). */
import { formatCents, type OrderSummary } from '@blast/catalog';

/** "Tuesday, December 9", in the visitor's locale and time zone. */
export const dayInWords = (iso: string, locale?: string, timeZone?: string): string =>
  new Date(iso).toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric', ...(timeZone && { timeZone }) });

export const planLine = (order: OrderSummary): string => `${order.planName}${order.foundersRate ? ' (founders rate)' : ''}${order.trial ? ' — 14-day trial' : ''}`;

/** What follows the payment; undefined for a one-time payment. */
export function nextLine(order: OrderSummary, locale?: string, timeZone?: string): string | undefined {
  const { next } = order;
  if (!next) return undefined;
  const day = dayInWords(next.date, locale, timeZone);
  if (next.kind === 'trial-ends') return `Your trial ends ${day}. Then ${formatCents(next.amountCents)} a month, unless you cancel before.`;
  if (next.kind === 'ends') return `Your subscription is set to end on ${day}. Nothing more will be charged.`;
  return `Next charge: ${formatCents(next.amountCents)} on ${day}, then monthly.`;
}

/** The order's done-for-you setup, as the API words it (setupNoteOf): "Done-for-you setup included, fee waived: ..." for the promo; undefined without one. */
export const setupLine = (order: Pick<OrderSummary, 'setupNote'>): string | undefined => order.setupNote ?? undefined;
