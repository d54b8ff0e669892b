/** What the payment webhook lets in: only an event provably Stripe's. */
import { STRIPE_EVENT_ID } from '@blast/catalog';
import type Stripe from 'stripe';
import { STRIPE } from '../../../config';
import { logs } from '../../../logs';
import { STRIPE_API_VERSION } from '../../../stripe/client';
import { constructEvent } from '../../../stripe/webhooks';
import { DomainError } from '../../errors';
import { OPS_TEXTS, clearAlertCondition, countTowardAlert, quietly } from '../../ops/ops-alerts';
import { enforceRateLimit } from '../../rate-limit';

/** No STRIPE_WEBHOOK_SECRET: no event can be verified, nor a simulated one signed. */
export class WebhookNotConfiguredError extends DomainError {
  readonly refusal = 'unavailable';

  constructor() {
    super('The payment webhook is not configured (STRIPE_WEBHOOK_SECRET)');
  }
}

/** An event that is not provably Stripe's: unsigned, forged, altered or stale. */
class WebhookSignatureError extends DomainError {
  readonly refusal = 'invalid';

  constructor(message: string) {
    super(message, 'stripe-signature');
  }
}

/** A signed event without an id of Stripe's shape: nothing can record it as applied. */
class MalformedEventError extends DomainError {
  readonly refusal = 'invalid';

  constructor() {
    super('The event has no well-formed id (evt_...)', 'id');
  }
}

/** The time a Stripe-Signature header says it was signed at (s), NaN when it says none. */
const signedAtOf = (signature: string): number => Number(/(?:^|,)t=(\d{1,12})(?:,|$)/.exec(signature)?.[1]);

/**
 * The event Stripe sent, once its signature verifies on the raw body with STRIPE_WEBHOOK_SECRET
 * and a 300 s tolerance either way; else WebhookSignatureError (logged), and nothing changes.
 */
function verifiedEvent(rawBody: Buffer, signature: unknown): Stripe.Event {
  if (!STRIPE.webhookSecret) throw new WebhookNotConfiguredError();
  if (typeof signature !== 'string' || signature === '') {
    logs.webhookRejected('no signature');
    throw new WebhookSignatureError('The Stripe-Signature header is missing');
  }
  // Stripe's SDK refuses a signature older than the tolerance, not one from the future: a header
  // made ahead of time would otherwise stay valid until then.
  if (signedAtOf(signature) > Date.now() / 1000 + STRIPE.toleranceSeconds) {
    logs.webhookRejected('signed in the future');
    throw new WebhookSignatureError('The Stripe signature is dated in the future');
  }
  let event: Stripe.Event;
  try {
    event = constructEvent(rawBody, signature);
  } catch (err) {
    logs.webhookRejected(err instanceof Error ? err.message : String(err));
    throw new WebhookSignatureError('The Stripe signature does not verify: not signed with our secret, altered, or too old');
  }
  // Its id keys the event's record: Stripe's shape or nothing (no path, no id Firestore reserves).
  if (typeof event.id !== 'string' || !STRIPE_EVENT_ID.test(event.id)) throw new MalformedEventError();
  // The objects are read as the pinned version shapes them; another version is applied all the same, and said.
  if (event.api_version && event.api_version !== STRIPE_API_VERSION) logs.webhookApiVersion(event.id, event.api_version, STRIPE_API_VERSION);
  return event;
}

/**
 * A refusal that Stripe itself could have sent, were the secret rotated: a recent Stripe-Signature
 * of Stripe's form over a body that is an event of Stripe's shape. Anyone can forge one, so what
 * counts toward the alert is worded as a possibility (OPS_TEXTS.webhookRefusals).
 */
function couldBeStripes(rawBody: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/(^|,)v1=[0-9a-f]{64}(,|$)/.test(signature)) return false;
  if (!(Math.abs(Date.now() / 1000 - signedAtOf(signature)) <= STRIPE.toleranceSeconds)) return false;
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as { object?: unknown; id?: unknown; type?: unknown };
    return body.object === 'event' && typeof body.id === 'string' && STRIPE_EVENT_ID.test(body.id) && typeof body.type === 'string';
  } catch {
    return false;
  }
}

/**
 * verifiedEvent (an event that verifies is never limited), with a sender's refusals limited, and the owner told when the webhook keeps refusing what Stripe could have sent (a
 * rotated secret, or a stranger's forgeries: domain/ops/ops-alerts.ts), and the condition cleared by an event that verifies.
 */
export async function verifiedEventWatched(rawBody: Buffer, signature: unknown, senderAddress: () => Promise<string>, now = Date.now()): Promise<Stripe.Event> {
  let event: Stripe.Event;
  try {
    event = verifiedEvent(rawBody, signature);
  } catch (err) {
    if (!(err instanceof WebhookSignatureError)) throw err;
    // Refusals are limited per sender (RateLimitedError, 429) before any of them is counted.
    await enforceRateLimit('webhookRefusals', await senderAddress(), now);
    if (couldBeStripes(rawBody, signature)) await quietly(countTowardAlert('webhookRefusals', OPS_TEXTS.webhookRefusals));
    throw err;
  }
  await quietly(clearAlertCondition('webhookRefusals'));
  return event;
}
