// The Nu HTML Checker (vnu-jar, on the Java the emulators run on) over every prerendered page:
// each route and alias as Hosting serves it from web/dist, and the 404 page. Offline: the
// checker's schemas are inside its jar.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/local-stack';
import { ROUTE_HEADS } from '../web/src/app/route-heads';
import { checkHtml } from './support/html-checker';

const DIST = join(ROOT, 'web', 'dist');
const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const PAGES = [...ROUTE_HEADS.flatMap(({ path, aliases = [] }) => [path, ...aliases].map(fileFor)), '404.html'];

describe('the Nu HTML Checker finds no error', () => {
  let errors: Map<string, string[]>;
  // A page with today's mistakes, checked in the same run, shows the checker is not silent.
  const faulty = join(mkdtempSync(join(tmpdir(), 'vnu-')), 'faulty.html');
  beforeAll(async () => {
    writeFileSync(faulty, '<!doctype html><html lang="en"><title>t</title><a href="mailto:[support email]">x</a><div aria-label="Loading">y</div></html>');
    errors = await checkHtml([...PAGES.map((file) => join(DIST, file)), faulty]);
  }, 120_000);

  it('(and it reports an invalid mailto: and an aria-label on a plain div)', () => {
    expect(errors.get('faulty.html')).toEqual([expect.stringContaining('Bad value “mailto:[support email]”'), expect.stringContaining('“aria-label” attribute must not be specified on any “div”')]);
  });

  it('checks every HTML page the build wrote', () => {
    const written = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect([...written].sort()).toEqual([...PAGES].sort());
  });

  for (const file of PAGES) {
    it(`in ${file}`, () => {
      expect(errors.get(file) ?? []).toEqual([]);
    });
  }
});
