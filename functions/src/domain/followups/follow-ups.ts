/**
 * The operator's "Contacted" marks (collection followUps, keyed by the row of Today they handled):
 * made once per row in a transaction, with who (the operator's email) and when (the server's
 * time); and a person's history of marks, asked by their email.
 */
import { parseTodayKey, type FollowUp, type TodayKind } from '@blast/catalog';
import { collections } from '../../store/collections';
import { FieldValue, db, type DocumentReference, type DocumentSnapshot } from '../../store/db';
import type { FollowUpDocument } from '../../store/documents';
import { DomainError } from '../errors';
import { isoOf } from '../delivery/delivery-admin';

class RowNotFoundError extends DomainError {
  readonly refusal = 'not-found';

  constructor() {
    super('no row of Today has this key', 'key');
  }
}

class AlreadyContactedError extends DomainError {
  readonly refusal = 'conflict';

  constructor() {
    super('this row was already marked contacted', 'key');
  }
}

/** Who made a mark: the operator's uid and email. */
export interface FollowUpActor {
  uid: string;
  email: string | null;
}

const followUpOf = (doc: DocumentSnapshot<FollowUpDocument>): FollowUp => {
  const data = doc.data()!;
  return { key: data.key, kind: data.kind as TodayKind, note: data.note, by: data.by, at: isoOf(data.at) ?? new Date(0).toISOString() };
};

/** The person (email, lowercased) and name of the record a row is about, read in the mark's transaction; undefined if there is none. */
async function personOf(kind: TodayKind, id: string, read: <T>(ref: DocumentReference<T>) => Promise<DocumentSnapshot<T>>) {
  if (kind === 'new-lead') {
    const lead = (await read(collections.leads().doc(id))).data();
    return lead && { email: lead.email, name: lead.name };
  }
  if (kind === 'abandoned') {
    const checkout = (await read(collections.abandonedCheckouts().doc(id))).data();
    return checkout && { email: checkout.email ?? null, name: checkout.name ?? null };
  }
  const subscription = (await read(collections.subscriptions().doc(id))).data();
  if (!subscription) return undefined;
  const purchase = subscription.purchaseId ? (await read(collections.purchases().doc(subscription.purchaseId))).data() : undefined;
  return { email: purchase?.email ?? null, name: purchase?.name ?? null };
}

/** Marks a row of Today contacted, once: the record must exist, and a second mark of the row is a conflict. */
export async function markContactedOnce(key: string, note: string, by: FollowUpActor): Promise<FollowUp> {
  const row = parseTodayKey(key);
  if (!row) throw new RowNotFoundError();
  const ref = collections.followUps().doc(key);
  await db().runTransaction(async (transaction) => {
    const read = <T,>(docRef: DocumentReference<T>) => transaction.get(docRef);
    if ((await transaction.get(ref)).exists) throw new AlreadyContactedError();
    const person = await personOf(row.kind, row.id, read);
    if (!person) throw new RowNotFoundError();
    transaction.create(ref, {
      key,
      kind: row.kind,
      recordId: row.id,
      person: person.email ? person.email.toLowerCase() : null,
      note,
      by: by.email,
      byUid: by.uid,
      at: FieldValue.serverTimestamp() as unknown as FollowUpDocument['at'],
    });
  });
  return followUpOf(await ref.get());
}

/** Which of these row keys are handled (one read of them all). */
export async function handledKeys(keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const refs = keys.map((key) => collections.followUps().doc(key));
  const docs = await db().getAll(...refs);
  return new Set(docs.filter((doc) => doc.exists).map((doc) => doc.id));
}

/** Each email's marks, newest first (one query per 30 emails). */
export async function followUpsOf(emails: string[]): Promise<Map<string, FollowUp[]>> {
  const people = [...new Set(emails.map((email) => email.toLowerCase()))];
  const byPerson = new Map<string, FollowUp[]>();
  for (let start = 0; start < people.length; start += 30) {
    const part = people.slice(start, start + 30);
    const found = await collections.followUps().where('person', 'in', part).get();
    for (const doc of found.docs) {
      const person = doc.data().person!;
      byPerson.set(person, [...(byPerson.get(person) ?? []), followUpOf(doc)]);
    }
  }
  for (const marks of byPerson.values()) marks.sort((a, b) => b.at.localeCompare(a.at));
  return byPerson;
}
