/**
 * The log of privacy requests (docs/privacy.md, "The request log"): who handled which request
 * about whom, when, and what was done. An erasure clears the subject (email, phone) of every
 * earlier entry about the person and writes its own with only the hash of the email.
 */
import type { PrivacyAction, PrivacyRequestRow, PrivacyRequestsPage, SiteActor } from '@blast/catalog';
import { collections } from '../../store/collections';
import { FieldValue, Timestamp, type Transaction } from '../../store/db';
import type { PrivacyRequestDocument } from '../../store/documents';
import { jsonOf, personHash, type PersonKey } from './person-records';

/** Firestore's most values in one `array-contains-any` filter. */
const ANY_MAX = 30;

export interface LogEntry {
  action: PrivacyAction;
  by: SiteActor;
  key: PersonKey;
  /** Every email and phone of the person: an erasure of them finds this entry by their hashes. */
  person: { emails: string[]; phones: string[] };
  outcome: Record<string, unknown>;
  at: number;
  /** An erasure keeps no subject: only its hash. */
  withoutSubject?: boolean;
}

function documentOf({ action, by, key, person, outcome, at, withoutSubject }: LogEntry): PrivacyRequestDocument {
  const subjectValue = 'email' in key ? key.email : key.phone;
  const hashes = [...new Set([subjectValue, ...person.emails, ...person.phones].map(personHash))];
  return {
    action,
    at: Timestamp.fromMillis(at),
    by,
    ...(!withoutSubject && { subject: key }),
    subjectHash: personHash(subjectValue),
    personHashes: withoutSubject ? [personHash(subjectValue)] : hashes,
    outcome,
  };
}

/** Writes an entry, and answers its id. */
export async function logRequest(entry: LogEntry): Promise<string> {
  const ref = collections.privacyRequests().doc();
  await ref.create(documentOf(entry));
  return ref.id;
}

/** In an erasure's transaction: clears the subject of the earlier entries about the person (reads first), then writes the erasure's own. */
export async function logErasure(tx: Transaction, entry: LogEntry): Promise<string> {
  const hashes = [...new Set([...entry.person.emails, ...entry.person.phones].map(personHash))];
  const earlier = [];
  for (let at = 0; at < hashes.length; at += ANY_MAX) {
    earlier.push(...(await tx.get(collections.privacyRequests().where('personHashes', 'array-contains-any', hashes.slice(at, at + ANY_MAX)))).docs);
  }
  for (const doc of earlier) tx.update(doc.ref, { subject: FieldValue.delete(), personHashes: [doc.data().subjectHash] });
  const ref = collections.privacyRequests().doc();
  tx.create(ref, documentOf({ ...entry, withoutSubject: true }));
  return ref.id;
}

/** The newest requests first. */
export async function listRequests(limit: number): Promise<PrivacyRequestsPage> {
  const page = await collections.privacyRequests().orderBy('at', 'desc').limit(limit).get();
  const requests: PrivacyRequestRow[] = page.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      action: data.action,
      at: data.at.toDate().toISOString(),
      by: data.by.email ?? data.by.uid,
      subject: data.subject ?? null,
      subjectHash: data.subjectHash,
      outcome: jsonOf(data.outcome) as Record<string, unknown>,
    };
  });
  return { requests };
}
