import { CAMPAIGN_KEYS, addDays, zonedTime, type LeadFilter, type LeadRow, type LeadsPage } from '@blast/catalog';
import { collections } from '../../store/collections';
import { Timestamp, type DocumentSnapshot, type Query } from '../../store/db';
import type { LeadDocument } from '../../store/documents';
import { UnknownCursorError, forwardRow, isoOf, retryDelivery } from '../delivery/delivery-admin';
import { isStalled } from '../delivery/hook-delivery';
import { followUpsOf } from '../followups/follow-ups';
import { purchasesAfterLeads } from './lead-buyers';
import { LEADS } from './lead-delivery';

function rowOf(doc: DocumentSnapshot<LeadDocument>, bought: LeadRow['bought'] = null, contacted: LeadRow['contacted'] = []): LeadRow {
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
    crawler: data.crawler === true,
    forward: forwardRow(data.forward, data.createdAt),
    bought,
    contacted,
  };
}

/** A page's rows, each saying whether its email later bought and when the operator contacted it (a query per 30 emails of the page, each). */
async function rowsOf(docs: DocumentSnapshot<LeadDocument>[]): Promise<LeadRow[]> {
  const [bought, contacted] = await Promise.all([purchasesAfterLeads(docs.map((doc) => doc.data()!)), followUpsOf(docs.map((doc) => doc.data()!.email))]);
  return docs.map((doc, index) => rowOf(doc, bought[index], contacted.get(doc.data()!.email.toLowerCase()) ?? []));
}

/** A search reads the leads newest first, this many a round, and at most SEARCH_SCAN_MAX for one page. */
const SEARCH_ROUND = 200;
const SEARCH_SCAN_MAX = 5_000;

/** Whether a lead is what the filter's parts that Firestore cannot ask for keep: the search, and stalled against pending. */
function keeps(doc: DocumentSnapshot<LeadDocument>, { q, status }: LeadFilter): boolean {
  const data = doc.data()!;
  if (q && !`${data.name}\n${data.email}`.toLowerCase().includes(q.toLowerCase())) return false;
  if (status === 'stalled' || status === 'pending') return isStalled(data.forward, data.createdAt) === (status === 'stalled');
  return true;
}

/**
 * One page of leads, newest first; `after` is the last id of the previous page. Intent, source
 * and delivery state are equalities Firestore answers (with a count of all that match); a search
 * or stalled/pending reads the leads newest first until the page is full or SEARCH_SCAN_MAX were
 * read (then `total` is null and Next goes on from where the reading stopped).
 */
export async function listLeads(pageSize: number, after?: string, filter: LeadFilter = {}): Promise<LeadsPage> {
  const leads = collections.leads();
  let base: Query<LeadDocument> = leads;
  if (filter.intent) base = base.where('intent', '==', filter.intent);
  if (filter.source) base = base.where('source', '==', filter.source);
  if (filter.status) base = base.where('forward.status', '==', filter.status === 'stalled' ? 'pending' : filter.status);
  if (filter.range) {
    base = base
      .where('createdAt', '>=', Timestamp.fromMillis(Date.parse(`${filter.range.from}T00:00:00Z`)))
      .where('createdAt', '<', Timestamp.fromMillis(Date.parse(`${addDays(filter.range.to, 1)}T00:00:00Z`)));
  }
  let cursor: DocumentSnapshot<LeadDocument> | undefined;
  if (after) {
    cursor = await leads.doc(after).get();
    if (!cursor.exists) throw new UnknownCursorError('lead');
  }
  const newest = base.orderBy('createdAt', 'desc');
  const scanning = Boolean(filter.q) || filter.status === 'stalled' || filter.status === 'pending';
  if (!scanning) {
    const [page, total] = await Promise.all([(cursor ? newest.startAfter(cursor) : newest).limit(pageSize + 1).get(), base.count().get()]);
    const docs = page.docs.slice(0, pageSize);
    return { leads: await rowsOf(docs), total: total.data().count, nextCursor: page.size > pageSize ? docs[docs.length - 1].id : null };
  }
  const found: DocumentSnapshot<LeadDocument>[] = [];
  let scanned = 0;
  let last = cursor;
  while (found.length <= pageSize && scanned < SEARCH_SCAN_MAX) {
    const round = await (last ? newest.startAfter(last) : newest).limit(SEARCH_ROUND).get();
    for (const doc of round.docs) {
      last = doc;
      if (keeps(doc, filter)) found.push(doc);
      if (found.length > pageSize) break;
    }
    scanned += round.size;
    if (round.size < SEARCH_ROUND) return { leads: await rowsOf(found.slice(0, pageSize)), total: null, nextCursor: found.length > pageSize ? found[pageSize - 1].id : null };
  }
  const docs = found.slice(0, pageSize);
  // The page is full (more may follow), or the reading stopped: Next goes on after what was read.
  const nextCursor = found.length > pageSize ? docs[docs.length - 1].id : (last?.id ?? null);
  return { leads: await rowsOf(docs), total: null, nextCursor };
}

/** Puts a failed or stalled lead back in the queue, in a new delivery round (delivery/delivery-admin.ts). */
export async function retryLead(id: string): Promise<LeadRow> {
  await retryDelivery(LEADS, id);
  const [row] = await rowsOf([await LEADS.ref(id).get()]);
  return row;
}

const CSV_COLUMNS = [
  'id', 'createdAt', 'name', 'email', 'phone', 'plan', 'intent', 'source', ...CAMPAIGN_KEYS,
  'forwardHook', 'forwardStatus', 'forwardAttempts', 'forwardLastError', 'forwardDeliveredAt', 'bought', 'boughtAt',
] as const;

/** An ISO time of a row in the owner's time zone, with its offset (empty for none). */
export const zonedCell = (iso: string | null, timeZone: string): string => (iso ? zonedTime(Date.parse(iso), timeZone) : '');

/** A CSV document: the header and the rows, each field made safe (csvField), CRLF line ends. */
export const csvOf = (columns: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string =>
  `${[columns.join(','), ...rows.map((cells) => cells.map((cell) => csvField(typeof cell === 'boolean' ? String(cell) : cell)).join(','))].join('\r\n')}\r\n`;

/**
 * One CSV field, safe in any spreadsheet: quoted (RFC 4180) when it holds a comma, a semicolon or a
 * tab (the separators of other locales and of tab-delimited imports), a quote or a line break; a
 * value a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first, or their
 * full-width forms) is prefixed with a quote (OWASP, CSV injection).
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Every lead the filter keeps, newest first, as CSV (RFC 4180, CRLF), read in pages of 500; at most
 * `max` rows. Times in `timeZone` with their offset; `bought` is the plan the lead's email later
 * paid for (`(trial)` for a trial started), `boughtAt` when.
 */
export async function leadsCsv(filter: LeadFilter = {}, timeZone = 'UTC', max = 50_000): Promise<string> {
  const rows: (string | number | null)[][] = [];
  let after: string | undefined;
  while (rows.length < max) {
    const { leads, nextCursor } = await listLeads(Math.min(500, max - rows.length), after, filter);
    for (const lead of leads) {
      rows.push([
        lead.id, zonedCell(lead.createdAt, timeZone), lead.name, lead.email, lead.phone, lead.plan, lead.intent, lead.source,
        ...CAMPAIGN_KEYS.map((key) => lead.utm[key]),
        lead.forward.hook, lead.forward.status, lead.forward.attempts, lead.forward.lastError, zonedCell(lead.forward.deliveredAt, timeZone),
        lead.bought ? `${lead.bought.plan}${lead.bought.trial ? ' (trial)' : ''}` : '', zonedCell(lead.bought?.at ?? null, timeZone),
      ]);
    }
    if (!nextCursor) break;
    after = nextCursor;
  }
  return csvOf(CSV_COLUMNS, rows);
}
