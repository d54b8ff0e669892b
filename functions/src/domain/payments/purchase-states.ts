import type { PurchaseState } from '@blast/catalog';
import { collections } from '../../store/collections';
import { db } from '../../store/db';
import type { PurchaseDocument, SubscriptionDocument } from '../../store/documents';

/** What became of each purchase's money (by its session id), with its subscription's status: for Recent Conversions. */
export async function purchaseStates(sessionIds: readonly string[]): Promise<Map<string, PurchaseState>> {
  const states = new Map<string, PurchaseState>();
  if (sessionIds.length === 0) return states;
  const purchases = (await db().getAll(...sessionIds.map((id) => collections.purchases().doc(id)))).filter((snapshot) => snapshot.exists);
  const subscriptionIds = purchases.map((snapshot) => (snapshot.data() as PurchaseDocument).subscriptionId).filter((id): id is string => Boolean(id));
  const subscriptions = subscriptionIds.length > 0 ? await db().getAll(...subscriptionIds.map((id) => collections.subscriptions().doc(id))) : [];
  const statusOf = new Map(subscriptions.filter((s) => s.exists).map((s) => [s.id, (s.data() as SubscriptionDocument).status]));
  for (const snapshot of purchases) {
    const purchase = snapshot.data() as PurchaseDocument;
    states.set(snapshot.id, {
      status: purchase.status,
      refundedCents: purchase.refundedCents ?? 0,
      disputed: purchase.disputed === true,
      subscriptionStatus: (purchase.subscriptionId && statusOf.get(purchase.subscriptionId)) || null,
    });
  }
  return states;
}
