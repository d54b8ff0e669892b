/**
 * The purchase testing page's lifecycle (docs/payments.md, "The local Stripe stand-in"): the stand-in plays
 * what Stripe's test clocks would (a delayed payment settling or failing, a trial ending, renewals,
 * a failed renewal, a cancellation, a refund, a dispute), each sent as Stripe's signed events
 * through the real webhook. Only where payments run against the stand-in.
 */
import type { LifecycleAction, LifecycleAnswer, LifecycleSession } from '@blast/catalog';
import { usesStandIn } from '../../stripe/client';
import { askStandIn, type StandInAnswer } from '../../stripe/stand-in';
import { DomainError, type Refusal } from '../errors';

/** With a Stripe key, the stand-in is not there: Stripe's own test clocks play the lifecycle. */
class LifecycleUnavailableError extends DomainError {
  readonly refusal = 'conflict';

  constructor() {
    super('The payment lifecycle is played by the local Stripe stand-in only: with a Stripe test key, use test clocks in the Stripe dashboard');
  }
}

/** The stand-in refused (no such session, or not in a state the action applies to), or was not reached. */
class StandInError extends DomainError {
  constructor(
    readonly refusal: Refusal,
    message: string,
  ) {
    super(message);
  }
}

async function standIn<T>(path: string, init?: RequestInit): Promise<T> {
  if (!usesStandIn()) throw new LifecycleUnavailableError();
  let res: StandInAnswer;
  try {
    res = await askStandIn(path, init);
  } catch (err) {
    throw new StandInError('provider-failed', `The local Stripe stand-in could not be reached: ${(err as Error).message}`);
  }
  const answer = res.body as { error?: { message?: string } };
  if (!res.ok) throw new StandInError(res.status === 404 ? 'not-found' : res.status === 409 ? 'conflict' : 'provider-failed', answer?.error?.message ?? `The stand-in answered ${res.status}`);
  return answer as T;
}

/** The stand-in's checkout sessions, newest first. */
export const lifecycleSessions = (): Promise<LifecycleSession[]> => standIn('/__lifecycle/sessions');

/** Plays one action on a session; a webhook that refused an event makes it a 502 naming it. */
export async function playLifecycle(sessionId: string, action: LifecycleAction, amountCents?: number): Promise<LifecycleAnswer> {
  const query = amountCents === undefined ? '' : `?amount=${amountCents}`;
  const answer = await standIn<LifecycleAnswer>(`/__lifecycle/sessions/${encodeURIComponent(sessionId)}/${action}${query}`, { method: 'POST' });
  const refused = answer.events.find((event) => event.webhookStatus !== 200);
  if (refused) throw new StandInError('provider-failed', `The webhook answered ${refused.webhookStatus} to ${refused.type} (${refused.id})`);
  return answer;
}
