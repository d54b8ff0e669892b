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
};
