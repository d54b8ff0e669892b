import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { purgeRawEvents } from '../domain/analytics/analytics-reset';
import { logs } from '../logs';
import { Timestamp } from '../store/db';
import { enqueuePurge } from '../tasks/enqueue-purge';

/** What one run may spend deleting, well inside its 120 s. */
const RUN_BUDGET_MS = 60_000;

/**
 * The Reset's background half: deletes the raw events from before the reset for up to a minute,
 * then queues its next run if any are left. A failed run is retried by the queue.
 */
export const purgeAnalytics = onTaskDispatched<{ resetAtMs: number; run: number }>(
  { region: 'us-central1', retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 }, rateLimits: { maxConcurrentDispatches: 1 }, timeoutSeconds: 120 },
  async (req) => {
    const { resetAtMs, run = 0 } = req.data ?? {};
    if (typeof resetAtMs !== 'number') return;
    const outcome = await purgeRawEvents(Timestamp.fromMillis(resetAtMs), RUN_BUDGET_MS);
    logs.analyticsPurged(resetAtMs, run, outcome);
    if (outcome === 'more') await enqueuePurge(resetAtMs, run + 1);
  },
);
