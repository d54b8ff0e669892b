/**
 * Renders the pages again with the published site content (scripts/prerender-site.ts) into
 * web/dist, which the Hosting emulator serves: what a publish runs locally (scripts/site-builder.ts).
 * A process of its own, so that the production React it renders with stays out of the caller.
 */
import { prerenderSite } from './prerender-site';
import { publishedContent } from './published-content';

const published = await publishedContent();
const { routes } = await prerenderSite(published?.content);
console.log(`re-rendered ${routes.length} routes with ${published ? `published version ${published.number}` : 'no published content'}`);
