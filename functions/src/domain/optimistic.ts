import { lostRace } from '../store/db';
import { DomainError } from './errors';

/** Every attempt lost its race: refused, so that the caller (Stripe, or the visitor) tries again. */
class ContentionError extends DomainError {
  readonly refusal = 'unavailable';
}

/** How many times a commit that lost a race is tried again before giving up. */
const MAX_ATTEMPTS = 200;
/**
 * How long before giving up: well inside a request's 60 s, so that a caller under heavy
 * contention gets a clear "try again later" (Stripe retries an event; a visitor tries again), never
 * a timeout with nothing said.
 */
const MAX_WAIT_MS = 20_000;

/**
 * Runs `attempt` until its commit does not lose a race. Each attempt reads what it depends on and
 * commits one atomic batch, conditional on what it read (created only if absent, updated only if
 * unchanged since read): a transaction with optimistic concurrency, which keeps its speed when 60
 * commits compete for one seat counter (lock-based transactions queue up on it). An attempt that
 * loses changes nothing and is tried again on fresh reads, after a short random pause.
 */
export async function untilCommitted<T>(attempt: () => Promise<T>, contention: string): Promise<T> {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (let tries = 1; tries <= MAX_ATTEMPTS && Date.now() < deadline; tries += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (!lostRace(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * tries)));
    }
  }
  throw new ContentionError(contention);
}
