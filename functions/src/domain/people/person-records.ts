/**
 * Everything stored about one person, found by their email (lowercased, as every form stores it)
 * or by a phone: the records of each kind that name them (docs/privacy.md). Subscriptions hold no
 * name or email: they are found through the person's checkouts (their subscription and Stripe
 * customer). Page views hold only a daily-salted visitor hash: nothing there names anyone.
 */
import { PERSON_RECORD_KINDS, type PersonData, type PersonRecord, type PersonRecordKind } from '@blast/catalog';
import { collections } from '../../store/collections';
import { Timestamp, type DocumentSnapshot, type Query } from '../../store/db';
import { sha256 } from '../analytics/visitor';

/** Firestore's most values in one `in` filter. */
const IN_QUERY_MAX = 30;

/** Who is searched: an email (lowercased) or a phone (as stored). */
export type PersonKey = { email: string } | { phone: string };

/** The hash the request log and the objections key a person by. */
export const personHash = (value: string): string => sha256('person', value.trim().toLowerCase());

const PAGE_VIEWS_NOTE =
  'Page views are anonymous: each holds only a visitor hash salted afresh every day (no email, name, phone or address), so none of them can be found for a person.';
const STRIPE_NOTE = "Stripe keeps its own copy of its customers (name, email, payment details): erase them in Stripe's dashboard; the site does not delete them at Stripe.";

/** The queries of each kind that name the person directly (subscriptions are found through checkouts). */
function directQueries(key: PersonKey) {
  const [field, value] = 'email' in key ? (['email', key.email] as const) : (['phone', key.phone] as const);
  return {
    leads: collections.leads().where(field, '==', value),
    // A conversion keeps a name and an email, never a phone.
    conversions: field === 'email' ? collections.conversions().where(field, '==', value) : undefined,
    checkouts: collections.purchases().where(field, '==', value),
    abandonedCheckouts: collections.abandonedCheckouts().where(field, '==', value),
    customerEvents: collections.customerEvents().where(field, '==', value),
  };
}

export type DirectKind = keyof ReturnType<typeof directQueries>;

/** The direct queries of a person, each kind's (none where the kind holds no such field). */
export function personQueries(key: PersonKey): Partial<Record<DirectKind, Query>> {
  return Object.fromEntries(Object.entries(directQueries(key)).filter(([, query]) => query !== undefined)) as Partial<Record<DirectKind, Query>>;
}

/** A stored value as JSON: Timestamps as ISO 8601 (UTC), the rest as it is. */
export function jsonOf(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(jsonOf);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, jsonOf(inner)]));
  return value;
}

/** Each kind's date field: when the record was made. */
const DATE_FIELD: Record<PersonRecordKind, string> = {
  leads: 'createdAt',
  conversions: 'timestamp',
  checkouts: 'createdAt',
  abandonedCheckouts: 'abandonedAt',
  customerEvents: 'createdAt',
  subscriptions: 'startedAt',
};

function recordOf(kind: PersonRecordKind, doc: DocumentSnapshot): PersonRecord {
  const data = doc.data() ?? {};
  const at = data[DATE_FIELD[kind]] ?? (kind === 'subscriptions' ? data.updatedAt : undefined);
  return { id: doc.id, at: at instanceof Timestamp ? at.toDate().toISOString() : null, fields: jsonOf(data) as Record<string, unknown> };
}

export interface FoundPerson {
  docs: Record<PersonRecordKind, DocumentSnapshot[]>;
  emails: string[];
  phones: string[];
  stripeCustomers: string[];
}

const strings = (values: unknown[]): string[] => [...new Set(values.filter((value): value is string => typeof value === 'string' && value.length > 0))].sort();

/** The subscriptions of these checkouts: by the id a checkout names, and by its Stripe customer. */
async function subscriptionsOf(checkouts: DocumentSnapshot[]): Promise<DocumentSnapshot[]> {
  const ids = strings(checkouts.map((doc) => doc.get('subscriptionId')));
  const customers = strings(checkouts.map((doc) => doc.get('customer')));
  const byId = ids.length > 0 ? await Promise.all(ids.map((id) => collections.subscriptions().doc(id).get())) : [];
  const byCustomer: DocumentSnapshot[] = [];
  for (let at = 0; at < customers.length; at += IN_QUERY_MAX) {
    byCustomer.push(...(await collections.subscriptions().where('customer', 'in', customers.slice(at, at + IN_QUERY_MAX)).get()).docs);
  }
  const found = new Map([...byId, ...byCustomer].filter((doc) => doc.exists).map((doc) => [doc.id, doc]));
  return [...found.values()];
}

/** Every record that names the person, by kind (each kind's newest first). */
export async function findPerson(key: PersonKey): Promise<FoundPerson> {
  const queries = personQueries(key);
  const direct = Object.fromEntries(
    await Promise.all(PERSON_RECORD_KINDS.filter((kind) => kind !== 'subscriptions').map(async (kind) => [kind, queries[kind as DirectKind] ? (await queries[kind as DirectKind]!.get()).docs : []] as const)),
  ) as Record<Exclude<PersonRecordKind, 'subscriptions'>, DocumentSnapshot[]>;
  const docs: Record<PersonRecordKind, DocumentSnapshot[]> = { ...direct, subscriptions: await subscriptionsOf(direct.checkouts) };
  for (const kind of PERSON_RECORD_KINDS) {
    const field = DATE_FIELD[kind];
    docs[kind].sort((a, b) => ((b.get(field) as Timestamp | undefined)?.toMillis() ?? 0) - ((a.get(field) as Timestamp | undefined)?.toMillis() ?? 0));
  }
  const all = PERSON_RECORD_KINDS.flatMap((kind) => docs[kind]);
  return {
    docs,
    emails: strings([...all.map((doc) => doc.get('email')), 'email' in key ? key.email : undefined]),
    phones: strings([...all.map((doc) => doc.get('phone')), ...docs.leads.flatMap((doc) => ((doc.get('history') as { phone?: string }[] | undefined) ?? []).map((entry) => entry.phone))]),
    stripeCustomers: strings([...docs.checkouts.map((doc) => doc.get('customer')), ...docs.subscriptions.map((doc) => doc.get('customer')), ...docs.customerEvents.map((doc) => doc.get('customerId'))]),
  };
}

/** Whether this email asked for no marketing, and since when. */
async function objectionOf(email: string): Promise<{ since: string } | null> {
  const objection = (await collections.marketingObjections().doc(personHash(email)).get()).data();
  return objection ? { since: objection.since.toDate().toISOString() } : null;
}

/** What is stored about the person, in the export's documented shape (docs/privacy.md). */
export async function personData(key: PersonKey, now = Date.now()): Promise<{ data: PersonData; found: FoundPerson }> {
  const found = await findPerson(key);
  const records = Object.fromEntries(PERSON_RECORD_KINDS.map((kind) => [kind, found.docs[kind].map((doc) => recordOf(kind, doc))])) as PersonData['records'];
  const data: PersonData = {
    format: 'blast-crm.person/1',
    query: key,
    emails: found.emails,
    phones: found.phones,
    noMarketing: 'email' in key ? await objectionOf(key.email) : null,
    records,
    stripeCustomers: found.stripeCustomers,
    notes: [PAGE_VIEWS_NOTE, STRIPE_NOTE],
    generatedAt: new Date(now).toISOString(),
  };
  return { data, found };
}

/** How many records of each kind were found. */
export const countsOf = (found: FoundPerson): Record<PersonRecordKind, number> =>
  Object.fromEntries(PERSON_RECORD_KINDS.map((kind) => [kind, found.docs[kind].length])) as Record<PersonRecordKind, number>;
