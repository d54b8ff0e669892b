import { Timestamp, type DocumentSnapshot } from '../../../store/db';
import type { SubscriptionDocument } from '../../../store/documents';
import type { EventCommit } from './event-commit';
import { addSubscriptionMoves, buyerCampaign, campaignOfMetadata } from '../revenue/revenue-ledger';
import { catalogueMonthlyCents, statusApplies, subscriptionMoves } from '../revenue/revenue-rules';
import type { ReadMetadata } from '../session-metadata';

/** What one event tells of a subscription. */
export interface SubscriptionNews {
  /** The status it says: applied unless the recorded one is final, or was set by a newer event. */
  status?: string;
  /** What the event knows as of its time (the monthly amount, ...): applied with its status, under the same rule. */
  asOfEvent?: Partial<SubscriptionDocument>;
  /** What holds whatever the order (a trial converted, the purchase it came from). */
  facts?: Partial<SubscriptionDocument>;
  /**
   * A record this event makes starts from the subscription's metadata (plan, founders rate, trial,
   * campaign, set by the checkout) and this status; `inferred` when it is a guess from a session,
   * which any event of Stripe's own may overrule.
   */
  origin: { status: string; metadata: ReadMetadata; mrrCents?: number; inferred?: boolean };
}

/**
 * Applies one event's news to the subscription's record, in the event's commit: created if absent,
 * else updated on the condition that nobody changed it since it was read. Answers false when the
 * status rule kept the event's status out (an older event arriving late).
 */
export function applySubscriptionNews(commit: EventCommit, snapshot: DocumentSnapshot<SubscriptionDocument>, news: SubscriptionNews): boolean {
  const { batch, at, now } = commit;
  const stored = snapshot.data();
  if (!stored) {
    const { metadata } = news.origin;
    const plan = metadata.plan ?? 'unknown';
    const { foundersRate } = metadata;
    const record: SubscriptionDocument = {
      subscriptionId: snapshot.id,
      status: news.status ?? news.origin.status,
      statusAt: news.origin.inferred ? Timestamp.fromMillis(0) : at,
      plan,
      foundersRate,
      trial: metadata.trial,
      converted: false,
      mrrCents: news.origin.mrrCents ?? catalogueMonthlyCents(plan, foundersRate),
      ...buyerCampaign(campaignOfMetadata(metadata)),
      ...news.asOfEvent,
      ...news.facts,
      startedAt: at,
      updatedAt: now,
    };
    batch.create(snapshot.ref, record);
    addSubscriptionMoves(batch, at, subscriptionMoves(undefined, record));
    return true;
  }
  const applies = statusApplies({ status: stored.status, statusAt: stored.statusAt.toMillis() }, at.toMillis());
  const changes = {
    ...news.facts,
    ...(applies && { ...news.asOfEvent, ...(news.status !== undefined && { status: news.status, statusAt: at }) }),
    updatedAt: now,
  };
  batch.update(snapshot.ref, changes, { lastUpdateTime: snapshot.updateTime! });
  // The money history, dated by this event: what the record was, and what it becomes.
  addSubscriptionMoves(batch, at, subscriptionMoves(stored, { ...stored, ...changes }));
  return applies || news.status === undefined;
}
