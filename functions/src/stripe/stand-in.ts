/**
 * The local Stripe stand-in's own lifecycle endpoints (docs/payments.md, "The local Stripe stand-in"): it
 * plays what Stripe's test clocks would. Only where payments run against the stand-in.
 */
import { STRIPE } from '../config';

/** The stand-in's answer: its status and its JSON body ({} when it sent none). */
export interface StandInAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/** Asks the stand-in; throws when it cannot be reached. */
export async function askStandIn(path: string, init?: RequestInit): Promise<StandInAnswer> {
  // Under the api function's 60 s: an action sends up to four events, each through the webhook.
  const res = await fetch(`http://127.0.0.1:${STRIPE.standInPort}${path}`, { ...init, signal: AbortSignal.timeout(50_000) });
  return { status: res.status, ok: res.ok, body: await res.json().catch(() => ({})) };
}
