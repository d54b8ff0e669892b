import { getFunctions } from 'firebase-admin/functions';
import { LEAD_DELIVERY } from '../config';
import { db } from '../store/db';

/**
 * Puts a lead's delivery round on the queue, once: the task id is the lead's id and round, so
 * a second enqueue of the same round is refused by the queue (and counts as done here). The task
 * carries its round: once the operator has started a new one, a task of an earlier round does
 * nothing.
 */
export async function enqueueLeadDelivery(leadId: string, round: number): Promise<'enqueued' | 'already-queued'> {
  db(); // the default Admin app, as the Firestore handle sets it up
  try {
    await getFunctions().taskQueue(LEAD_DELIVERY.queue).enqueue({ leadId, round }, { id: `${leadId}-${round}` });
    return 'enqueued';
  } catch (err) {
    if ((err as { code?: string }).code === 'functions/task-already-exists') return 'already-queued';
    throw err;
  }
}
