/** The operator's calls for the emulator suites: Auth emulator users and their ID tokens, and requests as the seeded admin. */
import { HOST, PORTS } from './local-stack';
import { getAuth } from 'firebase-admin/auth';
import { adminCredentials, emulatorAdminApp } from './seed';
import { api } from './stack';

/** A Firebase ID token from the Auth emulator (a kept-alive connection it closed is tried once more). */
export async function idToken(email: string, password: string): Promise<string> {
  const signIn = () =>
    fetch(`http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
  const res = await signIn().catch(signIn);
  const answer = await res.json();
  if (!answer.idToken) throw new Error(`no token for ${email}: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

/** The Auth emulator's user with this email, made with this password if there is none yet. */
export async function ensureUser(email: string, password: string) {
  const auth = getAuth(emulatorAdminApp());
  const existing = await auth.getUserByEmail(email).catch(() => undefined);
  return existing ?? auth.createUser({ email, password });
}

let token: Promise<string> | undefined;

/** A request as the seeded admin. */
export async function asAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  const { email, password } = adminCredentials();
  token ??= idToken(email, password);
  return api(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${await token}` } });
}
