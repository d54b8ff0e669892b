import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ADMIN_APP_OPTIONS } from '../config';

const DEFAULT_APP = '[DEFAULT]';

let firestore: Firestore | undefined;

/** The one Firestore handle of this instance (the Admin SDK: the rules do not apply to it). */
export function db(): Firestore {
  if (!firestore) {
    // The emulator's trigger runtime may hold apps of its own: look for the default one.
    if (!getApps().some((app) => app.name === DEFAULT_APP)) initializeApp(ADMIN_APP_OPTIONS);
    firestore = getFirestore();
  }
  return firestore;
}

/** The gRPC codes a lost race answers with (a create that found the document, a failed condition). */
export const FIRESTORE_CODES = { notFound: 5, alreadyExists: 6, failedPrecondition: 9 } as const;

/** True when a write lost a race: the document was created, or changed, by someone else first. */
export function lostRace(err: unknown): boolean {
  const code = (err as { code?: number }).code;
  return code === FIRESTORE_CODES.alreadyExists || code === FIRESTORE_CODES.failedPrecondition;
}

/** What the documents hold and how writes are grouped, for the domain to use without importing Firestore. */
export { FieldPath, FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Query, type QueryDocumentSnapshot, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
