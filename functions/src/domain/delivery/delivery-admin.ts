/** What the operator sees of a delivery (a lead's, a customer event's) and their Retry. */
import type { LeadRow } from '@blast/catalog';
import { FieldValue, Timestamp, db } from '../../store/db';
import type { ForwardState } from '../../store/documents';
import { DomainError } from '../errors';
import { LEAD_DELIVERY } from '../../config';
import { isStalled, type Deliverable, type Delivered } from './hook-delivery';

class DeliveryNotFoundError extends DomainError {
  readonly refusal = 'not-found';

  constructor(what: string) {
    super(`No ${what} has this id`, 'id');
  }
}

/** Only a failed or stalled delivery goes back in the queue: one whose round has ended or will not. */
class NotRetryableError extends DomainError {
  readonly refusal = 'conflict';

  constructor(what: string, forwardStatus: string) {
    super(`Only a failed or stalled ${what} can be retried: this one is ${forwardStatus}`, 'id');
  }
}

/** A page asked for after an id that is not there. */
export class UnknownCursorError extends DomainError {
  readonly refusal = 'invalid';

  constructor(what: string) {
    super(`after: no ${what} has this id`, 'after');
  }
}

export const isoOf = (at: Timestamp | null | undefined): string | null => (at ? at.toDate().toISOString() : null);

/** A delivery record as the operator's tables show it. */
export function forwardRow(forward: ForwardState, createdAt: Timestamp): LeadRow['forward'] {
  return {
    hook: forward.hook,
    status: forward.status,
    attempts: forward.attempts + (forward.attemptsBeforeRetry ?? 0),
    lastError: forward.lastError ?? null,
    deliveredAt: isoOf(forward.deliveredAt),
    nextAttemptAt: forward.status === 'pending' ? isoOf(forward.nextAttemptAt) : null,
    stalled: isStalled(forward, createdAt),
    tries: { made: forward.attempts, of: LEAD_DELIVERY.retry.maxAttempts },
  };
}

/**
 * Puts a failed or stalled delivery back in the queue: pending, in a new round with the queue's
 * full retry policy. The write wakes the queue trigger, which enqueues the round's task at once;
 * a task of the stalled round that still turns up does nothing (hook-delivery.ts). One whose round
 * is under way is refused: its own tries end it.
 */
export async function retryDelivery<Doc extends Delivered>(kind: Deliverable<Doc>, id: string): Promise<void> {
  const ref = kind.ref(id);
  await db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (!stored) throw new DeliveryNotFoundError(kind.what);
    const { status, attempts } = stored.forward;
    if (status !== 'failed' && !isStalled(stored.forward, stored.createdAt)) throw new NotRetryableError(kind.what, status);
    tx.update(ref, {
      'forward.status': 'pending',
      // The backoff starts again from the first delay; the attempts before are kept apart.
      'forward.attempts': 0,
      'forward.attemptsBeforeRetry': FieldValue.increment(attempts ?? 0),
      // A new round: the queue trigger enqueues it as a task of its own (id and round).
      'forward.round': FieldValue.increment(1),
      'forward.roundStartedAt': Timestamp.now(),
      'forward.nextAttemptAt': FieldValue.delete(),
      'forward.leaseUntil': FieldValue.delete(),
    } as Record<string, unknown>);
  });
}
