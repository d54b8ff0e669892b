/**
 * Renders the pages again with the published site content (scripts/site/prerender-site.ts) into
 * web/dist, which the Hosting emulator serves: what a publish runs locally (scripts/site/site-builder.ts).
 * A process of its own, so that the production React it renders with stays out of the caller.
 * `--filled` renders FILLED_SITE_CONTENT instead, with the owner's promo running (every slot
 * filled; the benches with BENCH_SITE_CONTENT=filled), until the next rebuild.
 */
import { prerenderSite } from './prerender-site';
import { publishedContent, publishedImageBytes } from './published-content';
import { FILLED_SITE_CONTENT, sampleImageBytes } from './site-content-samples';

const filled = process.argv.includes('--filled');
const published = filled ? undefined : await publishedContent();
const { routes } = await prerenderSite(filled ? { ...FILLED_SITE_CONTENT, promo: {} } : published?.content, filled ? sampleImageBytes : publishedImageBytes);
const what = filled ? 'every slot filled (scripts/site/site-content-samples.ts) and the promo running' : published ? `published version ${published.number}` : 'no published content';
console.log(`re-rendered ${routes.length} routes with ${what}`);
