/**
 * The payment lifecycle on the local Stripe stand-in (docs/payments.md, "The local Stripe stand-in"): its
 * checkout sessions, and one action played on one of them, each sent as Stripe's signed events
 * through the real webhook.
 */
import { LIST_LIFECYCLE_SESSIONS, PLAY_LIFECYCLE, type LifecycleAction, type LifecycleAnswer, type LifecycleBody, type LifecycleSession } from '@blast/catalog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';


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
export const useLifecycleSessions = (enabled: boolean) => useQuery<LifecycleSession[]>({ queryKey: [LIST_LIFECYCLE_SESSIONS.path], enabled });

export function useRefreshLifecycleSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [LIST_LIFECYCLE_SESSIONS.path] });
}

export function playLifecycle(sessionId: string, action: LifecycleAction): Promise<LifecycleAnswer> {
  const body: LifecycleBody = { sessionId, action };
  return adminPost(PLAY_LIFECYCLE.path, body);
}
