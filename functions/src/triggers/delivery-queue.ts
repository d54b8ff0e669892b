/**
 * The two functions of a delivery to a hook on Cloud Tasks (leads, customer events): a Firestore
 * trigger that queues each document that becomes pending, and the task that makes one try.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { SecretParam } from 'firebase-functions/params';
import { LEAD_DELIVERY } from '../config';
import { deliverOnce, type Deliverable, type Delivered } from '../domain/delivery/hook-delivery';
import { logs } from '../logs';
import type { ForwardState } from '../store/documents';
import { enqueueDelivery } from '../tasks/enqueue-delivery';
import { foldDeliveryFailure } from '../domain/ops/ops-alerts';

interface DeliveryQueue<Doc extends Delivered> {
  kind: Deliverable<Doc>;
  /** The collection its documents live in. */
  collection: string;
  /** The task-queue function, as the Admin SDK names it. */
  queue: string;
  /** The task's field that names the document (a lead's task says `leadId`). */
  idField: string;
  secrets?: readonly SecretParam[];
  /** Whether the owner hears when its last try fails (not for the alerts themselves). */
  alertsOwner?: boolean;
}

/**
 * A document whose last try failed tells the owner (domain/ops/ops-alerts.ts), once per round.
 * A document that becomes pending (stored, or retried by the operator: a new round) is put on
 * the delivery queue. The trigger is the one enqueuer: the platform retries it when the enqueue
 * fails (`retry: true`), and the task id (document and round) makes a second enqueue a no-op, so
 * a stored document is always queued and never twice.
 */
export function queueDeliveries<Doc extends Delivered>({ kind, collection, queue, idField, alertsOwner }: DeliveryQueue<Doc>) {
  return onDocumentWritten({ document: `${collection}/{id}`, region: 'us-central1', retry: true }, async (event) => {
    const forwardOf = (snapshot: { exists: boolean; get(field: string): unknown } | undefined) =>
      snapshot?.exists ? (snapshot.get('forward') as ForwardState | undefined) : undefined;
    const after = event.data?.after;
    const next = forwardOf(after);
    const previous = forwardOf(event.data?.before);
    if (after && next?.status === 'failed' && previous?.status !== 'failed' && alertsOwner) {
      // Its last try failed: the owner hears of each failed round, folded with the others of its kind.
      await foldDeliveryFailure(collection, kind.what, after.id, next.round ?? 0, next.lastError);
      return;
    }
    if (!after || next?.status !== 'pending') return;
    if (previous?.status === 'pending' && (previous.round ?? 0) === (next.round ?? 0)) return; // a try's own record
    const round = next.round ?? 0;
    const queued = await enqueueDelivery(queue, { [idField]: after.id, round }, after.id, kind.notBefore?.(after.data() as Doc));
    logs.deliveryQueued(kind.what, after.id, round, queued);
  });
}

/**
 * One try of a delivery, dispatched by Cloud Tasks with the retry policy of config.ts. A failed
 * try throws, so that the queue tries again after its backoff; the last one records it failed and
 * ends the task.
 */
export function deliveryTask<Doc extends Delivered>({ kind, idField, secrets = [] }: DeliveryQueue<Doc>) {
  return onTaskDispatched<Record<string, unknown>>(
    { region: 'us-central1', retryConfig: { ...LEAD_DELIVERY.retry }, rateLimits: { maxConcurrentDispatches: 20 }, timeoutSeconds: LEAD_DELIVERY.taskTimeoutSeconds, secrets: [...secrets] },
    async (req) => {
      const id = req.data?.[idField];
      if (typeof id !== 'string' || id === '') return; // not ours to retry
      const round = typeof req.data?.round === 'number' ? req.data.round : undefined;
      const outcome = await deliverOnce(kind, id, req.retryCount, round);
      if (outcome === 'retrying') throw new Error(`${kind.what} ${id} not delivered yet; the queue tries again`);
    },
  );
}
