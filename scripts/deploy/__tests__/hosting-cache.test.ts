import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEPLOY_CONFIG_FILE, publishedFiles, withPublishedFiles, writeDeployConfig } from '../hosting-cache';
import { ROOT } from '../../stack/local-stack';

interface Rule {
  source: string;
  headers: { key: string; value: string }[];
}
interface Config {
  hosting: { public: string; headers: Rule[] };
}

// How the Hosting emulator picks a path's header rules: superstatic (firebase-tools' server)
// matches each rule's source with this, and sets every matching rule's headers in order, so the
// last one to set a header wins.
const { configMatcher } = createRequire(join(ROOT, 'node_modules', 'firebase-tools', 'package.json'))('superstatic/lib/utils/patterns') as {
  configMatcher: (path: string, rule: { source: string }) => boolean;
};
const cacheControl = (config: Config, path: string): string | undefined =>
  config.hosting.headers
    .filter((rule) => configMatcher(path, rule))
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Cache-Control')
    .at(-1)?.value;

const firebaseJson = (): Config => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
const YEAR = 'public, max-age=31536000, immutable';

describe('the published files cached for a year (a deploy\'s firebase.deploy.json)', () => {
  const published = ['site-images/pipeline.png', 'site-images/ann-photo_2.webp', 'site-content/0123456789abcdef.json'];

  it('firebase.json serves everything under /site-images/ and /site-content/ no-store: a 404 there is never cached', () => {
    for (const path of ['/site-images/pipeline.png', '/site-images/not-yet.png', '/site-content/0123456789abcdef.json', '/site-content/x/y.json']) {
      expect(cacheControl(firebaseJson(), path), path).toBe('no-store');
    }
  });

  it('gives exactly the published files the year\'s immutable cache, every other path there no-store', () => {
    const config = withPublishedFiles(firebaseJson(), published);
    for (const file of published) expect(cacheControl(config, `/${file}`), file).toBe(YEAR);
    for (const path of [
      '/site-images/pipeline.webp',
      '/site-images/pipeline.png.bak',
      '/site-images/ann-photo.webp',
      '/site-content/fedcba9876543210.json',
      '/site-images/0123456789abcdef.json',
      '/site-images',
      '/site-images/',
    ]) {
      expect(cacheControl(config, path), path).toBe('no-store');
    }
    // The rest of the site as firebase.json has it; firebase.json itself is left as it was.
    expect(cacheControl(config, '/assets/index-abc123.js')).toBe(YEAR);
    expect(cacheControl(config, '/pricing')).toBe('public, max-age=0, must-revalidate');
    expect(config.hosting.headers.slice(0, -1)).toEqual(firebaseJson().hosting.headers);
    expect(cacheControl(firebaseJson(), '/site-images/pipeline.png')).toBe('no-store');
  });

  it('names one file by its path alone, and none by no rule at all', () => {
    const one = withPublishedFiles(firebaseJson(), ['site-content/0123456789abcdef.json']);
    expect(cacheControl(one, '/site-content/0123456789abcdef.json')).toBe(YEAR);
    expect(cacheControl(one, '/site-content/0123456789abcdef.jsonx')).toBe('no-store');
    expect(withPublishedFiles(firebaseJson(), [])).toEqual(firebaseJson());
  });

  it('refuses a path a glob would read as a pattern, or one outside the published folders', () => {
    for (const bad of ['site-images/*.png', 'site-images/{a,b}.png', 'site-images/a/b.png', 'assets/a.js', '/site-images/a.png', 'site-images/.png', 'site-images/a b.png']) {
      expect(() => withPublishedFiles(firebaseJson(), [bad]), bad).toThrow(/published file/);
    }
  });

  describe('from the built site', () => {
    let root = '';
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('lists the files the build put in web/dist\'s published folders, and writes the config a deploy passes', () => {
      root = mkdtempSync(join(tmpdir(), 'hosting-cache-'));
      writeFileSync(join(root, 'firebase.json'), JSON.stringify(firebaseJson()));
      const dist = join(root, firebaseJson().hosting.public);
      for (const dir of ['site-images', 'site-content', 'assets']) mkdirSync(join(dist, dir), { recursive: true });
      writeFileSync(join(dist, 'site-images', 'pipeline.png'), 'png');
      writeFileSync(join(dist, 'site-images', 'half-copied.png.tmp'), 'png'); // a copy under way (scripts/site/prerender-site.ts)
      writeFileSync(join(dist, 'site-content', '0123456789abcdef.json'), '{}');
      writeFileSync(join(dist, 'assets', 'index-abc123.js'), '');
      expect(publishedFiles(dist).sort()).toEqual(['site-content/0123456789abcdef.json', 'site-images/pipeline.png']);

      const { args, files } = writeDeployConfig(root);
      expect(args).toEqual(['--config', DEPLOY_CONFIG_FILE]);
      expect(files.sort()).toEqual(['site-content/0123456789abcdef.json', 'site-images/pipeline.png']);
      const written = JSON.parse(readFileSync(join(root, DEPLOY_CONFIG_FILE), 'utf8')) as Config;
      expect(cacheControl(written, '/site-images/pipeline.png')).toBe(YEAR);
      expect(cacheControl(written, '/site-content/0123456789abcdef.json')).toBe(YEAR);
      expect(cacheControl(written, '/site-images/half-copied.png.tmp')).toBe('no-store');
      expect(cacheControl(written, '/site-images/gone.png')).toBe('no-store');
    });
  });
});
