import { collections } from '../../../store/collections';
import type { DocumentSnapshot, Query } from '../../../store/db';
import type { PurchaseDocument } from '../../../store/documents';

const first = async (query: Query<PurchaseDocument>) => (await query.limit(1).get()).docs[0];

/**
 * The purchase a charge or dispute belongs to, by its payment intent: a one-time purchase's own;
 * else the invoice it paid (invoice_payment.paid names it), whose subscription is the purchase's.
 * A charge also names its customer, which Checkout makes one per subscription bought: the last way.
 */
export async function purchaseOfPayment({ purchaseId, paymentIntent, customer }: { purchaseId?: string; paymentIntent?: string; customer?: string }): Promise<DocumentSnapshot<PurchaseDocument> | undefined> {
  const purchases = collections.purchases();
  if (purchaseId) {
    const known = await purchases.doc(purchaseId).get();
    if (known.exists) return known;
  }
  if (paymentIntent) {
    const oneTime = await first(purchases.where('paymentIntent', '==', paymentIntent));
    if (oneTime) return oneTime;
    const [invoice] = (await collections.invoices().where('paymentIntent', '==', paymentIntent).limit(1).get()).docs;
    const subscriptionId = invoice?.data().subscriptionId;
    const ofSubscription = subscriptionId && (await first(purchases.where('subscriptionId', '==', subscriptionId)));
    if (ofSubscription) return ofSubscription;
  }
  return customer ? first(purchases.where('customer', '==', customer)) : undefined;
}
