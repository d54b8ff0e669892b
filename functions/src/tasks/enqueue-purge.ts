import { getFunctions } from 'firebase-admin/functions';
import { db } from '../store/db';

/** The purge's queue (triggers/analytics-purge.ts), as the Admin SDK names it. */
const PURGE_QUEUE = 'locations/us-central1/functions/purgeAnalytics';

/** Queues a run of the purge of the raw events before `resetAtMs`; run `run` of that reset (a run's id is taken once). */
export async function enqueuePurge(resetAtMs: number, run = 0): Promise<void> {
  db(); // the default Admin app, as the Firestore handle sets it up
  try {
    await getFunctions().taskQueue(PURGE_QUEUE).enqueue({ resetAtMs, run }, { id: `purge-${resetAtMs}-${run}` });
  } catch (err) {
    if ((err as { code?: string }).code !== 'functions/task-already-exists') throw err;
  }
}
