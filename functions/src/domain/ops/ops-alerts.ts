/**
 * The owner hears when something breaks: one message to OPS_HOOK_URL (a Slack or Teams incoming
 * webhook) per occurrence, on the same durable queue as leads: leads or customer events that
 * failed their last try (folded, a message per gathering window with their count), the webhook
 * refusing signed-looking events (a rotated secret, or a stranger), checkouts failing to reach
 * Stripe several times in a row, the founders seats running out. A condition alerts once when it
 * arises, and again only after it cleared. No message carries what a visitor typed: a lead or a
 * customer is named by its id, with the link to /admin. With no OPS_HOOK_URL, nothing is raised or stored.
 */
import { SITE_PAGES } from '@blast/catalog';
import { OPS_ALERT_GATHER_MS, OPS_HOOK_URL, SITE_ORIGIN, opsHookTarget } from '../../config';
import { logs } from '../../logs';
import { collections } from '../../store/collections';
import { FieldPath, Timestamp, db, lostRace } from '../../store/db';
import type { OpsAlertDocument, OpsConditionDocument } from '../../store/documents';
import type { Deliverable } from '../delivery/hook-delivery';
import { OPS_CONDITIONS, clearedState, countOccurrence, type ConditionState, type OpsCondition } from './alert-rules';

/** What the hook receives: Slack's and Teams' incoming webhooks both show `text`; a fold's text is written as it is sent, with every failure gathered. */
const opsPayloadOf = (_id: string, alert: OpsAlertDocument) => ({ text: alert.fold ? `Blast CRM: ${OPS_TEXTS.deliveriesFailed(alert.fold.what, Object.values(alert.fold.failures), alert.fold.lastError ?? undefined)}` : alert.text });

export const OPS_ALERTS: Deliverable<OpsAlertDocument> = {
  what: 'ops alert',
  ref: (id) => collections.opsAlerts().doc(id),
  target: () => opsHookTarget(),
  payload: opsPayloadOf,
  notBefore: (alert) => alert.sendAfter?.toMillis(),
};

/**
 * Text that is not ours to trust (an error a hook answered, an id), made safe to quote in an alert:
 * one line, Slack's `& < >` escaped (no `<!channel>`, no `<url|text>` link), markdown's marks
 * dropped (no bold, no `[text](url)`), cut to `max` characters.
 */
export function alertSafe(text: string, max = 120): string {
  const line = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ').replace(/[*_~`|[\]\\]/g, '').trim();
  const cut = [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
  return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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

/** How many ids a fold's message lists; the rest are counted. */
const IDS_LISTED = 20;
const gatherText = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.round(ms / 1000)} s`);

/** The texts of each alert, in the owner's words, with where to act. */
export const OPS_TEXTS = {
  deliveriesFailed: (what: string, failures: readonly FoldedFailure[], lastError: string | undefined) => {
    // Ids are ours (a document's, an event's of Stripe's shape): kept whole, as code, so that no mark inside one formats.
    const ids = [...new Set(failures.map((failure) => `\`${failure.id.replace(/[^\w-]/g, '').slice(0, 64)}\``))];
    const listed = ids.length > IDS_LISTED ? `${ids.slice(0, IDS_LISTED).join(', ')} and ${ids.length - IDS_LISTED} more` : ids.join(', ');
    const error = lastError ? ` (${failures.length > 1 ? 'the last error: ' : ''}${alertSafe(lastError)})` : '';
    return failures.length === 1
      ? `a ${what} failed its last delivery try${error}. Retry it on ${adminLink(SITE_PAGES.Admin.path)} (id ${listed}).`
      : `${failures.length} ${what}s failed their last delivery try within ${gatherText(OPS_ALERT_GATHER_MS)}${error}. Retry them on ${adminLink(SITE_PAGES.Admin.path)} (ids ${listed}).`;
  },
  webhookRefusals: (count: number) =>
    `the Stripe webhook refused ${count} requests signed in Stripe's format within the hour, and verified no event since. Either STRIPE_WEBHOOK_SECRET no longer matches the endpoint's signing secret (rotated?) and payments are not being recorded, or a stranger is sending forged events: check the secret in Stripe's dashboard, and whether Stripe shows failed deliveries.`,
  checkoutFailures: (count: number) =>
    `${count} checkouts in a row could not reach Stripe: visitors cannot pay. Check STRIPE_SECRET_KEY (revoked or expired?) and Stripe's status; ${adminLink(SITE_PAGES.TestPurchases.path)} shows the configuration.`,
  foundersSoldOut: () => `the founders seats ran out: none is left to hold. Buyers now see the regular price; a seat held by an unpaid checkout comes back when it expires.`,
} as const;

/** One failed delivery round in a fold: the document's id, and when its last try failed. */
export type FoldedFailure = { id: string; at: Timestamp };

/** A fold's alert that no delivery try has taken yet: what it holds now is what will be sent. */
const stillGathering = (alert: OpsAlertDocument | undefined): boolean =>
  alert?.fold !== undefined && alert.forward.status === 'pending' && alert.forward.attempts === 0 && alert.forward.leaseUntil === undefined;

/**
 * A delivery round that failed its last try (`id`'s round `round`), told to the owner folded with
 * the other failures of its kind: the first one opens an alert sent OPS_ALERT_GATHER_MS later, and
 * every failure until a delivery try takes it joins it (idempotent per id and round: the trigger may
 * run twice). Joining and the try's claim (hook-delivery.ts) are both transactions on the alert, so a
 * failure is either in the text that is sent or opens the next fold: never lost between them. The
 * fold's state is opsConditions/deliveryFailures-{collection}, naming the alert that gathers.
 */
export async function foldDeliveryFailure(collection: string, what: string, id: string, round: number, lastError: string | undefined, now = Date.now()): Promise<void> {
  if (!OPS_HOOK_URL) return;
  const conditionRef = collections.opsConditions().doc(`deliveryFailures-${collection}`);
  const failure: FoldedFailure = { id, at: Timestamp.fromMillis(now) };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const gathering = (await conditionRef.get()).data()?.alertId;
    if (gathering) {
      const alertRef = collections.opsAlerts().doc(gathering);
      const joined = await db().runTransaction(async (tx) => {
        if (!stillGathering((await tx.get(alertRef)).data())) return false;
        tx.update(alertRef, new FieldPath('fold', 'failures', `${id}-${round}`), failure, new FieldPath('fold', 'lastError'), lastError ?? null);
        return true;
      });
      if (joined) return;
    }
    const alertId = `deliveries-failed-${collection}-${now}-${attempt}`;
    const opened = await db().runTransaction(async (tx) => {
      // Another failure opened the next fold meanwhile: join that one instead.
      if ((await tx.get(conditionRef)).data()?.alertId !== gathering) return false;
      tx.set(conditionRef, { raised: true, count: 0, windowStart: Timestamp.fromMillis(now), updatedAt: Timestamp.fromMillis(now), alertId });
      tx.create(collections.opsAlerts().doc(alertId), {
        condition: 'delivery-failed',
        text: '',
        fold: { what, failures: { [`${id}-${round}`]: failure }, lastError: lastError ?? null },
        sendAfter: Timestamp.fromMillis(now + OPS_ALERT_GATHER_MS),
        createdAt: Timestamp.fromMillis(now),
        forward: { hook: 'ops', status: 'pending', attempts: 0, round: 0 },
      });
      return true;
    });
    if (opened) {
      logs.opsAlertRaised(alertId, 'delivery-failed');
      return;
    }
  }
  throw new Error(`the ${what} ${id} could not join a fold of failed deliveries`);
}

/** Bookkeeping of an alert must never fail what it watches: a failure is logged, and the request goes on. */
export const quietly = (bookkeeping: Promise<void>): Promise<void> => bookkeeping.catch((err) => logs.opsAlertFailed(err));
