import { getFunctions } from 'firebase-admin/functions';
import { db } from '../store/db';

/**
 * Puts a delivery round on its queue (a lead's, a customer event's), once: the task id is the
 * document's id and round, so a second enqueue of the same round is refused by the queue (and
 * counts as done here). The task carries its round: once the operator has started a new one, a
 * task of an earlier round does nothing. A document not to be sent before `notBefore` is scheduled then.
 */
export async function enqueueDelivery(queue: string, data: Record<string, unknown> & { round: number }, id: string, notBefore?: number): Promise<'enqueued' | 'already-queued'> {
  db(); // the default Admin app, as the Firestore handle sets it up
  const scheduleDelaySeconds = notBefore === undefined ? undefined : Math.max(0, Math.ceil((notBefore - Date.now()) / 1000));
  try {
    await getFunctions().taskQueue(queue).enqueue(data, { id: `${id}-${data.round}`, ...(scheduleDelaySeconds ? { scheduleDelaySeconds } : {}) });
    return 'enqueued';
  } catch (err) {
    if ((err as { code?: string }).code === 'functions/task-already-exists') return 'already-queued';
    throw err;
  }
}
