/** What every Stripe object of the stand-in shares: the API version it is rendered in, ids, the clock. */
import { randomBytes } from 'node:crypto';

export const STRIPE_API_VERSION = '2026-10-28.endive';

/** An id as Stripe makes them: a prefix and 24 characters. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** A line a checkout sells: the plan (recurring or not) or the setup fee. */
export interface SoldLine {
  description: string;
  amountCents: number;
  recurring: boolean;
}
