import type { PurchaseState } from '@blast/catalog';
import { collections, readTogether } from '../../store/collections';

/** What became of each purchase's money (by its session id), with its subscription's status: for Recent Conversions. */
export async function purchaseStates(sessionIds: readonly string[]): Promise<Map<string, PurchaseState>> {
  const states = new Map<string, PurchaseState>();
  if (sessionIds.length === 0) return states;
  const purchases = (await readTogether(...sessionIds.map((id) => collections.purchases().doc(id)))).flatMap((snapshot) => {
    const purchase = snapshot.data();
    return purchase ? [{ sessionId: snapshot.id, purchase }] : [];
  });
  const subscriptionIds = purchases.map(({ purchase }) => purchase.subscriptionId).filter((id): id is string => Boolean(id));
  const subscriptions = subscriptionIds.length > 0 ? await readTogether(...subscriptionIds.map((id) => collections.subscriptions().doc(id))) : [];
  const subscriptionOf = new Map(subscriptions.flatMap((snapshot) => {
    const subscription = snapshot.data();
    return subscription ? [[snapshot.id, subscription] as const] : [];
  }));
  for (const { sessionId, purchase } of purchases) {
    const subscription = purchase.subscriptionId ? subscriptionOf.get(purchase.subscriptionId) : undefined;
    states.set(sessionId, {
      status: purchase.status,
      refundedCents: purchase.refundedCents ?? 0,
      disputed: purchase.disputed === true,
      subscriptionStatus: subscription?.status ?? null,
      ...(subscription?.cancelAtPeriodEnd && { canceling: true }),
    });
  }
  return states;
}
