/**
 * When a counted condition alerts the owner (ops-alerts.ts keeps its state in opsConditions/{condition}):
 * an occurrence counts within the condition's window (a new window starts with the first one after
 * it); the count reaching the threshold raises the alert, once; it raises again only after the
 * condition cleared. Pure, on a clock given to it, so that the rules are held by unit tests.
 */

/** The conditions that count toward an alert, and when they alert. */
export const OPS_CONDITIONS = {
  /** Signed-looking events the webhook refused within an hour: a rotated or mistyped secret. Cleared by an event that verifies. */
  webhookRefusals: { threshold: 5, windowMs: 60 * 60_000 },
  /** Checkouts in a row that did not reach Stripe (a revoked key, an outage). Cleared by one that does. */
  checkoutFailures: { threshold: 3, windowMs: Number.POSITIVE_INFINITY },
} as const;
export type OpsCondition = keyof typeof OPS_CONDITIONS;

/** A condition's state, as opsConditions/{condition} keeps it (its times in ms). */
export interface ConditionState {
  /** Alerted, and not cleared since. */
  raised: boolean;
  /** What counts toward it in the window. */
  count: number;
  windowStartMs: number;
}

/**
 * One occurrence at `now`: the state after it, and whether it raises the alert now (the count
 * reached the threshold within the window, and the condition has not alerted since it cleared).
 */
export function countOccurrence(current: ConditionState | undefined, { threshold, windowMs }: { threshold: number; windowMs: number }, now: number): { next: ConditionState; raisesNow: boolean } {
  const open = current !== undefined && now - current.windowStartMs < windowMs;
  const count = open ? current.count + 1 : 1;
  const raised = current?.raised ?? false;
  const raisesNow = !raised && count >= threshold;
  return { next: { raised: raised || raisesNow, count, windowStartMs: open ? current.windowStartMs : now }, raisesNow };
}

/** The condition is over at `now`: the state that counts afresh, or undefined when there is nothing to clear. */
export function clearedState(current: ConditionState | undefined, now: number): ConditionState | undefined {
  if (!current || (!current.raised && current.count === 0)) return undefined;
  return { raised: false, count: 0, windowStartMs: now };
}
