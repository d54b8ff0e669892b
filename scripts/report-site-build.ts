/**
 * `tsx scripts/report-site-build.ts <building|done|failed> [detail]`: the production build
 * (cloudbuild.yaml) tells /admin/site where the rebuild of a publish stands, in siteContent/build,
 * as the local site builder does (scripts/site-builder.ts). SITE_VERSION names the version the
 * build renders (the webhook's body): a later publish's record stays as it is.
 */
import { COLLECTIONS } from '@blast/catalog';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { readerApp } from './published-content';

const [status, ...words] = process.argv.slice(2);
if (status !== 'building' && status !== 'done' && status !== 'failed') {
  console.error('usage: tsx scripts/report-site-build.ts <building|done|failed> [detail]');
  process.exit(2);
}
const version = process.env.SITE_VERSION ?? '';
const ref = getFirestore(readerApp()).collection(COLLECTIONS.siteContent).doc('build');
await ref.firestore.runTransaction(async (tx) => {
  if (version && (await tx.get(ref)).get('version') !== version) return;
  tx.update(ref, { status, detail: words.join(' ') || null, finishedAt: status === 'building' ? null : FieldValue.serverTimestamp() });
});
console.log(`site build ${version || '(any version)'}: ${status}`);
