/**
 * Writes the site's pages into web/dist from the build's server entry: one HTML file per route,
 * holding its head, critical CSS and visible content, with the owner's published content
 * (catalog/src/site-content.ts) in its slots and in a JSON file the app hydrates from;
 * 404.html for everything else; sitemap.xml and robots.txt. Hosting serves /pricing from
 * pricing.html. The build runs it once (scripts/site/prerender.ts); a publish runs it again with the
 * new content (scripts/site/site-builder.ts), from the template and server entry the build kept in
 * web/dist-ssr.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMPTY_SITE_CONTENT, OPERATOR_AREAS, appChunksTag, siteContentTag, SITE_CONTENT_URL_PREFIX, SITE_IMAGES_URL_PREFIX, announcementShows, imagesOf, promoRuns, isEmptyContent, siteImageFile, type SiteContent, type SiteImage } from '@blast/catalog';
import { ROOT } from '../stack/local-stack';

export const DIST = join(ROOT, 'web', 'dist');
const SSR_DIR = join(ROOT, 'web', 'dist-ssr');
const SSR_ENTRY = join(SSR_DIR, 'entry-server.js');
/** web/index.html as the client build wrote it, kept beside the server entry: dist/index.html becomes the home page. */
const TEMPLATE = join(SSR_DIR, 'template.html');
/** The client build's chunks, by source (Vite writes it to dist/.vite; scripts/site/prerender.ts moves it here, where Hosting serves nothing). */
export const CLIENT_MANIFEST = join(SSR_DIR, 'client-manifest.json');

// The server bundle leaves its dependencies (React, MUI, emotion) to Node, which runs their
// development builds unless told otherwise: emotion would then label every class
// (css-4dcskq-MuiPaper-root-MuiAppBar-root) where the production client computes css-1x7s5i5,
// and hydration would find none of the prerendered styles and insert every rule again.
process.env.NODE_ENV = 'production';

type ServerEntry = typeof import('../../web/src/entry-server');

// The client build's chunks (CLIENT_MANIFEST), by key: src/main.tsx is the app's entry,
// src/pages/*.tsx the pages, _name-hash.js the chunks they share.
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Puts into `dir` the files the pages about to be written name, each whole (Hosting may serve it
 * meanwhile); a file already there is kept, as each name stands for one content for good (a hash,
 * a stored image's name). Answers what removes every other file in `dir`, to be run once the
 * pages that named those are replaced: a page never names a file the site lacks.
 */
async function writeNamedFiles(dir: string, files: ReadonlyMap<string, () => Promise<Buffer | string> | Buffer | string>): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of files) {
    const file = join(dir, name);
    if (existsSync(file)) continue;
    writeFileSync(`${file}.tmp`, await bytes());
    renameSync(`${file}.tmp`, file);
  }
  return () => {
    for (const name of readdirSync(dir)) if (!files.has(name)) rmSync(join(dir, name), { force: true });
  };
}

const CONTENT_DIR = join(DIST, SITE_CONTENT_URL_PREFIX.replace(/^\/|\/$/g, ''));

/**
 * The published content as the app reads it before it hydrates (features/site-content/published.tsx):
 * one file, named by its hash and cached for good, which each page names in a meta tag; the page
 * holds the content once, as HTML (a data block in every page would hold it twice and push a
 * page past the first round trip). None for a fresh install. Answers the pages' tag, and what
 * removes the earlier files once no page names them.
 */
async function writeContentFile(content: SiteContent): Promise<{ tag: string; prune: () => void }> {
  const json = isEmptyContent(content) ? undefined : JSON.stringify(content);
  const file = json && `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  const prune = await writeNamedFiles(CONTENT_DIR, new Map(json && file ? [[file, () => json]] : []));
  return { tag: file ? siteContentTag(file) : '', prune };
}

/** Where the site's copies of the published images go (catalog's siteImageSrc names them). */
const IMAGES_DIR = join(DIST, SITE_IMAGES_URL_PREFIX.replace(/^\/|\/$/g, ''));

/** An image's bytes, from where the content's images are kept (Cloud Storage; the samples' own for FILLED_SITE_CONTENT). */
export type ImageBytes = (image: SiteImage) => Promise<Buffer> | Buffer;

/**
 * Copies into the site the images `content` shows, each under its stored name (the pages load them
 * from their own origin); answers what removes the ones no longer shown, once the pages name none.
 */
async function writeImages(content: SiteContent, imageBytes: ImageBytes | undefined): Promise<() => void> {
  const images = imagesOf(content);
  if (images.length > 0 && !imageBytes) throw new Error('the content shows images, and the build was given no way to read them');
  return writeNamedFiles(IMAGES_DIR, new Map(images.map((image) => [siteImageFile(image), () => imageBytes!(image)])));
}

/** Renders every page with `content` (its images read with `imageBytes`); answers how many routes were written. */
export async function prerenderSite(
  published: SiteContent = EMPTY_SITE_CONTENT,
  imageBytes?: ImageBytes,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ routes: string[]; indexable: number }> {
  if (!existsSync(TEMPLATE)) copyFileSync(join(DIST, 'index.html'), TEMPLATE);
  const template = readFileSync(TEMPLATE, 'utf8');
  if (!['<!--app-head-->', '<!--app-html-->', '<!--app-chunks-->'].every((marker) => template.includes(marker))) {
    throw new Error('web/index.html lost its <!--app-head-->, <!--app-html--> or <!--app-chunks--> marker');
  }
  // An announcement whose last day has passed by the build is left out (the app drops one that ends later).
  // A promo whose last day has passed is left out too: the checkout no longer sells it (promoRuns).
  const content: SiteContent = {
    ...published,
    announcement: announcementShows(published.announcement, today) ? published.announcement : null,
    promo: promoRuns(published.promo, today) ? published.promo : null,
  };
  const { render, pageSourceFor, ROUTE_HEADS, NOT_FOUND_HEAD, SITE_URL }: ServerEntry = await import(pathToFileURL(SSR_ENTRY).href);
  const manifest = JSON.parse(readFileSync(CLIENT_MANIFEST, 'utf8')) as Record<string, ManifestChunk>;

  /** The chunk files `key` needs, each after the chunks it imports (the order they evaluate in). */
  const chunkFiles = (key: string, files: string[] = []): string[] => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the client build has no chunk for ${key}`);
    if (files.includes(`/${chunk.file}`)) return files;
    for (const imported of chunk.imports ?? []) chunkFiles(imported, files);
    files.push(`/${chunk.file}`);
    return files;
  };
  const appFiles = chunkFiles('src/main.tsx');

  /** What the page's script loads once the page has painted (catalog's app-chunks.ts): the app's chunks, then the page's. */
  const appChunks = (url: string): string => {
    const pageSource = pageSourceFor(url);
    const pageFiles = pageSource ? chunkFiles(pageSource).filter((file) => !appFiles.includes(file)) : [];
    return appChunksTag({ evaluate: appFiles, preload: pageFiles });
  };

  // The images and the content file first, the stale ones gone last: a page never names a file the site lacks.
  const pruneImages = await writeImages(content, imageBytes);
  const { tag: block, prune: pruneContent } = await writeContentFile(content);
  const page = async (url: string): Promise<string> => {
    const { html, styles, head } = await render(url, content);
    return template
      .replace('<!--app-head-->', () => `${head}\n    ${styles}`)
      .replace('<!--app-chunks-->', () => (block ? `${appChunks(url)}\n    ${block}` : appChunks(url)))
      .replace('<!--app-html-->', () => html);
  };

  const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  // Whole or not at all: Hosting may serve the file while a publish renders it again.
  const write = (file: string, text: string) => {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };
  const routes: string[] = [];
  for (const { path, aliases = [] } of ROUTE_HEADS) {
    for (const url of [path, ...aliases]) {
      const file = join(DIST, fileFor(url));
      mkdirSync(dirname(file), { recursive: true });
      write(file, await page(url));
      routes.push(url);
    }
  }
  write(join(DIST, '404.html'), await page(NOT_FOUND_HEAD.path));

  const indexable = ROUTE_HEADS.filter(({ head }) => !head.noindex);
  write(
    join(DIST, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      indexable.map(({ path }) => `  <url><loc>${SITE_URL}${path}</loc></url>\n`).join('') +
      `</urlset>\n`,
  );
  write(
    join(DIST, 'robots.txt'),
    ['User-agent: *', ...OPERATOR_AREAS.map((path) => `Disallow: ${path}`), 'Disallow: /api/', '', `Sitemap: ${SITE_URL}/sitemap.xml`, ''].join('\n'),
  );
  pruneImages();
  pruneContent();
  return { routes, indexable: indexable.length };
}
