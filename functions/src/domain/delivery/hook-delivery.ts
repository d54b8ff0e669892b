/**
 * Delivery to an external hook on the Cloud Tasks queue, whatever is delivered: a lead
 * (leads/lead-delivery.ts) or a customer event (money/events/customer-delivery.ts). Each document carries its
 * delivery record (`forward`); one try claims it with a lease, posts, and records the outcome;
 * the queue retries a failed try after its backoff, and the last try records it failed for the
 * operator's Retry (delivery-admin.ts).
 */
import { LEAD_DELIVERY } from '../../config';
import { logs } from '../../logs';
import { FieldValue, Timestamp, db, type DocumentReference } from '../../store/db';
import type { ForwardState } from '../../store/documents';

/** What every delivered document holds: its delivery record and when it was made. */
export type Delivered = { forward: ForwardState; createdAt: Timestamp };

/** One kind of thing delivered to a hook: where it is stored, where it goes and what is posted. */
export interface Deliverable<Doc extends Delivered> {
  /** What the logs and the operator's errors call one: 'lead', 'customer event'. */
  what: string;
  ref: (id: string) => DocumentReference<Doc>;
  /** Where it is posted, or why it cannot be (naming the setting). */
  target: (doc: Doc) => { url: string } | { problem: string };
  payload: (id: string, doc: Doc) => unknown;
  /** When it may be sent, if not at once (ms): the queue schedules it then, and a try dispatched early waits. */
  notBefore?: (doc: Doc) => number | undefined;
  /** What else a delivery records once it is delivered (a person's erasure forgets the email it carried). */
  onDelivered?: (doc: Doc) => Record<string, unknown>;
}

/** The longest an early try waits for its document to be due: well within the task's timeout. */
const MAX_DUE_WAIT_MS = 30_000;

/** Cloud Tasks dispatches a scheduled task on time; the emulator dispatches at once: either way, nothing is sent before it is due. */
async function waitUntilDue<Doc extends Delivered>(kind: Deliverable<Doc>, id: string): Promise<void> {
  if (!kind.notBefore) return;
  const doc = (await kind.ref(id).get()).data();
  const due = doc && kind.notBefore(doc);
  const wait = due === undefined ? 0 : Math.min(due - Date.now(), MAX_DUE_WAIT_MS);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

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

/** An attempt of the same document is under way elsewhere: this try is retried later by the queue. */
class DeliveryUnderWayError extends Error {}

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'nothing-to-do';

type Claim<Doc> = { doc: Doc; leaseUntil: number } | { heldUntil: number } | 'nothing-to-do';

/**
 * Claims a try of the document (a lease, in a transaction), so two tries never post it at once;
 * answers the document, or until when another try holds it, or that there is nothing to do: the document
 * is no longer pending, or the task belongs to an earlier round (the operator has started a new
 * one, whose own task delivers it).
 */
async function claimTry<Doc extends Delivered>(kind: Deliverable<Doc>, id: string, round: number | undefined, now: number): Promise<Claim<Doc>> {
  const ref = kind.ref(id);
  return db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (stored?.forward.status !== 'pending') return 'nothing-to-do';
    if (round !== undefined && (stored.forward.round ?? 0) !== round) return 'nothing-to-do';
    const heldUntil = stored.forward.leaseUntil?.toMillis() ?? 0;
    if (heldUntil > now) return { heldUntil };
    const leaseUntil = now + LEAD_DELIVERY.leaseMs;
    tx.update(ref, { 'forward.leaseUntil': Timestamp.fromMillis(leaseUntil) });
    return { doc: stored, leaseUntil };
  });
}

/**
 * The queue's last try that finds another try's lease: no later try will come, and the holder
 * may have died with its lease (a worker killed mid-post) or may record its own failure as
 * pending. So it waits the lease out (a lease is never longer than leaseMs: one further lease
 * taken meanwhile is waited out too), then claims the try itself, unless the holder finished
 * the document. Bounded so that its own post still fits in the task's timeout.
 */
async function claimLastTry<Doc extends Delivered>(kind: Deliverable<Doc>, id: string, round: number | undefined, claim: Claim<Doc>): Promise<Claim<Doc>> {
  const deadline = Date.now() + LEAD_DELIVERY.lastTryWaitMs;
  while (typeof claim === 'object' && 'heldUntil' in claim && Date.now() < deadline) {
    const wait = Math.min(claim.heldUntil - Date.now(), LEAD_DELIVERY.leaseMs, deadline - Date.now());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait) + 100));
    claim = await claimTry(kind, id, round, Date.now());
  }
  return claim;
}

/**
 * One try of a document's delivery, as the queue dispatches it (`retryCount` tries before this one)
 * for the document's delivery `round` (undefined: whatever round the document is in).
 * The try is claimed first (claimTry), so two tasks never post the same document at once, and a
 * document already delivered or given up, or a task of an earlier round, is left alone: a duplicate
 * task delivers nothing twice.
 * The outcome is written on the document: delivered; or the error, pending for the queue's next
 * try; or, on the last try, failed. A failure is written only while the try still holds its
 * lease (recordOutcome): a try that outlived it never writes over what happened to the document
 * meanwhile. A try that finds the document held by another is retried by the queue, except the last,
 * which waits for it (claimLastTry): nothing stays pending with no try left to end it.
 */
export async function deliverOnce<Doc extends Delivered>(kind: Deliverable<Doc>, id: string, retryCount: number, round?: number, now = Date.now()): Promise<DeliveryOutcome> {
  const { what } = kind;
  const lastTry = retryCount + 1 >= LEAD_DELIVERY.retry.maxAttempts;
  await waitUntilDue(kind, id);
  let claim = await claimTry(kind, id, round, Math.max(now, Date.now()));
  if (lastTry) claim = await claimLastTry(kind, id, round, claim);
  if (claim === 'nothing-to-do') return 'nothing-to-do';
  if ('heldUntil' in claim) {
    if (lastTry) logs.deliveryLastTryBlocked(what, id, new Date(claim.heldUntil).toISOString());
    throw new DeliveryUnderWayError(`${what} ${id}: an attempt is under way`);
  }
  const { doc, leaseUntil } = claim;

  const { forward } = doc;
  // A hook that is not configured is a failed try naming the setting: the operator sees it, the
  // queue tries again, and nothing is ever sent to a local default.
  const target = kind.target(doc);
  const error = 'url' in target ? await post(target.url, kind.payload(id, doc)) : target.problem;
  const attempts = forward.attempts + 1;
  if (error === undefined) {
    const recorded = await recordOutcome(kind.ref(id), (current) => current.status !== 'delivered', {
      'forward.status': 'delivered',
      'forward.attempts': attempts,
      'forward.deliveredAt': Timestamp.now(),
      'forward.leaseUntil': FieldValue.delete(),
      'forward.nextAttemptAt': FieldValue.delete(),
      ...kind.onDelivered?.(doc),
    });
    logs.delivered(what, id, forward.hook, attempts);
    return recorded ? 'delivered' : 'nothing-to-do';
  }
  const finishedAt = Date.now();
  const recorded = await recordOutcome(kind.ref(id), (current) => holdsLease(current, leaseUntil), {
    'forward.status': lastTry ? 'failed' : 'pending',
    'forward.attempts': attempts,
    'forward.lastError': error,
    'forward.lastAttemptAt': Timestamp.fromMillis(finishedAt),
    'forward.nextAttemptAt': lastTry ? FieldValue.delete() : Timestamp.fromMillis(finishedAt + retryDelaySeconds(retryCount + 1) * 1000),
    'forward.leaseUntil': FieldValue.delete(),
  });
  if (!recorded) {
    // While this try was posting, the document was given up, delivered, or taken by a later try once
    // the lease ran out: that record stands, and this failure is only logged.
    logs.deliveryFailureNotRecorded(what, id, forward.hook, error);
    return 'nothing-to-do';
  }
  if (lastTry) logs.deliveryFailed(what, id, forward.hook, attempts, error);
  else logs.deliveryRetrying(what, id, forward.hook, attempts, error);
  return lastTry ? 'failed' : 'retrying';
}

/**
 * A pending document that no try will end by itself: no try holds it, and a try was due (the next
 * one after a failure, else the round's first) more than `stalledAfterMs` ago. The queue has no
 * task of its round left: the worker of its last try died holding it, or the enqueue never went
 * through. The operator sees it and can Retry it (delivery-admin.ts).
 */
export function isStalled(forward: ForwardState, createdAt: Timestamp, now = Date.now(), stalledAfterMs: number = LEAD_DELIVERY.stalledAfterMs): boolean {
  if (forward.status !== 'pending') return false;
  if ((forward.leaseUntil?.toMillis() ?? 0) > now) return false;
  const due = forward.nextAttemptAt ?? forward.roundStartedAt ?? createdAt;
  return now - due.toMillis() > stalledAfterMs;
}

/** The document is still pending under the lease this try took (no other try or hand has had it since). */
function holdsLease(forward: ForwardState, leaseUntil: number): boolean {
  return forward.status === 'pending' && forward.leaseUntil?.toMillis() === leaseUntil;
}

/**
 * Writes a try's outcome on the document in a transaction, only if `applies` holds of the document as it
 * is now: a try that outlived its lease never writes over what happened to the document meanwhile.
 * Answers whether it wrote.
 */
async function recordOutcome<Doc extends Delivered>(ref: DocumentReference<Doc>, applies: (forward: ForwardState) => boolean, update: Record<string, unknown>): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (stored === undefined || !applies(stored.forward)) return false;
    tx.update(ref, update);
    return true;
  });
}

/** Posts JSON; answers undefined on a 2xx, else what went wrong. */
export async function post(url: string, body: unknown): Promise<string | undefined> {
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
