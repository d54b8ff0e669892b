/**
 * Correcting, erasing and objecting for one person, by email (docs/privacy.md). Each kind of
 * record is changed in one transaction of its own, which reads the kind's records again; the CRM
 * hears of a correction once (`person.updated`) and of an erasure once (`person.erased`, with the
 * email so that it can erase too), as customer events on the customer hook's queue.
 */
import { PERSON_RECORD_KINDS, type CorrectAnswer, type EraseAnswer, type ObjectAnswer, type PersonRecordKind, type SiteActor } from '@blast/catalog';
import { collections } from '../../store/collections';
import { FieldPath, FieldValue, Timestamp, db, type DocumentSnapshot, type Query, type Transaction } from '../../store/db';
import type { CustomerEventDocument, LeadHistoryEntry } from '../../store/documents';
import { sha256 } from '../analytics/visitor';
import { DomainError } from '../errors';
import { firstForward } from '../money/events/customer-news';
import { objectionRef } from './marketing-objections';
import { countsOf, findPerson, personQueries, type DirectKind, type FoundPerson } from './person-records';
import { logErasure, logRequest } from './privacy-log';

class NobodyFoundError extends DomainError {
  readonly refusal = 'not-found';

  constructor() {
    super('No record names this email', 'email');
  }
}

/** What each kind keeps of a person, and so what correcting and erasing change. */
const PERSONAL_FIELDS: Record<DirectKind, readonly string[]> = {
  leads: ['name', 'email', 'phone'],
  conversions: ['name', 'email'],
  checkouts: ['name', 'email', 'phone'],
  abandonedCheckouts: ['name', 'email', 'phone', 'recoveryUrl'],
  customerEvents: ['name', 'email', 'phone', 'recoveryUrl'],
};

/**
 * How many records one transaction changes: Firestore commits at most 500 writes, and erasing a
 * lead is two (the lead and its double-submit guard).
 */
const RECORDS_PER_TRANSACTION = 200;

/**
 * Runs `change` over each kind's records, read again in transactions of their own, at most
 * RECORDS_PER_TRANSACTION records each (in document id order, each chunk after the last one's);
 * answers how many each kind changed.
 */
async function perKind(email: string, change: (kind: DirectKind, tx: Transaction, docs: DocumentSnapshot[]) => number): Promise<Partial<Record<PersonRecordKind, number>>> {
  const queries = personQueries({ email });
  const counts: Partial<Record<PersonRecordKind, number>> = {};
  for (const [kind, query] of Object.entries(queries) as [DirectKind, Query][]) {
    let changed = 0;
    for (let after: string | undefined, more = true; more; ) {
      const chunk = query.orderBy(FieldPath.documentId()).limit(RECORDS_PER_TRANSACTION);
      const docs = await db().runTransaction(async (tx) => {
        const read = (await tx.get(after === undefined ? chunk : chunk.startAfter(after))).docs;
        change(kind, tx, read);
        return read;
      });
      changed += docs.length;
      more = docs.length === RECORDS_PER_TRANSACTION;
      after = docs.at(-1)?.id;
    }
    counts[kind] = changed;
  }
  return counts;
}

/**
 * Deletes the person's founders-hold index (`buyer_` and the email's hash under each daily salt
 * still kept, hold-claims.ts): it holds only hold ids, but while its salt is kept the key can be
 * linked back to the email. Keys under deleted salts link to no one. Answers how many it deleted.
 */
async function forgetHoldIndexes(email: string): Promise<number> {
  // The key as emailKey (analytics/visitor.ts) makes it, from each salt as stored: reading, never making, a salt.
  const salts = (await collections.visitorSalts().get()).docs.map((doc) => doc.data().salt);
  const refs = salts.map((salt) => collections.seatHoldIndex().doc(`buyer_${sha256(salt, 'email', email.trim().toLowerCase())}`));
  if (refs.length === 0) return 0;
  return db().runTransaction(async (tx) => {
    const existing = (await tx.getAll(...refs)).filter((doc) => doc.exists);
    for (const doc of existing) tx.delete(doc.ref);
    return existing.length;
  });
}

/** A customer event about the person (not about a Stripe event), for the customer hook. */
function personEvent(kind: 'person.updated' | 'person.erased', person: { email: string; name?: string; phone?: string }, at: number): CustomerEventDocument {
  return {
    kind,
    test: false,
    email: person.email,
    ...(person.name && { name: person.name }),
    ...(person.phone && { phone: person.phone }),
    plan: 'none',
    amountCents: 0,
    nextDate: null,
    campaign: {},
    createdAt: Timestamp.fromMillis(at),
    forward: firstForward(),
  };
}

/** A person event's id: `person_` and a Firestore id (no Stripe event tells it). */
const personEventRef = () => collections.customerEvents().doc(`person_${collections.customerEvents().doc().id}`);

/** Which stored fields a correction writes: a name, a phone (an empty one removes it). */
function correctionOf(name: string | undefined, phone: string | undefined, fields: readonly string[]): Record<string, unknown> {
  return {
    ...(name !== undefined && fields.includes('name') && { name }),
    ...(phone !== undefined && fields.includes('phone') && { phone: phone === '' ? FieldValue.delete() : phone }),
  };
}

/**
 * Corrects the name and/or phone in every record of the email, kind by kind, and tells the CRM once.
 * A lead's earlier submissions (its history) are corrected too.
 */
export async function correctPerson(email: string, correction: { name?: string; phone?: string }, by: SiteActor, now = Date.now()): Promise<CorrectAnswer> {
  const found = await findPerson({ email });
  if (Object.values(countsOf(found)).every((count) => count === 0)) throw new NobodyFoundError();
  const { name, phone } = correction;
  const changed = await perKind(email, (kind, tx, docs) => {
    for (const doc of docs) {
      const update = correctionOf(name, phone, PERSONAL_FIELDS[kind]);
      if (kind === 'leads' && Array.isArray(doc.get('history'))) {
        update.history = (doc.get('history') as LeadHistoryEntry[]).map(({ phone: earlier, ...entry }) => ({
          ...entry,
          ...(name !== undefined && { name }),
          ...(phone === undefined ? earlier !== undefined && { phone: earlier } : phone !== '' && { phone }),
        }));
      }
      tx.update(doc.ref, update);
    }
    return docs.length;
  });
  const current = { email, name: name ?? (found.docs.leads[0]?.get('name') as string | undefined), phone: phone === undefined ? found.phones[0] : phone || undefined };
  await personEventRef().create(personEvent('person.updated', current, now));
  await logRequest({ action: 'correct', by, key: { email }, person: found, outcome: { changed, fields: [...(name !== undefined ? ['name'] : []), ...(phone !== undefined ? ['phone'] : [])] }, at: now });
  return { ok: true, changed };
}

/**
 * Erases the person: their leads (with their delivery history and double-submit guards) are
 * deleted; every other record loses its name, email and phone (payments keep their amounts, dates,
 * plan and Stripe ids, as the books must). The CRM hears it once, with the email; the log keeps
 * only the email's hash, and names Stripe's customers for the owner to erase in Stripe's dashboard.
 */
export async function erasePerson(email: string, by: SiteActor, now = Date.now()): Promise<EraseAnswer> {
  const found: FoundPerson = await findPerson({ email });
  const counts = countsOf(found);
  if (Object.values(counts).every((count) => count === 0)) throw new NobodyFoundError();
  const erased = await perKind(email, (kind, tx, docs) => {
    for (const doc of docs) {
      if (kind === 'leads') {
        tx.delete(doc.ref);
        tx.delete(collections.leadDedup().doc(sha256(email, doc.get('intent') as string)));
      } else {
        tx.update(doc.ref, Object.fromEntries(PERSONAL_FIELDS[kind].map((field) => [field, FieldValue.delete()])));
      }
    }
    return docs.length;
  });
  erased.subscriptions = 0;
  const holdIndexes = await forgetHoldIndexes(email);
  const { stripeCustomers } = found;
  const requestId = await db().runTransaction(async (tx) => {
    const id = await logErasure(tx, { action: 'erase', by, key: { email }, person: found, outcome: { erased, holdIndexes, stripeCustomers, stripeNote: 'Erase these customers in Stripe\'s dashboard: the site does not delete them at Stripe.' }, at: now });
    tx.create(personEventRef(), personEvent('person.erased', { email }, now));
    return id;
  });
  return { ok: true, erased: Object.fromEntries(PERSON_RECORD_KINDS.map((kind) => [kind, erased[kind] ?? 0])), stripeCustomers, requestId };
}

/** Marks (or lifts) the email's "no marketing", from now on. */
export async function objectToMarketing(email: string, noMarketing: boolean, by: SiteActor, now = Date.now()): Promise<ObjectAnswer> {
  const ref = objectionRef(email);
  const since = Timestamp.fromMillis(now);
  const kept = await db().runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (!noMarketing) {
      if (existing) tx.delete(ref);
      return null;
    }
    if (existing) return existing.since;
    tx.create(ref, { since, by });
    return since;
  });
  const found = await findPerson({ email });
  await logRequest({ action: 'no-marketing', by, key: { email }, person: found, outcome: { noMarketing }, at: now });
  return { ok: true, noMarketing: kept ? { since: kept.toDate().toISOString() } : null };
}
