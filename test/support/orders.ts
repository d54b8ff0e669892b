/**
 * The order fixtures the server's order summary and the thank-you page's wording share (pure: the
 * functions' and the web's unit tests import it).
 */
import { nextStepsOf, type OrderSummary } from '@blast/catalog';

/** The buyer of every fixture order. */
export const BUYER = { email: 'ann@example.com', name: 'Ann' } as const;

/** Blast CRM's monthly price in cents, as the fixtures charge it. */
export const BLAST_MONTH_CENTS = 19700;

/** A paid month of Blast CRM, no trial and no founders rate, nothing after it: a test changes what it is about. */
export const paidOrder = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  reference: 'ABCD1234',
  plan: 'blast',
  planName: 'Blast CRM',
  foundersRate: false,
  trial: false,
  paidTodayCents: BLAST_MONTH_CENTS,
  email: BUYER.email,
  next: null,
  setup: 'none',
  setupNote: null,
  steps: nextStepsOf({ plan: 'blast', trial: false, setup: 'none' }),
  ...overrides,
});
