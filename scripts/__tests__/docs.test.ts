// The README is a front page and docs/ the reference behind it: the front page stays short, every
// doc is reachable from it, and no link between them points at a file or heading that is gone.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The text outside fenced code blocks and inline code: what a reader sees as prose, links and headings. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, (code) => code.replace(/[[\]()#]/g, ' '));
}

/** The anchors GitHub gives a file's headings: lowercased, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every link of a file that points inside this repository: [text](target), target not a URL. */
function localLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('the README and docs/', () => {
  it('keep the README a front page: at most 200 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(200);
  });

  it('link every doc of docs/ from the README', () => {
    const linked = new Set(localLinks(readFileSync(join(ROOT, 'README.md'), 'utf8')).map((target) => target.split('#')[0]));
    expect(DOCS.filter((doc) => doc !== 'README.md' && !linked.has(doc))).toEqual([]);
  });

  it('point every local link at a file that exists and, with an anchor, at one of its headings', () => {
    const broken: string[] = [];
    for (const doc of DOCS) {
      const from = join(ROOT, doc);
      for (const target of localLinks(readFileSync(from, 'utf8'))) {
        const [path, anchor] = target.split('#');
        const file = path ? resolve(dirname(from), path) : from;
        if (!existsSync(file)) broken.push(`${doc}: ${target} (no ${relative(ROOT, file)})`);
        else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${doc}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('find headings the way GitHub anchors them', () => {
    expect([...anchorsOf("# Speed\n## Taps (`npm run bench:tap`)\n## The `api` function's resources\n## Speed\n```\n# not a heading\n```\n")])
      .toEqual(['speed', 'taps-npm-run-benchtap', 'the-api-functions-resources', 'speed-1']);
  });
});
