import { CAMPAIGN_KEYS, TEST_LEAD_INTENT } from '@blast/catalog';
import { LEAD_DELIVERY, leadHookTarget } from '../config';
import { logs } from '../logs';
import { collections } from '../store/collections';
import { FieldValue, Timestamp, db } from '../store/db';
import type { LeadDocument } from '../store/documents';

type RetryConfig = { minBackoffSeconds: number; maxBackoffSeconds: number; maxDoublings: number };

/**
 * The queue's wait after the `failures`-th failed try, as Cloud Tasks computes it: from the
 * minimum, doubling `maxDoublings` times, then growing linearly by the last doubled interval,
 * never past the maximum. Shown to the operator as the next attempt's time.
 */
export function retryDelaySeconds(failures: number, { minBackoffSeconds, maxBackoffSeconds, maxDoublings }: RetryConfig = LEAD_DELIVERY.retry): number {
  const n = Math.max(1, failures);
  const doubled = minBackoffSeconds * 2 ** Math.min(n - 1, maxDoublings);
  const linear = Math.max(0, n - 1 - maxDoublings) * minBackoffSeconds * 2 ** maxDoublings;
  return Math.min(maxBackoffSeconds, doubled + linear);
}

/** An attempt of the same lead is under way elsewhere: this try is retried later by the queue. */
class DeliveryUnderWayError extends Error {}

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'nothing-to-do';

/**
 * One try of a lead's delivery, as the queue dispatches it (`retryCount` tries before this one).
 * The try is claimed first (a lease in a transaction), so two tasks never post the same lead at
 * once, and a lead already delivered or given up is left alone: a duplicate task delivers
 * nothing twice. The outcome is written on the lead: delivered; or the error, pending for the
 * queue's next try; or, on the last try, failed.
 */
export async function deliverLeadOnce(leadId: string, retryCount: number, now = Date.now()): Promise<DeliveryOutcome> {
  const ref = collections.leads().doc(leadId);
  const lead = await db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (stored?.forward.status !== 'pending') return undefined;
    if (stored.forward.leaseUntil && stored.forward.leaseUntil.toMillis() > now) throw new DeliveryUnderWayError(`lead ${leadId}: an attempt is under way`);
    tx.update(ref, { 'forward.leaseUntil': Timestamp.fromMillis(now + LEAD_DELIVERY.timeoutMs + 5_000) });
    return stored;
  });
  if (!lead) return 'nothing-to-do';

  const { forward } = lead;
  // A hook that is not configured is a failed try naming the setting: the operator sees it, the
  // queue tries again, and the lead is never sent to a local default.
  const target = leadHookTarget(forward.hook);
  const error = 'url' in target ? await post(target.url, payloadOf(leadId, lead)) : target.problem;
  const attempts = forward.attempts + 1;
  if (error === undefined) {
    await ref.update({
      'forward.status': 'delivered',
      'forward.attempts': attempts,
      'forward.deliveredAt': Timestamp.now(),
      'forward.leaseUntil': FieldValue.delete(),
      'forward.nextAttemptAt': FieldValue.delete(),
    });
    logs.leadDelivered(leadId, forward.hook, attempts);
    return 'delivered';
  }
  const finishedAt = Date.now();
  const lastTry = retryCount + 1 >= LEAD_DELIVERY.retry.maxAttempts;
  await ref.update({
    'forward.status': lastTry ? 'failed' : 'pending',
    'forward.attempts': attempts,
    'forward.lastError': error,
    'forward.lastAttemptAt': Timestamp.fromMillis(finishedAt),
    'forward.nextAttemptAt': lastTry ? FieldValue.delete() : Timestamp.fromMillis(finishedAt + retryDelaySeconds(retryCount + 1) * 1000),
    'forward.leaseUntil': FieldValue.delete(),
  });
  if (lastTry) logs.leadForwardFailed(leadId, forward.hook, attempts, error);
  else logs.leadForwardRetrying(leadId, forward.hook, attempts, error);
  return lastTry ? 'failed' : 'retrying';
}

/**
 * The JSON a hook receives: the lead's fields, which kind of lead it is (its hook), whether it
 * came from the purchase testing page, and for a snapshot SPEC §3's `first_name`; never the
 * visitor hash or the delivery record.
 */
export function payloadOf(id: string, lead: LeadDocument) {
  const campaign = Object.fromEntries(CAMPAIGN_KEYS.filter((key) => lead[key] !== undefined).map((key) => [key, lead[key]]));
  return {
    id,
    kind: lead.forward.hook,
    test: lead.intent === TEST_LEAD_INTENT,
    name: lead.name,
    ...(lead.forward.hook === 'snapshot' && { first_name: lead.name }),
    email: lead.email,
    ...(lead.phone !== undefined && { phone: lead.phone }),
    plan: lead.plan,
    intent: lead.intent,
    source: lead.source,
    ...campaign,
    timestamp: lead.createdAt.toDate().toISOString(),
  };
}

/** Posts JSON; answers undefined on a 2xx, else what went wrong. */
async function post(url: string, body: unknown): Promise<string | undefined> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(LEAD_DELIVERY.timeoutMs),
    });
    await res.body?.cancel();
    return res.ok ? undefined : `HTTP ${res.status} from the hook`;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    const message = err instanceof Error ? err.message : String(err);
    return cause ? `${message} (${cause})` : message;
  }
}
