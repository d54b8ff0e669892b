/**
 * The day a checkout's visit counts on. A purchase belongs to the visit that made it (PRODUCT.md,
 * "Figures an owner can act on"): it is that visitor's goal on the day the checkout opened, even
 * when the payment lands after midnight, since the visitor's marks and hash are of that day.
 */
import { dayOfMs } from '@blast/catalog';

export interface Visit {
  visitor: string;
  /** When the checkout opened, ms. */
  openedAt: number;
}

export const dayOfVisit = (visit: Visit): string => dayOfMs(visit.openedAt);

/** What a paid session of a visit reaches: its goal (a purchase or a trial) and the funnel's last step, on its checkout's day. */
export function paidReachOf(visit: Visit, trial: boolean) {
  return { visitor: visit.visitor, day: dayOfVisit(visit), at: visit.openedAt, goal: trial ? ('trial' as const) : ('purchase' as const), step: 'paid' as const };
}
