/** What the emulator and browser suites share: addresses and direct access to emulator data. */
import { getFirestore } from 'firebase-admin/firestore';
import { SITE_URL } from '../../scripts/local-stack';
import { emulatorAdminApp } from '../../scripts/seed';

export { SITE_URL };

export function adminDb() {
  return getFirestore(emulatorAdminApp());
}

export function foundersCounter() {
  return adminDb().collection('counters').doc('founders');
}

export async function setSeatsLeft(seatsLeft: number): Promise<void> {
  await foundersCounter().set({ seatsLeft });
}

/** Every document of every collection, for "nothing was written" checks. */
export async function snapshotAll(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const collection of await adminDb().listCollections()) {
    for (const doc of (await collection.get()).docs) all[doc.ref.path] = doc.data();
  }
  return all;
}

export function api(path: string, init?: RequestInit): Promise<Response> {
  return fetch(SITE_URL + path, init);
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
