import { CAMPAIGN_KEYS } from '@blast/catalog';
import { FORWARD_RETRY, LEAD_HOOKS } from '../config';
import { logs } from '../logs';
import { collections } from '../store/collections';
import { FieldValue, Timestamp, db } from '../store/db';
import type { ForwardState, LeadDocument } from '../store/documents';

/** The wait after `failures` failed attempts: doubling from the first delay, capped. */
export function backoffMs(failures: number): number {
  const { firstDelayMs, maxDelayMs } = FORWARD_RETRY;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, Math.min(30, failures - 1)));
}

type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'not-due';

/**
 * One delivery attempt of a lead to its hook, when one is due. The attempt is claimed first (a
 * lease in a transaction), so two drivers never post the same lead at once; its outcome is then
 * written on the lead: delivered, or the error and the next attempt's time, or failed once the
 * retry period is over. Everything it needs is in Firestore: a restart loses nothing.
 */
export async function attemptForward(leadId: string, now = Date.now()): Promise<AttemptOutcome> {
  const ref = collections.leads().doc(leadId);
  const lead = await db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (!stored?.forward || !isDue(stored.forward, now)) return undefined;
    tx.update(ref, { 'forward.leaseUntil': Timestamp.fromMillis(now + FORWARD_RETRY.timeoutMs + 5_000) });
    return stored;
  });
  if (!lead) return 'not-due';

  const { forward } = lead;
  const error = await post(LEAD_HOOKS[forward.hook], payloadOf(leadId, lead));
  const attempts = forward.attempts + 1;
  if (error === undefined) {
    await ref.update({
      'forward.status': 'delivered',
      'forward.attempts': attempts,
      'forward.deliveredAt': Timestamp.now(),
      'forward.leaseUntil': FieldValue.delete(),
    });
    logs.leadDelivered(leadId, forward.hook, attempts);
    return 'delivered';
  }
  const finishedAt = Date.now();
  // The retry period runs from the lead's creation, or from the operator's last Retry.
  const since = (forward.retryFrom ?? lead.createdAt).toMillis();
  const giveUp = finishedAt - since >= FORWARD_RETRY.giveUpAfterMs;
  await ref.update({
    'forward.status': giveUp ? 'failed' : 'pending',
    'forward.attempts': attempts,
    'forward.lastError': error,
    'forward.lastAttemptAt': Timestamp.fromMillis(finishedAt),
    'forward.nextAttemptAt': Timestamp.fromMillis(finishedAt + backoffMs(attempts)),
    'forward.leaseUntil': FieldValue.delete(),
  });
  if (giveUp) logs.leadForwardFailed(leadId, forward.hook, attempts, error);
  else logs.leadForwardRetrying(leadId, forward.hook, attempts, error);
  return giveUp ? 'failed' : 'retrying';
}

/** Pending, due, and not claimed by an attempt under way. */
function isDue(forward: ForwardState, now: number): boolean {
  return (
    forward.status === 'pending' &&
    forward.nextAttemptAt.toMillis() <= now &&
    (forward.leaseUntil === undefined || forward.leaseUntil.toMillis() <= now)
  );
}

/** The JSON a hook receives: the lead's fields, never the visitor hash or the delivery record. */
function payloadOf(id: string, lead: LeadDocument) {
  const campaign = Object.fromEntries(CAMPAIGN_KEYS.filter((key) => lead[key] !== undefined).map((key) => [key, lead[key]]));
  return {
    id,
    name: lead.name,
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
      signal: AbortSignal.timeout(FORWARD_RETRY.timeoutMs),
    });
    await res.body?.cancel();
    return res.ok ? undefined : `HTTP ${res.status} from the hook`;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    const message = err instanceof Error ? err.message : String(err);
    return cause ? `${message} (${cause})` : message;
  }
}

/** The production driver: every due lead, a batch at a time (the scheduled sweep). */
export async function sweepDueForwards(limit = 100, now = Date.now()): Promise<number> {
  const due = await collections
    .leads()
    .where('forward.status', '==', 'pending')
    .where('forward.nextAttemptAt', '<=', Timestamp.fromMillis(now))
    .orderBy('forward.nextAttemptAt')
    .limit(limit)
    .get();
  let attempted = 0;
  for (const doc of due.docs) {
    if ((await attemptForward(doc.id)) !== 'not-due') attempted += 1;
  }
  return attempted;
}
