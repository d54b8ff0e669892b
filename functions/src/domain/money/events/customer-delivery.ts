/**
 * The customer events' delivery to the operator's automation hook (CUSTOMER_HOOK_URL), on the
 * same queue machinery as the leads (domain/delivery/hook-delivery.ts), and the operator's list of them.
 */
import { isPlanId, orderReference, setupNoteOf, type CustomerEventRow, type CustomerEventsPage } from '@blast/catalog';
import { customerHookTarget } from '../../../config';
import { collections } from '../../../store/collections';
import { FieldValue, type DocumentSnapshot } from '../../../store/db';
import type { CustomerEventDocument } from '../../../store/documents';
import { UnknownCursorError, forwardRow, isoOf, retryDelivery } from '../../delivery/delivery-admin';
import type { Deliverable } from '../../delivery/hook-delivery';

/**
 * The JSON the hook receives: the event's kind, the buyer, the plan, the money in cents, the next
 * date that matters, the campaign and Stripe's ids; `test` for a test-mode event. `id` is the
 * Stripe event's: a receiver may drop one it has seen.
 */
function customerPayloadOf(id: string, event: CustomerEventDocument) {
  return {
    id,
    kind: event.kind,
    test: event.test,
    occurredAt: event.createdAt.toDate().toISOString(),
    name: event.name ?? null,
    email: event.email ?? null,
    phone: event.phone ?? null,
    plan: event.plan,
    amountCents: event.amountCents,
    monthlyCents: event.monthlyCents ?? null,
    nextDate: isoOf(event.nextDate),
    campaign: event.campaign,
    orderReference: event.sessionId ? orderReference(event.sessionId) : null,
    // Stripe's link that reopens an abandoned checkout: present only where the buyer agreed to follow-up emails.
    recoveryUrl: event.recoveryUrl ?? null,
    // The order's done-for-you setup, for a purchase paid or a trial started (null for other news):
    // 'waived' is the promo, and `setupNote` says "Done-for-you setup included, fee waived: ...".
    setup: event.setup ?? null,
    setupNote: (event.setup && setupNoteOf(event.setup, isPlanId(event.plan) ? event.plan : undefined)) ?? null,
    stripe: { customerId: event.customerId ?? null, subscriptionId: event.subscriptionId ?? null, sessionId: event.sessionId ?? null },
  };
}

export const CUSTOMER_EVENTS: Deliverable<CustomerEventDocument> = {
  what: 'customer event',
  ref: (id) => collections.customerEvents().doc(id),
  target: () => customerHookTarget(),
  payload: customerPayloadOf,
  // A person's erasure carries the email only until the CRM has it (docs/privacy.md).
  onDelivered: (event) => (event.kind === 'person.erased' ? { email: FieldValue.delete() } : {}),
};

function rowOf(doc: DocumentSnapshot<CustomerEventDocument>): CustomerEventRow {
  const event = doc.data()!;
  return {
    id: doc.id,
    kind: event.kind,
    occurredAt: isoOf(event.createdAt)!,
    name: event.name ?? null,
    email: event.email ?? null,
    plan: event.plan,
    amountCents: event.amountCents,
    nextDate: isoOf(event.nextDate),
    test: event.test,
    forward: forwardRow(event.forward, event.createdAt),
  };
}

/** One page of customer events, newest first; `after` is the last id of the previous page. */
export async function listCustomerEvents(pageSize: number, after?: string): Promise<CustomerEventsPage> {
  const events = collections.customerEvents();
  let query = events.orderBy('createdAt', 'desc').limit(pageSize + 1);
  if (after) {
    const cursor = await events.doc(after).get();
    if (!cursor.exists) throw new UnknownCursorError('customer event');
    query = query.startAfter(cursor);
  }
  const page = await query.get();
  const docs = page.docs.slice(0, pageSize);
  return { events: docs.map(rowOf), nextCursor: page.size > pageSize ? docs[docs.length - 1].id : null };
}

/** Puts a failed or stalled customer event back in the queue, in a new round (domain/delivery/delivery-admin.ts). */
export async function retryCustomerEvent(id: string): Promise<CustomerEventRow> {
  await retryDelivery(CUSTOMER_EVENTS, id);
  return rowOf(await CUSTOMER_EVENTS.ref(id).get());
}
