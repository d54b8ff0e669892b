/**
 * Firebase Auth for the operator area: one instance (on the emulator for local runs) and the
 * session hook the sign-in gate reads. Imported only by the operator area's chunk: reactfire's
 * auth hooks are not used, so Auth never ships with the public pages' seat listener.
 */
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, onIdTokenChanged, type Auth } from 'firebase/auth';
import { useEffect, useState } from 'react';
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

export type OperatorSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; uid: string; email: string; admin: boolean }
  | { status: 'error'; message: string };

/** Who is signed in, and whether their ID token carries the custom claim `admin: true`. */
export function useOperatorSession(): OperatorSession {
  const [session, setSession] = useState<OperatorSession>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(operatorAuth(), async (user) => {
        if (!user) return setSession({ status: 'signed-out' });
        try {
          const token = await user.getIdTokenResult();
          // A sign-out or another account while the token was read: that later call decides.
          if (operatorAuth().currentUser?.uid !== user.uid) return;
          setSession({ status: 'signed-in', uid: user.uid, email: user.email ?? '', admin: token.claims.admin === true });
        } catch (err) {
          if (operatorAuth().currentUser?.uid !== user.uid) return;
          setSession({ status: 'error', message: err instanceof Error ? err.message : String(err) });
        }
      }),
    [],
  );
  return session;
}
