/**
 * The published version of the owner's site content (siteContent/published names it; siteVersions
 * holds it), read with the Admin SDK: from the emulators in a local run, from the project's
 * Firestore in a production build (Application Default Credentials, GOOGLE_CLOUD_PROJECT).
 */
import { COLLECTIONS, type OperatorFacts, type SiteContent, type SiteImage } from '@blast/catalog';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { HOST, PORTS, STORAGE_BUCKET } from '../stack/local-stack';
import { emulatorAdminApp } from '../stack/seed';

export interface PublishedVersion {
  id: string;
  number: number;
  content: SiteContent;
}

const fromEmulators = () => Boolean(process.env.FIRESTORE_EMULATOR_HOST) || !process.env.GOOGLE_CLOUD_PROJECT;

/** The app that reads it: the emulators' when their host is set or no project is named, else the project's. */
export function readerApp() {
  if (fromEmulators()) return emulatorAdminApp();
  return getApps()[0] ?? initializeApp({ projectId: process.env.GOOGLE_CLOUD_PROJECT });
}

/**
 * The bytes of an image the content shows, from Cloud Storage: the Storage emulator's default
 * bucket in a local run; in a production build the project's default bucket, STORAGE_BUCKET
 * (docs/deploy.md: `<project>.firebasestorage.app`, or `<project>.appspot.com` for an older project).
 */
export async function publishedImageBytes(image: SiteImage): Promise<Buffer> {
  const local = fromEmulators();
  if (local) process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${HOST}:${PORTS.storage}`;
  const bucket = local ? STORAGE_BUCKET : (process.env.STORAGE_BUCKET || `${process.env.GOOGLE_CLOUD_PROJECT}.firebasestorage.app`);
  const [bytes] = await getStorage(readerApp()).bucket(bucket).file(image.path).download();
  return bytes;
}

/** The facts the build will render: the published version's number (null while none) and its facts (scripts/deploy/deploy-check.ts checks them). */
export async function publishedFacts(): Promise<{ number: number | null; facts: OperatorFacts }> {
  const published = await publishedContent();
  return { number: published?.number ?? null, facts: published?.content.facts ?? {} };
}

/** The published version, or undefined while nothing was ever published. */
export async function publishedContent(): Promise<PublishedVersion | undefined> {
  const db = getFirestore(readerApp());
  const pointer = await db.collection(COLLECTIONS.siteContent).doc('published').get();
  const id = pointer.get('version') as string | undefined;
  if (!id) return undefined;
  const version = await db.collection(COLLECTIONS.siteVersions).doc(id).get();
  if (!version.exists) throw new Error(`siteContent/published names version ${id}, which siteVersions lacks`);
  return { id, number: version.get('number') as number, content: version.get('content') as SiteContent };
}
