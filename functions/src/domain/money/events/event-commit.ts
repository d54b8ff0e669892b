import type { EventOutcome } from '@blast/catalog';
import type Stripe from 'stripe';
import { Timestamp, db, type DocumentSnapshot, type WriteBatch } from '../../../store/db';
import type { StripeEventDocument } from '../../../store/documents';

/** One attempt at applying one Stripe event: what its one atomic commit will write. */
export interface EventCommit {
  readonly event: Stripe.Event;
  readonly batch: WriteBatch;
  /** When Stripe created the event: every revenue figure is dated by it, never by when the webhook ran. */
  readonly at: Timestamp;
  readonly now: Timestamp;
  /** What the event's own record (stripeEvents/{id}) keeps besides its type and dates. */
  readonly record: Partial<StripeEventDocument>;
  /** Log lines written once the commit has landed. */
  readonly afterCommit: (() => void)[];
}

/** What one kind of event does: reads, adds its writes to the commit, and says what it did. */
export type EventHandler = (commit: EventCommit) => Promise<EventOutcome>;

export function newCommit(event: Stripe.Event): EventCommit {
  return { event, batch: db().batch(), at: Timestamp.fromMillis(event.created * 1000), now: Timestamp.now(), record: {}, afterCommit: [] };
}

/** Writes a Stripe object's record (an invoice, a charge): created, or updated on the condition that nobody changed it since read. */
export function writeRecord<RecordDocument extends { updatedAt: Timestamp }>(commit: EventCommit, snapshot: DocumentSnapshot<RecordDocument>, fields: Omit<RecordDocument, 'updatedAt'>): void {
  const data = { ...fields, updatedAt: commit.now } as RecordDocument;
  if (snapshot.exists) commit.batch.update(snapshot.ref, data, { lastUpdateTime: snapshot.updateTime! });
  else commit.batch.create(snapshot.ref, data);
}

/** An expandable Stripe field's id: Stripe sends an id, or the object when it was expanded. */
export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}
