import { CAMPAIGN_KEYS, TEST_LEAD_INTENT } from '@blast/catalog';
import { LEAD_DELIVERY, leadHookTarget } from '../config';
import { logs } from '../logs';
import { collections } from '../store/collections';
import { FieldValue, Timestamp, db } from '../store/db';
import type { ForwardState, LeadDocument } from '../store/documents';

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

type Claim = { lead: LeadDocument; leaseUntil: number } | { heldUntil: number } | 'nothing-to-do';

/**
 * Claims a try of the lead (a lease, in a transaction), so two tries never post it at once;
 * answers the lead, or until when another try holds it, or that there is nothing to do: the lead
 * is no longer pending, or the task belongs to an earlier round (the operator has started a new
 * one, whose own task delivers it).
 */
async function claimTry(leadId: string, round: number | undefined, now: number): Promise<Claim> {
  const ref = collections.leads().doc(leadId);
  return db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (stored?.forward.status !== 'pending') return 'nothing-to-do';
    if (round !== undefined && (stored.forward.round ?? 0) !== round) return 'nothing-to-do';
    const heldUntil = stored.forward.leaseUntil?.toMillis() ?? 0;
    if (heldUntil > now) return { heldUntil };
    const leaseUntil = now + LEAD_DELIVERY.leaseMs;
    tx.update(ref, { 'forward.leaseUntil': Timestamp.fromMillis(leaseUntil) });
    return { lead: stored, leaseUntil };
  });
}

/**
 * The queue's last try that finds another try's lease: no later try will come, and the holder
 * may have died with its lease (a worker killed mid-post) or may record its own failure as
 * pending. So it waits the lease out (a lease is never longer than leaseMs: one further lease
 * taken meanwhile is waited out too), then claims the try itself, unless the holder finished
 * the lead. Bounded so that its own post still fits in the task's timeout.
 */
async function claimLastTry(leadId: string, round: number | undefined, claim: Claim): Promise<Claim> {
  const deadline = Date.now() + LEAD_DELIVERY.lastTryWaitMs;
  while (typeof claim === 'object' && 'heldUntil' in claim && Date.now() < deadline) {
    const wait = Math.min(claim.heldUntil - Date.now(), LEAD_DELIVERY.leaseMs, deadline - Date.now());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait) + 100));
    claim = await claimTry(leadId, round, Date.now());
  }
  return claim;
}

/**
 * One try of a lead's delivery, as the queue dispatches it (`retryCount` tries before this one)
 * for the lead's delivery `round` (undefined: whatever round the lead is in).
 * The try is claimed first (claimTry), so two tasks never post the same lead at once, and a
 * lead already delivered or given up, or a task of an earlier round, is left alone: a duplicate
 * task delivers nothing twice.
 * The outcome is written on the lead: delivered; or the error, pending for the queue's next
 * try; or, on the last try, failed. A failure is written only while the try still holds its
 * lease (recordOutcome): a try that outlived it never writes over what happened to the lead
 * meanwhile. A try that finds the lead held by another is retried by the queue, except the last,
 * which waits for it (claimLastTry): no lead stays pending with no try left to end it.
 */
export async function deliverLeadOnce(leadId: string, retryCount: number, round?: number, now = Date.now()): Promise<DeliveryOutcome> {
  const lastTry = retryCount + 1 >= LEAD_DELIVERY.retry.maxAttempts;
  let claim = await claimTry(leadId, round, now);
  if (lastTry) claim = await claimLastTry(leadId, round, claim);
  if (claim === 'nothing-to-do') return 'nothing-to-do';
  if ('heldUntil' in claim) {
    if (lastTry) logs.leadLastTryBlocked(leadId, new Date(claim.heldUntil).toISOString());
    throw new DeliveryUnderWayError(`lead ${leadId}: an attempt is under way`);
  }
  const { lead, leaseUntil } = claim;

  const { forward } = lead;
  // A hook that is not configured is a failed try naming the setting: the operator sees it, the
  // queue tries again, and the lead is never sent to a local default.
  const target = leadHookTarget(forward.hook);
  const error = 'url' in target ? await post(target.url, payloadOf(leadId, lead)) : target.problem;
  const attempts = forward.attempts + 1;
  if (error === undefined) {
    const recorded = await recordOutcome(leadId, (current) => current.status !== 'delivered', {
      'forward.status': 'delivered',
      'forward.attempts': attempts,
      'forward.deliveredAt': Timestamp.now(),
      'forward.leaseUntil': FieldValue.delete(),
      'forward.nextAttemptAt': FieldValue.delete(),
    });
    logs.leadDelivered(leadId, forward.hook, attempts);
    return recorded ? 'delivered' : 'nothing-to-do';
  }
  const finishedAt = Date.now();
  const recorded = await recordOutcome(leadId, (current) => holdsLease(current, leaseUntil), {
    'forward.status': lastTry ? 'failed' : 'pending',
    'forward.attempts': attempts,
    'forward.lastError': error,
    'forward.lastAttemptAt': Timestamp.fromMillis(finishedAt),
    'forward.nextAttemptAt': lastTry ? FieldValue.delete() : Timestamp.fromMillis(finishedAt + retryDelaySeconds(retryCount + 1) * 1000),
    'forward.leaseUntil': FieldValue.delete(),
  });
  if (!recorded) {
    // While this try was posting, the lead was given up, delivered, or taken by a later try once
    // the lease ran out: that record stands, and this failure is only logged.
    logs.leadFailureNotRecorded(leadId, forward.hook, error);
    return 'nothing-to-do';
  }
  if (lastTry) logs.leadForwardFailed(leadId, forward.hook, attempts, error);
  else logs.leadForwardRetrying(leadId, forward.hook, attempts, error);
  return lastTry ? 'failed' : 'retrying';
}

/**
 * A pending lead that no try will end by itself: no try holds it, and a try was due (the next
 * one after a failure, else the round's first) more than `stalledAfterMs` ago. The queue has no
 * task of its round left: the worker of its last try died holding it, or the enqueue never went
 * through. The operator sees it and can Retry it (lead-admin.ts).
 */
export function isStalled(forward: ForwardState, createdAt: Timestamp, now = Date.now(), stalledAfterMs: number = LEAD_DELIVERY.stalledAfterMs): boolean {
  if (forward.status !== 'pending') return false;
  if ((forward.leaseUntil?.toMillis() ?? 0) > now) return false;
  const due = forward.nextAttemptAt ?? forward.roundStartedAt ?? createdAt;
  return now - due.toMillis() > stalledAfterMs;
}

/** The lead is still pending under the lease this try took (no other try or hand has had it since). */
function holdsLease(forward: ForwardState, leaseUntil: number): boolean {
  return forward.status === 'pending' && forward.leaseUntil?.toMillis() === leaseUntil;
}

/**
 * Writes a try's outcome on the lead in a transaction, only if `applies` holds of the lead as it
 * is now: a try that outlived its lease never writes over what happened to the lead meanwhile.
 * Answers whether it wrote.
 */
async function recordOutcome(leadId: string, applies: (forward: ForwardState) => boolean, update: Record<string, unknown>): Promise<boolean> {
  const ref = collections.leads().doc(leadId);
  return db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (stored === undefined || !applies(stored.forward)) return false;
    tx.update(ref, update);
    return true;
  });
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
