import { COLLECTIONS } from '@blast/catalog';
import { LEAD_DELIVERY } from '../config';
import { LEADS } from '../domain/leads/lead-delivery';
import { LEAD_HOOK_SECRETS } from '../params';
import { deliveryTask, queueDeliveries } from './delivery-queue';

/** Leads on their queue (triggers/delivery-queue.ts); the hooks' addresses are secrets, bound to the task. */
const LEAD_QUEUE = {
  kind: LEADS,
  collection: COLLECTIONS.leads,
  queue: LEAD_DELIVERY.queue,
  idField: 'leadId',
  secrets: LEAD_HOOK_SECRETS,
  alertsOwner: true,
};

export const queueLeadDelivery = queueDeliveries(LEAD_QUEUE);
export const deliverLead = deliveryTask(LEAD_QUEUE);
