/**
 * After `vite build` (client) and `vite build --ssr` (server entry): writes one HTML file per
 * route into web/dist, holding its head, critical CSS and visible content; 404.html for
 * everything else; sitemap.xml and robots.txt. Hosting serves /pricing from pricing.html. Every
 * page carries the nav's speculation rules inline (web/src/app/nav-prerender.ts; the CSP allows
 * that one block by its hash).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SPECULATION_RULES_TEXT } from '../web/src/app/nav-prerender';
import { ROOT } from './local-stack';

const DIST = join(ROOT, 'web', 'dist');
const SSR_ENTRY = join(ROOT, 'web', 'dist-ssr', 'entry-server.js');

// The server bundle leaves its dependencies (React, MUI, emotion) to Node, which runs their
// development builds unless told otherwise: emotion would then label every class
// (css-4dcskq-MuiPaper-root-MuiAppBar-root) where the production client computes css-1x7s5i5,
// and hydration would find none of the prerendered styles and insert every rule again.
process.env.NODE_ENV = 'production';

type ServerEntry = typeof import('../web/src/entry-server');
const { render, pageSourceFor, ROUTE_HEADS, NOT_FOUND_HEAD, SITE_URL }: ServerEntry = await import(pathToFileURL(SSR_ENTRY).href);

const template = readFileSync(join(DIST, 'index.html'), 'utf8');
if (!['<!--app-head-->', '<!--app-html-->', '<!--app-chunks-->'].every((marker) => template.includes(marker))) {
  throw new Error('web/index.html lost its <!--app-head-->, <!--app-html--> or <!--app-chunks--> marker');
}

// The client build's chunks (dist/.vite/manifest.json), by key: src/main.tsx is the app's entry,
// src/pages/*.tsx the pages, _name-hash.js the chunks they share.
interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The chunk files `key` needs, each after the chunks it imports (the order they evaluate in). */
function chunkFiles(key: string, files: string[] = []): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the client build has no chunk for ${key}`);
  if (files.includes(`/${chunk.file}`)) return files;
  for (const imported of chunk.imports ?? []) chunkFiles(imported, files);
  files.push(`/${chunk.file}`);
  return files;
}

const APP_ENTRY = 'src/main.tsx';
const appFiles = chunkFiles(APP_ENTRY);

/**
 * What web/src/boot.ts loads once the page has painted: `evaluate`, the app's chunks, which it
 * runs one at a time in this order (each after the ones it imports) so that no one task runs
 * them all; `preload`, the other chunks of the page the URL renders. All are fetched at once.
 * A meta tag: inert, and no script (the CSP lets none run inline).
 */
function appChunks(url: string): string {
  const pageSource = pageSourceFor(url);
  const pageFiles = pageSource ? chunkFiles(pageSource).filter((file) => !appFiles.includes(file)) : [];
  const json = JSON.stringify({ evaluate: appFiles, preload: pageFiles });
  return `<meta name="app-chunks" content='${json.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;')}'>`;
}

/** The nav's speculation rules (nothing is prerendered until boot.ts marks the nav's links). */
const SPECULATION_RULES_SCRIPT = `<script type="speculationrules">${SPECULATION_RULES_TEXT}</script>`;

async function page(url: string): Promise<string> {
  const { html, styles, head } = await render(url);
  return template
    .replace('<!--app-head-->', `${head}\n    ${styles}`)
    .replace('<!--app-chunks-->', `${appChunks(url)}\n    ${SPECULATION_RULES_SCRIPT}`)
    .replace('<!--app-html-->', html);
}

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const written: string[] = [];
for (const { path, aliases = [] } of ROUTE_HEADS) {
  for (const url of [path, ...aliases]) {
    const file = join(DIST, fileFor(url));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await page(url));
    written.push(url);
  }
}
writeFileSync(join(DIST, '404.html'), await page(NOT_FOUND_HEAD.path));

const indexable = ROUTE_HEADS.filter(({ head }) => !head.noindex);
writeFileSync(
  join(DIST, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    indexable.map(({ path }) => `  <url><loc>${SITE_URL}${path}</loc></url>\n`).join('') +
    `</urlset>\n`,
);
writeFileSync(
  join(DIST, 'robots.txt'),
  ['User-agent: *', 'Disallow: /admin', 'Disallow: /test-purchases', 'Disallow: /api/', '', `Sitemap: ${SITE_URL}/sitemap.xml`, ''].join('\n'),
);
rmSync(join(ROOT, 'web', 'dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${written.length} routes and 404.html; sitemap.xml lists ${indexable.length}`);
