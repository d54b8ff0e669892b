/**
 * `tsx scripts/site/report-site-build.ts <building|done|failed> [detail]`: the production build
 * (cloudbuild.yaml) tells /admin/site where the rebuild of a publish stands, in siteContent/build,
 * as the local site builder does (scripts/site/site-builder.ts). SITE_VERSION names the version the
 * build renders (the webhook's body): a later publish's record stays as it is.
 */
import { readerApp } from './published-content';
import { markSiteBuild } from './site-builder';

const [status, ...words] = process.argv.slice(2);
if (status !== 'building' && status !== 'done' && status !== 'failed') {
  console.error('usage: tsx scripts/site/report-site-build.ts <building|done|failed> [detail]');
  process.exit(2);
}
const version = process.env.SITE_VERSION ?? '';
await markSiteBuild(readerApp(), version, status, words.join(' ') || null);
console.log(`site build ${version || '(any version)'}: ${status}`);
