import { COLLECTIONS } from '@blast/catalog';
import { LEAD_DELIVERY } from '../config';
import { CUSTOMER_EVENTS } from '../domain/money/events/customer-delivery';
import { deliveryTask, queueDeliveries } from './delivery-queue';

/** Customer events on their own queue, with the leads' policy (triggers/delivery-queue.ts). CUSTOMER_HOOK_URL is a plain variable: nothing to bind. */
const CUSTOMER_QUEUE = {
  kind: CUSTOMER_EVENTS,
  collection: COLLECTIONS.customerEvents,
  queue: LEAD_DELIVERY.customerQueue,
  idField: 'eventId',
  alertsOwner: true,
};

export const queueCustomerEventDelivery = queueDeliveries(CUSTOMER_QUEUE);
export const deliverCustomerEvent = deliveryTask(CUSTOMER_QUEUE);
