/**
 * After `vite build` (client) and `vite build --ssr` (server entry): the pages, from the fresh
 * build (scripts/site/prerender-site.ts). Content: the published version in Firestore when the build
 * is told where (SITE_CONTENT_FROM_FIRESTORE=1, the production build of cloudbuild.yaml);
 * otherwise none, which a local run's publisher renders in once the emulators are up
 * (scripts/site/site-builder.ts).
 */
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_MANIFEST, DIST, prerenderSite } from './prerender-site';
import { publishedContent, publishedImageBytes } from './published-content';
import { ROOT } from '../stack/local-stack';

// This build's web/index.html, kept beside its server entry before the home page takes its name.
copyFileSync(join(DIST, 'index.html'), join(ROOT, 'web', 'dist-ssr', 'template.html'));
// The client build's manifest lists every source page: it moves beside them, out of what Hosting serves.
renameSync(join(DIST, '.vite', 'manifest.json'), CLIENT_MANIFEST);
rmSync(join(DIST, '.vite'), { recursive: true, force: true });
const content = process.env.SITE_CONTENT_FROM_FIRESTORE === '1' ? await publishedContent() : undefined;
const { routes, indexable } = await prerenderSite(content?.content, publishedImageBytes);
console.log(`prerendered ${routes.length} routes and 404.html${content ? ` with published version ${content.number}` : ''}; sitemap.xml lists ${indexable}`);
