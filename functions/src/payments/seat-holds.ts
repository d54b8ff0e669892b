import { releaseOverdueHolds, type SessionFate } from '../domain/money/seat-holds';
import { stripe } from '../stripe/client';

/** What became of a session at Stripe: its status, or missing when Stripe has none of that id. */
async function sessionFate(sessionId: string): Promise<SessionFate> {
  try {
    const { status } = await stripe().checkout.sessions.retrieve(sessionId);
    if (status === 'complete') return 'complete';
    return status === 'expired' ? 'expired' : 'open';
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return 'missing';
    throw err;
  }
}

/**
 * Gives back the founders seats of holds that outlived their session without a payment (the
 * checkout.session.expired event lost, or never sent): asked of Stripe, one session at a time.
 * Run before every founders checkout and on a schedule (triggers/seat-holds.ts).
 */
export const releaseAbandonedHolds = (now = Date.now()): Promise<number> => releaseOverdueHolds(now, sessionFate);
