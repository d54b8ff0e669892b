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
  deliveryQueued(what: string, id: string, round: number, outcome: 'enqueued' | 'already-queued') {
    logger.info(`${what} queued for delivery`, { id, round, outcome });
  },
  delivered(what: string, id: string, hook: string, attempts: number) {
    logger.info(`${what} delivered`, { id, hook, attempts });
  },
  deliveryRetrying(what: string, id: string, hook: string, attempts: number, error: string) {
    logger.warn(`${what} delivery failed; will retry`, { id, hook, attempts, error });
  },
  deliveryFailed(what: string, id: string, hook: string, attempts: number, error: string) {
    logger.error(`${what} delivery gave up after its last try`, { id, hook, attempts, error });
  },
  deliveryFailureNotRecorded(what: string, id: string, hook: string, error: string) {
    logger.warn(`${what} try's failure not recorded: while it was posting, it was given up, delivered or taken by a later try, and that record stands`, { id, hook, error });
  },
  deliveryLastTryBlocked(what: string, id: string, leaseUntil: string) {
    logger.error(`${what} left pending: the queue's last try found other tries holding it for its whole wait; the operator can queue it again`, { id, leaseUntil });
  },
  funnelStepNotCounted(step: string, err: unknown) {
    logger.warn('a funnel step was not counted; the view or checkout went on', { step, error: err instanceof Error ? err.message : String(err) });
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
  opsAlertFailed(err: unknown) {
    logger.error('ops alert bookkeeping failed', { error: String(err) });
  },
  opsAlertRaised(id: string, condition: string) {
    logger.warn('ops alert raised', { id, condition });
  },
  siteImagesUnmarked(err: unknown) {
    logger.error('site images not marked as the published version shows them; the next publish mends it', { error: err instanceof Error ? err.message : String(err) });
  },
  webhookForeignEvent(eventId: string, type: string, reason: string) {
    logger.warn("stripe event ignored: not this site's", { eventId, type, reason });
  },
  webhookApplied(eventId: string, type: string, outcome: string) {
    logger.info('stripe event applied', { eventId, type, outcome });
  },
  seatHoldReleased(holdId: string, reason: string) {
    logger.info('founders seat hold released', { holdId, reason });
  },
  siteRebuiltAfterLastDay(version: string, status: string) {
    logger.info('the promo or announcement the pages show ended: the site is rebuilt without it', { version, status });
  },
  seatHoldSweepFailed(err: unknown) {
    logger.warn('the sweep of overdue founders seat holds failed; the next one tries again', { error: err instanceof Error ? err.message : String(err) });
  },
  webhookApiVersion(eventId: string, apiVersion: string | null, pinned: string) {
    logger.warn('a Stripe event rendered in another API version than the one the code reads: set the endpoint to the pinned version', { eventId, apiVersion, pinned });
  },
  sessionMetadataUnreadable(source: { eventId: string } | { sessionId: string }, values: Record<string, string>) {
    logger.warn('checkout session metadata that does not parse: read as absent', { ...source, values });
  },
  foundersSeatShortfall(eventId: string, sessionId: string) {
    logger.error('a founders payment completed with no seat left; flagged for the operator', { eventId, sessionId });
  },
};
