import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logs } from '../logs';
import { STRIPE_SECRET_KEY } from '../params';
import { releaseAbandonedHolds } from '../domain/money/seat-holds';

/**
 * The safety net of the founders seat holds: every 15 minutes, the seats of holds that outlived
 * their session without a payment (a checkout.session.expired lost, or a session never made) come
 * back, after Stripe confirms the session expired. Founders checkouts run the same sweep first.
 */
export const releaseSeatHolds = onSchedule({ schedule: 'every 15 minutes', region: 'us-central1', timeoutSeconds: 120, secrets: [STRIPE_SECRET_KEY] }, async () => {
  try {
    await releaseAbandonedHolds();
  } catch (err) {
    logs.seatHoldSweepFailed(err);
  }
});
