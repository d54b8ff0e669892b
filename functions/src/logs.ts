import { logger } from 'firebase-functions';

/** Every log line the functions write, one named message per event. */
export const logs = {
  unexpectedError(method: string, path: string, err: unknown) {
    logger.error('unexpected error', {
      method,
      path,
      error: err instanceof Error ? err.stack ?? err.message : String(err),
    });
  },
  founderCounterMissing() {
    logger.warn('counters/founders is missing: answering the full count until it is seeded');
  },
  analyticsPurged(resetAtMs: number, run: number, outcome: 'done' | 'more') {
    logger.info('analytics purge run', { resetAt: new Date(resetAtMs).toISOString(), run, outcome });
  },
  leadQueued(leadId: string, round: number, outcome: 'enqueued' | 'already-queued') {
    logger.info('lead queued for delivery', { leadId, round, outcome });
  },
  leadDelivered(leadId: string, hook: string, attempts: number) {
    logger.info('lead delivered', { leadId, hook, attempts });
  },
  leadForwardRetrying(leadId: string, hook: string, attempts: number, error: string) {
    logger.warn('lead forward failed; will retry', { leadId, hook, attempts, error });
  },
  leadForwardFailed(leadId: string, hook: string, attempts: number, error: string) {
    logger.error('lead delivery gave up after its last try', { leadId, hook, attempts, error });
  },
  leadFailureNotRecorded(leadId: string, hook: string, error: string) {
    logger.warn('lead try\'s failure not recorded: while it was posting, the lead was given up, delivered or taken by a later try, and that record stands', { leadId, hook, error });
  },
  leadLastTryBlocked(leadId: string, leaseUntil: string) {
    logger.error('lead left pending: the queue\'s last try found other tries holding it for its whole wait; the operator can queue it again', { leadId, leaseUntil });
  },
  trackingDuplicate(page: string) {
    logger.debug('page view inside the dedup window; not counted', { page });
  },
  checkoutFailed(type: string, plan: string, err: unknown) {
    logger.error('checkout session not created', { type, plan, error: err instanceof Error ? err.message : String(err) });
  },
  webhookRejected(reason: string) {
    logger.warn('stripe webhook rejected', { reason });
  },
  webhookApplied(eventId: string, type: string, outcome: string) {
    logger.info('stripe event applied', { eventId, type, outcome });
  },
  seatHoldReleased(holdId: string, reason: string) {
    logger.info('founders seat hold released', { holdId, reason });
  },
  seatHoldSweepFailed(err: unknown) {
    logger.warn('the sweep of overdue founders seat holds failed; the next one tries again', { error: err instanceof Error ? err.message : String(err) });
  },
  webhookApiVersion(eventId: string, apiVersion: string | null, pinned: string) {
    logger.warn('a Stripe event rendered in another API version than the one the code reads: set the endpoint to the pinned version', { eventId, apiVersion, pinned });
  },
  foundersSeatShortfall(eventId: string, sessionId: string) {
    logger.error('a founders payment completed with no seat left; flagged for the operator', { eventId, sessionId });
  },
};
