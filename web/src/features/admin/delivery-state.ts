/** What the operator reads of a delivery to a hook (a lead's, a customer event's), from its record. */
import type { LeadRow } from '@blast/catalog';
import { dateTime } from './figures';

export const DELIVERY_COLOR = { delivered: 'success', pending: 'warning', stalled: 'error', failed: 'error' } as const;

/**
 * Its status, or `stalled` for a pending one that no try will end by itself (the server's
 * judgement), a hint with the hook and when the queue tries it next, and whether Retry applies.
 */
export function deliveryStateOf(forward: LeadRow['forward']) {
  const status: keyof typeof DELIVERY_COLOR = forward.stalled ? 'stalled' : forward.status;
  const hint =
    status === 'stalled'
      ? `Hook: ${forward.hook}. No try is under way or coming: Retry starts a new round.`
      : status === 'pending' && forward.nextAttemptAt
        ? `Hook: ${forward.hook}. Next try ${dateTime(forward.nextAttemptAt)}.`
        : `Hook: ${forward.hook}`;
  return { status, hint, retryable: status === 'failed' || status === 'stalled' };
}
