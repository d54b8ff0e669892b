import { CAMPAIGN_KEYS, type LeadRow, type LeadsPage } from '@blast/catalog';
import { collections } from '../store/collections';
import type { DocumentSnapshot } from '../store/db';
import type { LeadDocument } from '../store/documents';
import { UnknownCursorError, forwardRow, isoOf, retryDelivery } from './delivery-admin';
import { LEADS } from './lead-delivery';

function rowOf(doc: DocumentSnapshot<LeadDocument>): LeadRow {
  const data = doc.data()!;
  return {
    id: doc.id,
    createdAt: isoOf(data.createdAt)!,
    name: data.name,
    email: data.email,
    phone: data.phone ?? null,
    plan: data.plan,
    intent: data.intent,
    source: data.source,
    utm: Object.fromEntries(CAMPAIGN_KEYS.flatMap((key) => (typeof data[key] === 'string' ? [[key, data[key]]] : []))),
    forward: forwardRow(data.forward, data.createdAt),
  };
}

/** One page of leads, newest first; `after` is the last id of the previous page. */
export async function listLeads(pageSize: number, after?: string): Promise<LeadsPage> {
  const leads = collections.leads();
  let query = leads.orderBy('createdAt', 'desc').limit(pageSize + 1);
  if (after) {
    const cursor = await leads.doc(after).get();
    if (!cursor.exists) throw new UnknownCursorError('lead');
    query = query.startAfter(cursor);
  }
  const [page, total] = await Promise.all([query.get(), leads.count().get()]);
  const docs = page.docs.slice(0, pageSize);
  return { leads: docs.map(rowOf), total: total.data().count, nextCursor: page.size > pageSize ? docs[docs.length - 1].id : null };
}

/** Puts a failed or stalled lead back in the queue, in a new delivery round (delivery-admin.ts). */
export async function retryLead(id: string): Promise<LeadRow> {
  await retryDelivery(LEADS, id);
  return rowOf(await LEADS.ref(id).get());
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
