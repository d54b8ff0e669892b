import { CAMPAIGN_KEYS, type LeadRow, type LeadsPage } from '@blast/catalog';
import { collections } from '../store/collections';
import { FieldValue, Timestamp, db, type DocumentSnapshot } from '../store/db';
import type { LeadDocument } from '../store/documents';
import { DomainError } from './errors';
import { isStalled } from './lead-delivery';

/** A page asked for after a lead that is not there. */
class UnknownCursorError extends DomainError {
  readonly refusal = 'invalid';

  constructor() {
    super('after: no lead has this id', 'after');
  }
}

class LeadNotFoundError extends DomainError {
  readonly refusal = 'not-found';

  constructor() {
    super('No lead has this id', 'id');
  }
}

/** Only a failed or stalled lead goes back in the queue: one whose round has ended or will not. */
class LeadNotRetryableError extends DomainError {
  readonly refusal = 'conflict';

  constructor(forwardStatus: string) {
    super(`Only a failed or stalled lead can be retried: this one is ${forwardStatus}`, 'id');
  }
}

function rowOf(doc: DocumentSnapshot<LeadDocument>): LeadRow {
  const data = doc.data()!;
  const { forward } = data;
  const iso = (at: Timestamp | undefined) => (at ? at.toDate().toISOString() : null);
  return {
    id: doc.id,
    createdAt: iso(data.createdAt)!,
    name: data.name,
    email: data.email,
    phone: data.phone ?? null,
    plan: data.plan,
    intent: data.intent,
    source: data.source,
    utm: Object.fromEntries(CAMPAIGN_KEYS.flatMap((key) => (typeof data[key] === 'string' ? [[key, data[key]]] : []))),
    forward: {
      hook: forward.hook,
      status: forward.status,
      attempts: forward.attempts + (forward.attemptsBeforeRetry ?? 0),
      lastError: forward.lastError ?? null,
      deliveredAt: iso(forward.deliveredAt),
      nextAttemptAt: forward.status === 'pending' ? iso(forward.nextAttemptAt) : null,
      stalled: isStalled(forward, data.createdAt),
    },
  };
}

/** One page of leads, newest first; `after` is the last id of the previous page. */
export async function listLeads(pageSize: number, after?: string): Promise<LeadsPage> {
  const leads = collections.leads();
  let query = leads.orderBy('createdAt', 'desc').limit(pageSize + 1);
  if (after) {
    const cursor = await leads.doc(after).get();
    if (!cursor.exists) throw new UnknownCursorError();
    query = query.startAfter(cursor);
  }
  const [page, total] = await Promise.all([query.get(), leads.count().get()]);
  const docs = page.docs.slice(0, pageSize);
  return { leads: docs.map(rowOf), total: total.data().count, nextCursor: page.size > pageSize ? docs[docs.length - 1].id : null };
}

/**
 * Puts a failed or stalled lead back in the queue: pending, in a new delivery round with the
 * queue's full retry policy. The write wakes the queue trigger, which enqueues the round's task
 * at once; a task of the stalled round that still turns up does nothing (lead-delivery.ts). A
 * lead whose round is under way is refused: its own tries end it.
 */
export async function retryLead(id: string): Promise<LeadRow> {
  const ref = collections.leads().doc(id);
  await db().runTransaction(async (tx) => {
    const lead = (await tx.get(ref)).data();
    if (!lead) throw new LeadNotFoundError();
    const { status, attempts } = lead.forward;
    if (status !== 'failed' && !isStalled(lead.forward, lead.createdAt)) throw new LeadNotRetryableError(status);
    tx.update(ref, {
      'forward.status': 'pending',
      // The backoff starts again from the first delay; the attempts before are kept apart.
      'forward.attempts': 0,
      'forward.attemptsBeforeRetry': FieldValue.increment(attempts ?? 0),
      // A new round: the queue trigger enqueues it as a task of its own (lead id and round).
      'forward.round': FieldValue.increment(1),
      'forward.roundStartedAt': Timestamp.now(),
      'forward.nextAttemptAt': FieldValue.delete(),
      'forward.leaseUntil': FieldValue.delete(),
    });
  });
  return rowOf(await ref.get());
}

const CSV_COLUMNS = ['id', 'createdAt', 'name', 'email', 'phone', 'plan', 'intent', 'source', ...CAMPAIGN_KEYS, 'forwardHook', 'forwardStatus', 'forwardAttempts', 'forwardLastError', 'forwardDeliveredAt'] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a value a spreadsheet would
 * run as a formula (=, +, -, @, tab, carriage return first) is prefixed with a quote (OWASP).
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every lead, newest first, as CSV (RFC 4180, CRLF), read in pages of 500; at most `max` rows. */
export async function leadsCsv(max = 50_000): Promise<string> {
  const lines = [CSV_COLUMNS.join(',')];
  let after: string | undefined;
  while (lines.length - 1 < max) {
    const { leads, nextCursor } = await listLeads(Math.min(500, max - (lines.length - 1)), after);
    for (const lead of leads) {
      const cells = [
        lead.id, lead.createdAt, lead.name, lead.email, lead.phone, lead.plan, lead.intent, lead.source,
        ...CAMPAIGN_KEYS.map((key) => lead.utm[key]),
        lead.forward.hook, lead.forward.status, lead.forward.attempts, lead.forward.lastError, lead.forward.deliveredAt,
      ];
      lines.push(cells.map(csvField).join(','));
    }
    if (!nextCursor) break;
    after = nextCursor;
  }
  return `${lines.join('\r\n')}\r\n`;
}
