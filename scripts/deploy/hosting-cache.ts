/**
 * The published files' year of cache. firebase.json serves everything under /site-images/ and
 * /site-content/ `no-store`: Hosting's header rules match paths, not whether a file exists, so a
 * rule for the whole folder would cache a 404 there (a file not published yet, or one a revert
 * names again) for a year. A deploy serves a generated copy of firebase.json instead
 * (`firebase deploy --config firebase.deploy.json`: scripts/deploy/deploy.ts, cloudbuild.yaml), with one
 * more header rule, after the others (the last matching rule sets a header), naming exactly the
 * files the build put there: those get `public, max-age=31536000, immutable` (each name stands
 * for one content for good: a hash, a stored image's name). Local runs serve firebase.json's
 * `no-store` for all of them (docs/deploy.md, "Caching").
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** The folders of the site the published content's files are copied into (catalog's SITE_IMAGES_URL_PREFIX, SITE_CONTENT_URL_PREFIX). */
const PUBLISHED_DIRS = ['site-images', 'site-content'] as const;
/** What a published file is served with. */
const PUBLISHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The generated config a deploy passes to `firebase deploy --config` (git-ignored, at the root: firebase-tools takes the project folder from it). */
export const DEPLOY_CONFIG_FILE = 'firebase.deploy.json';

/** A published file's path under the public folder: a stored image's name or a content hash, nothing a glob reads as a pattern. */
const PUBLISHED_PATH = new RegExp(`^(${PUBLISHED_DIRS.join('|')})/[A-Za-z0-9_-]{1,64}\\.[a-z0-9]{1,8}$`);

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface HostingConfig {
  hosting: { public: string; headers: HeaderRule[] };
}

/**
 * The header rule that gives exactly `files` (paths under the public folder, such as
 * `site-images/a.png`) the year's cache, or none for none. One glob: the files as a brace list
 * (a list of one is no list to minimatch, so one file is its path alone). Throws on a path that
 * is not a published file's, rather than let it widen the glob.
 */
function publishedFilesRule(files: readonly string[]): HeaderRule | undefined {
  const bad = files.find((file) => !PUBLISHED_PATH.test(file));
  if (bad !== undefined) throw new Error(`not a published file's path: ${JSON.stringify(bad)}`);
  const names = [...new Set(files)].sort();
  if (names.length === 0) return undefined;
  const source = names.length === 1 ? `/${names[0]}` : `/{${names.join(',')}}`;
  return { source, headers: [{ key: 'Cache-Control', value: PUBLISHED_CACHE_CONTROL }] };
}

/** A copy of `config` (firebase.json) whose Hosting also serves `files` with the year's cache: its rule last. */
export function withPublishedFiles<T extends HostingConfig>(config: T, files: readonly string[]): T {
  const copy = structuredClone(config);
  const rule = publishedFilesRule(files);
  if (rule) copy.hosting.headers.push(rule);
  return copy;
}

/** The files the build put in the published folders of `publicDir` (web/dist), as paths under it. */
export function publishedFiles(publicDir: string): string[] {
  return PUBLISHED_DIRS.flatMap((dir) => {
    const folder = join(publicDir, dir);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.name.endsWith('.tmp'))
      .map((entry) => `${dir}/${entry.name}`);
  });
}

/**
 * Writes DEPLOY_CONFIG_FILE at `root`: its firebase.json with the files the build published (in
 * its Hosting public folder) cached for a year. Answers the arguments that make firebase deploy use it.
 */
export function writeDeployConfig(root: string): { args: string[]; files: string[] } {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as HostingConfig;
  const files = publishedFiles(join(root, config.hosting.public));
  writeFileSync(join(root, DEPLOY_CONFIG_FILE), `${JSON.stringify(withPublishedFiles(config, files), null, 2)}\n`);
  return { args: ['--config', DEPLOY_CONFIG_FILE], files };
}
