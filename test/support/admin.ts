/** The operator's calls for the emulator suites: an ID token of the seeded admin, and requests carrying it. */
import { HOST, PORTS } from '../../scripts/local-stack';
import { adminCredentials } from '../../scripts/seed';
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

let token: Promise<string> | undefined;

/** A request as the seeded admin. */
export async function asAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  const { email, password } = adminCredentials();
  token ??= idToken(email, password);
  return api(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${await token}` } });
}
