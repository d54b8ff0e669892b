import { COLLECTIONS } from '@blast/catalog';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { setTimeout as sleep } from 'node:timers/promises';
import { attemptForward, sweepDueForwards } from '../domain/lead-forwarding';
import { leadIn } from '../store/collections';

/** The longest a trigger waits for a lead's next attempt; later ones are the sweep's. */
const MAX_WAIT_MS = 60_000;

/**
 * Each write of a lead that leaves it pending and unclaimed schedules its next attempt: the
 * first right away, each retry after its backoff. The attempt's own outcome is a write, which
 * brings the next one: the retries are driven by the lead's state in Firestore, not by memory.
 */
export const forwardLead = onDocumentWritten({ document: `${COLLECTIONS.leads}/{leadId}`, region: 'us-central1', timeoutSeconds: 120 }, async (event) => {
  const after = event.data?.after;
  const forward = after && leadIn(after)?.forward;
  if (!after?.exists || forward?.status !== 'pending') return;
  const now = Date.now();
  if (forward.leaseUntil && forward.leaseUntil.toMillis() > now) return; // an attempt is under way
  const wait = forward.nextAttemptAt.toMillis() - now;
  if (wait > MAX_WAIT_MS) return;
  if (wait > 0) await sleep(wait);
  await attemptForward(after.id);
});

/**
 * The safety net in production: every 5 minutes, every lead whose attempt is due (a backoff longer
 * than a trigger waits, or a trigger lost to a restart). The emulator suite does not run
 * schedules; there the triggers alone drive delivery, and `npm start` wakes leads left pending.
 */
export const sweepLeadForwards = onSchedule({ schedule: 'every 5 minutes', region: 'us-central1', timeoutSeconds: 300 }, async () => {
  await sweepDueForwards();
});
