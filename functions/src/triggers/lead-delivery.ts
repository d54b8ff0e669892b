import { COLLECTIONS } from '@blast/catalog';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { LEAD_DELIVERY } from '../config';
import { deliverLeadOnce } from '../domain/lead-delivery';
import { logs } from '../logs';
import { LEAD_HOOK_SECRETS } from '../params';
import { leadIn } from '../store/collections';
import { enqueueLeadDelivery } from '../tasks/lead-queue';

/**
 * A lead that becomes pending (stored, or retried by the operator: a new round) is put on the
 * delivery queue. The trigger is the one enqueuer: the platform retries it when the enqueue
 * fails (`retry: true`), and the task id (lead and round) makes a second enqueue a no-op, so a
 * stored lead is always queued and never twice.
 */
export const queueLeadDelivery = onDocumentWritten({ document: `${COLLECTIONS.leads}/{leadId}`, region: 'us-central1', retry: true }, async (event) => {
  const after = event.data?.after;
  const next = after?.exists ? leadIn(after)?.forward : undefined;
  if (!after || next?.status !== 'pending') return;
  const before = event.data?.before;
  const previous = before?.exists ? leadIn(before)?.forward : undefined;
  if (previous?.status === 'pending' && (previous.round ?? 0) === (next.round ?? 0)) return; // a try's own record
  const queued = await enqueueLeadDelivery(after.id, next.round ?? 0);
  logs.leadQueued(after.id, next.round ?? 0, queued);
});

/**
 * One try of a lead's delivery, dispatched by Cloud Tasks with the retry policy of config.ts. A
 * failed try throws, so that the queue tries again after its backoff; the last one records the
 * lead failed and ends the task. The hooks' addresses are secrets, bound here.
 */
export const deliverLead = onTaskDispatched<{ leadId: string; round?: number }>(
  { region: 'us-central1', retryConfig: { ...LEAD_DELIVERY.retry }, rateLimits: { maxConcurrentDispatches: 20 }, timeoutSeconds: LEAD_DELIVERY.taskTimeoutSeconds, secrets: [...LEAD_HOOK_SECRETS] },
  async (req) => {
    const leadId = req.data?.leadId;
    if (typeof leadId !== 'string' || leadId === '') return; // not ours to retry
    const round = typeof req.data?.round === 'number' ? req.data.round : undefined;
    const outcome = await deliverLeadOnce(leadId, req.retryCount, round);
    if (outcome === 'retrying') throw new Error(`lead ${leadId} not delivered yet; the queue tries again`);
  },
);
