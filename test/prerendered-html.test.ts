// What a crawler sees: each route's raw HTML from the Hosting emulator, no JavaScript run.
import { gzipSync } from 'node:zlib';
import { FACT_PAGES, NOT_FOUND_TITLE, OPERATOR_PATHS, PLANS, PLAN_IDS, sitePathFor } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { ROUTE_HEADS } from '../web/src/app/route-heads';
import { SITE_URL as CANONICAL_BASE } from '../web/src/config/env';
import { placeholderOf } from '../web/src/config/site';
import { api } from './support/stack';

const NOINDEX = ['/blast-pricing', '/lite-pricing', '/custom-pricing', '/thank-you', '/thankyou', '/thank-you-trial', '/thankyou-trial', '/admin', '/admin/figures', '/admin/customers', '/admin/leads', '/admin/site', '/admin/people', '/admin/settings', '/test-purchases'];

const meta = (html: string, key: 'name' | 'property', name: string) =>
  new RegExp(`<meta ${key}="${name}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const pages = ROUTE_HEADS.flatMap(({ path, aliases = [], head }) => [path, ...aliases].map((url) => ({ url, head })));

describe('every route is prerendered with its head and content', () => {
  for (const { url, head } of pages) {
    it(url, async () => {
      const res = await api(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html.match(/<title[^>]*>(.*?)<\/title>/)?.[1]).toBe(head.title.replace(/&/g, '&amp;'));
      expect(meta(html, 'name', 'description')).toBeTruthy();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(CANONICAL_BASE + head.path);
      expect(canonical).toMatch(/^https?:\/\//);
      expect(meta(html, 'property', 'og:title')).toBeTruthy();
      expect(meta(html, 'property', 'og:description')).toBeTruthy();
      expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\/.+\.png$/);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'robots') === 'noindex, nofollow').toBe(NOINDEX.includes(url));
      expect(jsonLd(html)).toEqual([head.jsonLd ?? []].flat()); // exactly the structured data the route declares, parsed
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
      expect(h1 && text(h1).trim().length).toBeGreaterThan(3);
      expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]{200,}/); // critical CSS inlined
      // The operator's pages have a shell of their own: no seat pill.
      if (OPERATOR_PATHS.includes(sitePathFor(url)!)) expect(text(html)).not.toContain('Founders seats left');
      else expect(text(html)).toContain('Founders seats left: 50');
    });
  }

  it('serves the dashboard as its loading skeleton, and the test page without its tools', async () => {
    const admin = await (await api('/admin/figures')).text();
    expect(admin).toContain('data-testid="dashboard-skeleton"');
    expect(admin).toContain('MuiSkeleton-pulse');
    const tests = await (await api('/test-purchases')).text();
    expect(text(tests)).toContain('Purchase Testing Interface');
    expect(text(tests)).not.toContain('Simulate Payment');
  });

  it('names the styles no element carries without their rules, so that hydration inserts none and the page carries no CSS that styles nothing', async () => {
    const html = await (await api('/pricing')).text();
    const namedOnly = [...html.matchAll(/<style data-emotion="css ([^"]+)"><\/style>/g)].flatMap((m) => m[1].split(' '));
    expect(namedOnly.length).toBeGreaterThan(5);
    const carried = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')));
    expect(namedOnly.filter((id) => carried.has(`css-${id}`))).toEqual([]);
  });

  it('serves the og:image the pages name, a 1200x630 PNG', async () => {
    const html = await (await api('/')).text();
    const image = new URL(meta(html, 'property', 'og:image')!);
    const res = await api(image.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('lets browsers keep the hashed scripts for a year, and revalidate every page', async () => {
    expect((await api('/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const page = await api('/pricing');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const res = await api(script!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("has one script of its own, which imports no other chunk and stays small: the app loads after the paint", async () => {
    const html = await (await api('/pricing')).text();
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    const boot = await (await api(scripts[0])).text();
    expect(boot).not.toMatch(/^import[^(]|\bimport\s*\{|\bfrom\s*["'`]/m);
    // The islands (checkout with its disclosure and light dismiss, snapshot, consultation, booking,
    // the usage estimator's loader) are in it: what crosses the network is what the budget holds,
    // within the first round trip (docs/speed.md).
    expect(gzipSync(boot).length).toBeLessThan(6 * 1024);
    expect(boot.length).toBeLessThan(16 * 1024);
    // The API's schemas (catalog/src/api) are the server's: a page ships their paths and types, never zod.
    expect(boot).not.toContain('$ZodType');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("loads its islands (the order's, the usage estimator's) by their address: each a chunk that imports none, small as the page's script", async () => {
    const html = await (await api('/thank-you')).text();
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    const boot = await (await api(script!)).text();
    for (const [name, holds] of [['order-island', 'order-details'], ['usage-estimate-island', 'usage-estimate']] as const) {
      const island = new RegExp(`/assets/${name}-[\\w-]+\\.js`).exec(boot)?.[0];
      expect(island, `boot.ts names the ${name}`).toBeDefined();
      const res = await api(island!);
      expect(res.status).toBe(200);
      const code = await res.text();
      expect(code, name).not.toMatch(/^import[^(]|\bimport\s*\{|\bfrom\s*["'`]/m);
      expect(code).toContain(holds);
      expect(gzipSync(code).length).toBeLessThan(4 * 1024);
    }
  });

  it("names the app's chunks and its page's, each served and kept for a year", async () => {
    for (const url of ['/', '/pricing', '/nope']) {
      const html = await (await api(url)).text();
      const json = /<meta name="app-chunks" content='([^']*)'>/.exec(html)?.[1];
      const { evaluate, preload } = JSON.parse(json!) as { evaluate: string[]; preload: string[] };
      expect(evaluate.length).toBeGreaterThan(3);
      expect(preload.length > 0).toBe(url !== '/nope'); // the not-found page is in the shell
      for (const chunk of [...evaluate, ...preload]) {
        expect(chunk).toMatch(/^\/assets\/.+\.js$/);
        const res = await api(chunk);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await res.text(), `${chunk} carries zod`).not.toContain('$ZodType');
      }
    }
  });

  it('gives no two pages the same title', () => {
    const titles = ROUTE_HEADS.map((r) => r.head.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('describes home as a web application for real estate investors, offers from the catalogue', async () => {
    const [data] = jsonLd(await (await api('/')).text());
    expect(data['@type']).toBe('SoftwareApplication');
    expect(data.operatingSystem).toBe('Web');
    expect(JSON.stringify(data.audience)).toMatch(/real estate investors/i);
    expect(data.offers.map((o: { price: string }) => o.price)).toEqual(PLAN_IDS.map((id) => (PLANS[id].priceCents / 100).toFixed(2)));
  });
});

describe('everything else', () => {
  it('answers an unknown path with the not-found page and status 404', async () => {
    for (const path of ['/nope', '/pricing/extra', '/admin/secret']) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<title data-head>${NOT_FOUND_TITLE}</title>`);
      expect(text(html)).toContain('Did you forget to add the page to the router?');
    }
  });

  it('lists the indexable routes in /sitemap.xml', async () => {
    const xml = await (await api('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = ROUTE_HEADS.filter((r) => !r.head.noindex).map((r) => CANONICAL_BASE + r.path);
    expect(locs.sort()).toEqual(expected.sort());
    for (const hidden of NOINDEX) expect(locs).not.toContain(CANONICAL_BASE + hidden);
  });

  it('names the sitemap in /robots.txt and keeps crawlers out of the operator area and the API', async () => {
    const robots = await (await api('/robots.txt')).text();
    for (const rule of ['Disallow: /admin', 'Disallow: /test-purchases', 'Disallow: /api/']) expect(robots).toContain(rule);
    expect(robots).toContain(`Sitemap: ${CANONICAL_BASE}/sitemap.xml`);
  });
});

describe("the operator's facts", () => {
  it("show their placeholders on the pages the owner's setup list names (catalog's FACT_PAGES), and nowhere else", async () => {
    const shown = new Map<string, string[]>();
    for (const { head } of ROUTE_HEADS) {
      const html = await (await api(head.path)).text();
      for (const fact of Object.keys(FACT_PAGES) as (keyof typeof FACT_PAGES)[]) {
        if (html.includes(placeholderOf(fact))) shown.set(fact, [...(shown.get(fact) ?? []), head.path]);
      }
    }
    // A fact is missing from every page or from none (published or set, it shows everywhere).
    for (const [fact, paths] of shown) expect(paths.sort(), fact).toEqual([...FACT_PAGES[fact as keyof typeof FACT_PAGES]].sort());
  });
});
