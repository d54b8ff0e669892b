/** Firebase Auth for the operator area: one instance, on the emulator for local runs. */
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '../config/env';
import { firebaseApp } from './firebase';

let auth: Auth | undefined;

export function operatorAuth(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
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
