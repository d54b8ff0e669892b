/**
 * The payment lifecycle on the local Stripe stand-in (README, "The local Stripe stand-in"): its
 * checkout sessions, and one action played on one of them, each sent as Stripe's signed events
 * through the real webhook.
 */
import type { LifecycleAction, LifecycleAnswer, LifecycleSession } from '@blast/catalog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

const LIFECYCLE = '/api/admin/test/lifecycle';

/** What each action is called on the page, in the order the lifecycle runs. */
export const LIFECYCLE_LABELS: Readonly<Record<LifecycleAction, string>> = {
  pay: 'Pay by card',
  'pay-pending': 'Pay by bank debit (pending)',
  'pending-succeeds': 'Pending payment succeeds',
  'pending-fails': 'Pending payment fails',
  expire: 'Expire the session',
  'end-trial': 'End the trial',
  renew: 'Renew',
  'fail-renewal': 'Fail a renewal',
  cancel: 'Cancel the subscription',
  refund: 'Refund',
  dispute: 'Dispute',
};

/** The stand-in's sessions, newest first; only asked while payments run against the stand-in. */
export const useLifecycleSessions = (enabled: boolean) => useQuery<LifecycleSession[]>({ queryKey: [LIFECYCLE], enabled });

export function useRefreshLifecycleSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [LIFECYCLE] });
}

export function playLifecycle(sessionId: string, action: LifecycleAction): Promise<LifecycleAnswer> {
  return adminPost(LIFECYCLE, { sessionId, action });
}
