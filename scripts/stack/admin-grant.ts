/**
 * `npm run admin:grant -- EMAIL`: gives the user with that email the custom claim `admin: true`
 * (the operator area's key). Against the local Auth emulator by default; against a real project
 * when ADMIN_GRANT_PROJECT names it (credentials from GOOGLE_APPLICATION_CREDENTIALS). The user
 * signs in again (or refreshes their token) for the claim to show.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { HOST, OFFLINE_ENV, PORTS, PROJECT_ID } from './local-stack';

const email = process.argv[2];
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}

const project = process.env.ADMIN_GRANT_PROJECT;
if (!project) Object.assign(process.env, { FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}` }, OFFLINE_ENV);
const app = getApps()[0] ?? initializeApp({ projectId: project ?? PROJECT_ID });
const auth = getAuth(app);

try {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  console.log(`${email} is now an admin of ${project ?? `${PROJECT_ID} (the local Auth emulator)`}. Sign in again to use it.`);
} catch (err) {
  const code = (err as { code?: string }).code;
  console.error(code === 'auth/user-not-found' ? `No user ${email}: create the account first.` : `Could not grant: ${(err as Error).message}`);
  process.exit(1);
}
