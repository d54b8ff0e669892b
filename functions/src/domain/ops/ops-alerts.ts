/**
 * The owner hears when something breaks (issue 34): one message to OPS_HOOK_URL (a Slack or
 * Teams incoming webhook) per occurrence, on the same durable queue as leads: a lead or customer
 * event that failed its last try, the webhook refusing signed-looking events (a rotated secret),
 * checkouts failing to reach Stripe several times in a row, the founders seats running out. A
 * condition alerts once when it arises, and again only after it cleared. With no OPS_HOOK_URL,
 * nothing is raised or stored.
 */
import { OPS_HOOK_URL, SITE_ORIGIN, opsHookTarget } from '../../config';
import { logs } from '../../logs';
import { collections } from '../../store/collections';
import { Timestamp, db, lostRace } from '../../store/db';
import type { OpsAlertDocument, OpsConditionDocument } from '../../store/documents';
import type { Deliverable } from '../delivery/hook-delivery';
import { OPS_CONDITIONS, clearedState, countOccurrence, type ConditionState, type OpsCondition } from './alert-rules';

/** What the hook receives: Slack's and Teams' incoming webhooks both show `text`. */
export const opsPayloadOf = (_id: string, alert: OpsAlertDocument) => ({ text: alert.text });

export const OPS_ALERTS: Deliverable<OpsAlertDocument> = {
  what: 'ops alert',
  ref: (id) => collections.opsAlerts().doc(id),
  target: () => opsHookTarget(),
  payload: opsPayloadOf,
};

/** Where the owner acts on it. */
const adminLink = (path: string) => `${SITE_ORIGIN}${path}`;

/**
 * Stores one alert, pending delivery (the queue trigger posts it), once per `id`: a second raise
 * of the same id is a no-op. Nothing without OPS_HOOK_URL. Answers whether it was stored.
 */
export async function raiseAlert(id: string, condition: string, text: string, now = Date.now()): Promise<boolean> {
  if (!OPS_HOOK_URL) return false;
  try {
    await collections.opsAlerts().doc(id).create({ condition, text: `Blast CRM: ${text}`, createdAt: Timestamp.fromMillis(now), forward: { hook: 'ops', status: 'pending', attempts: 0, round: 0 } });
    logs.opsAlertRaised(id, condition);
    return true;
  } catch (err) {
    if (lostRace(err)) return false;
    throw err;
  }
}

const stateOf = (document: OpsConditionDocument | undefined): ConditionState | undefined =>
  document && { raised: document.raised, count: document.count, windowStartMs: document.windowStart.toMillis() };
const documentOf = ({ raised, count, windowStartMs }: ConditionState, now: number): OpsConditionDocument => ({ raised, count, windowStart: Timestamp.fromMillis(windowStartMs), updatedAt: Timestamp.fromMillis(now) });

/**
 * Counts one occurrence toward a condition, in one transaction: past its threshold within its
 * window, and not raised since it last cleared, it is raised and alerts once.
 */
export async function countTowardAlert(condition: OpsCondition, text: (count: number) => string, now = Date.now()): Promise<void> {
  if (!OPS_HOOK_URL) return;
  const ref = collections.opsConditions().doc(condition);
  const raise = await db().runTransaction(async (tx) => {
    const { next, raisesNow } = countOccurrence(stateOf((await tx.get(ref)).data()), OPS_CONDITIONS[condition], now);
    tx.set(ref, documentOf(next, now));
    return raisesNow ? next.count : undefined;
  });
  if (raise !== undefined) await raiseAlert(`${condition}-${now}`, condition, text(raise), now);
}

/** The condition is over (an event verified, a checkout reached Stripe): the next occurrence counts afresh and may alert again. */
export async function clearAlertCondition(condition: OpsCondition, now = Date.now()): Promise<void> {
  if (!OPS_HOOK_URL) return;
  const snapshot = await collections.opsConditions().doc(condition).get();
  const cleared = clearedState(stateOf(snapshot.data()), now);
  if (!cleared) return;
  // Conditional on what was read: an occurrence counted meanwhile is not wiped out.
  await snapshot.ref.update(documentOf(cleared, now), { lastUpdateTime: snapshot.updateTime! }).catch((err) => {
    if (!lostRace(err)) throw err;
  });
}

/** The texts of each alert, in the owner's words, with where to act. */
export const OPS_TEXTS = {
  deliveryFailed: (what: string, id: string, detail: string, lastError: string | undefined) =>
    `a ${what} (${detail}) failed its last delivery try${lastError ? `: ${lastError}` : ''}. Retry it on ${adminLink('/admin')} (id ${id}).`,
  webhookRefusals: (count: number) =>
    `the Stripe webhook refused ${count} signed events within the hour: payments are not being recorded. Check STRIPE_WEBHOOK_SECRET against the endpoint's signing secret in Stripe's dashboard (was it rotated?).`,
  checkoutFailures: (count: number) =>
    `${count} checkouts in a row could not reach Stripe: visitors cannot pay. Check STRIPE_SECRET_KEY (revoked or expired?) and Stripe's status; ${adminLink('/test-purchases')} shows the configuration.`,
  foundersSoldOut: () => `the founders seats ran out: none is left to hold. Buyers now see the regular price; a seat held by an unpaid checkout comes back when it expires.`,
} as const;

/** Bookkeeping of an alert must never fail what it watches: a failure is logged, and the request goes on. */
export const quietly = (bookkeeping: Promise<void>): Promise<void> => bookkeeping.catch((err) => logs.opsAlertFailed(err));
