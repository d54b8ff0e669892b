/**
 * Firebase Auth for the operator area: one instance (on the emulator for local runs) and the ID
 * token its API calls carry. Imported only by the operator area's chunks: reactfire's auth hooks
 * are not used, so Auth never ships with the public pages' seat listener.
 */
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '../config/env';
import { firebaseApp } from './firebase';

let auth: Auth | undefined;

export function operatorAuth(): Auth {
  if (!auth) {
    // Email and password only: no popup or redirect resolver, so no Google iframe or script is
    // loaded, and the session persists in IndexedDB (localStorage where that is missing).
    auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (usesEmulators()) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  }
  return auth;
}

/** The signed-in operator's ID token, for `Authorization: Bearer` on /api/admin/**. */
export async function bearer(): Promise<Record<string, string>> {
  const user = operatorAuth().currentUser;
  if (!user) throw new Error('401: Sign in again');
  return { authorization: `Bearer ${await user.getIdToken()}` };
}
