import { COLLECTIONS, FOUNDERS_COUNTER_ID } from '@blast/catalog';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { LEAD_DELIVERY } from '../config';
import { OPS_ALERTS, OPS_TEXTS, raiseAlert } from '../domain/ops/ops-alerts';
import { deliveryTask, queueDeliveries } from './delivery-queue';

/** The owner's alerts on their own queue, with the leads' policy (triggers/delivery-queue.ts). OPS_HOOK_URL is a plain variable: nothing to bind. */
const OPS_QUEUE = { kind: OPS_ALERTS, collection: COLLECTIONS.opsAlerts, queue: LEAD_DELIVERY.opsQueue, idField: 'alertId' };

export const queueOpsAlertDelivery = queueDeliveries(OPS_QUEUE);
export const deliverOpsAlert = deliveryTask(OPS_QUEUE);

const seatsLeftOf = (snapshot: { exists: boolean; get(field: string): unknown } | undefined) => (snapshot?.exists ? Number(snapshot.get('seatsLeft')) : undefined);

/**
 * The founders seats ran out: the counter went from some to none. Each time is one alert (keyed by
 * the write's event, which the platform may deliver twice); it alerts again only after seats came
 * back and ran out again.
 */
export const alertFoundersSoldOut = onDocumentWritten({ document: `${COLLECTIONS.counters}/${FOUNDERS_COUNTER_ID}`, region: 'us-central1', retry: true }, async (event) => {
  const [before, after] = [seatsLeftOf(event.data?.before), seatsLeftOf(event.data?.after)];
  if (after === 0 && before !== undefined && before > 0) await raiseAlert(`founders-sold-out-${event.id}`, 'founders-sold-out', OPS_TEXTS.foundersSoldOut());
});
