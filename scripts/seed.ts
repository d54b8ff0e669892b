/**
 * Idempotent local seed, against the emulators: the founders seat counter when absent, and the
 * local admin user with the `admin: true` claim.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, FOUNDERS_SEATS_TOTAL } from '@blast/catalog';
import { HOST, OFFLINE_ENV, PORTS, PROJECT_ID } from './local-stack';

const DEFAULT_ADMIN = { email: 'admin@example.com', password: 'local-admin-password' };

export function adminCredentials(env: NodeJS.ProcessEnv = process.env) {
  return {
    email: env.ADMIN_EMAIL || DEFAULT_ADMIN.email,
    password: env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  };
}

/** The Admin SDK, pointed at the local emulators only. */
export function emulatorAdminApp() {
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  Object.assign(process.env, OFFLINE_ENV); // no metadata-server probe for credentials the emulators do not need
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export async function seed(admin = adminCredentials()): Promise<void> {
  const app = emulatorAdminApp();
  const counter = getFirestore(app).collection('counters').doc('founders');
  try {
    await counter.create({ seatsLeft: FOUNDERS_SEATS_TOTAL });
  } catch (err) {
    if ((err as { code?: number }).code !== 6) throw err; // 6 = ALREADY_EXISTS: keep the count
  }

  const auth = getAuth(app);
  const user = await auth.getUserByEmail(admin.email).catch((err) => {
    if (err?.code === 'auth/user-not-found') return undefined;
    throw err;
  });
  const { uid, customClaims } = user
    ? await auth.updateUser(user.uid, { password: admin.password })
    : await auth.createUser({ email: admin.email, password: admin.password, emailVerified: true });
  if (customClaims?.admin !== true) {
    await auth.setCustomUserClaims(uid, { ...customClaims, admin: true });
  }
}

/**
 * Leads left pending by the last run are queued again. Production needs no such step (Cloud
 * Tasks keeps its queue), but the Cloud Tasks emulator keeps its tasks in memory: a restart of
 * `npm start` loses them. A new delivery round makes the queue trigger enqueue each lead under
 * a new task id. Answers how many.
 */
export async function requeuePendingLeads(): Promise<number> {
  const db = getFirestore(emulatorAdminApp());
  const pending = await db.collection(COLLECTIONS.leads).where('forward.status', '==', 'pending').limit(500).get();
  await Promise.all(pending.docs.map((doc) => doc.ref.update({ 'forward.round': FieldValue.increment(1), 'forward.leaseUntil': FieldValue.delete() })));
  return pending.size;
}
