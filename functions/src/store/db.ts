import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let firestore: Firestore | undefined;

/** The one Firestore handle of this instance (the Admin SDK: the rules do not apply to it). */
export function db(): Firestore {
  if (!firestore) {
    if (getApps().length === 0) initializeApp();
    firestore = getFirestore();
  }
  return firestore;
}

/** Collection and document names: written once, used everywhere. */
export const COLLECTIONS = {
  counters: 'counters',
} as const;

export const FOUNDERS_COUNTER_ID = 'founders';

export function foundersCounterRef() {
  return db().collection(COLLECTIONS.counters).doc(FOUNDERS_COUNTER_ID);
}
