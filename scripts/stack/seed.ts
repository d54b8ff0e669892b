/**
 * Idempotent local seed, against the emulators: the founders seat counter when absent, and the
 * local admin user with the `admin: true` claim.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
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
 * a new task id, and the lease of a try that died with the last run is dropped. Every pending
 * lead, `pageSize` at a time (one batch each). Answers how many.
 */
export async function requeuePendingLeads(pageSize = 500, collection: string = COLLECTIONS.leads): Promise<number> {
  const db = getFirestore(emulatorAdminApp());
  const pending = db.collection(collection).where('forward.status', '==', 'pending').orderBy(FieldPath.documentId()).limit(pageSize);
  let requeued = 0;
  for (let page = await pending.get(); !page.empty; page = await pending.startAfter(page.docs[page.size - 1]).get()) {
    const batch = db.batch();
    for (const doc of page.docs) {
      batch.update(doc.ref, { 'forward.round': FieldValue.increment(1), 'forward.roundStartedAt': Timestamp.now(), 'forward.nextAttemptAt': FieldValue.delete(), 'forward.leaseUntil': FieldValue.delete() });
    }
    await batch.commit();
    requeued += page.size;
  }
  return requeued;
}

/** The same for the customer events, which the same queue machinery delivers. */
export const requeuePendingCustomerEvents = (pageSize = 500): Promise<number> => requeuePendingLeads(pageSize, COLLECTIONS.customerEvents);
