// What Hosting sends with every page and asset (firebase.json, read back from the Hosting
// emulator), and what the built client must never hold.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_PATHS, SITE_PATH_ALIASES, VIDEO_FRAME_HOSTS } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { ROOT, cspAllowsFrame, cspDirectives as directives, ensureFunctionsEnvLocal, localCsp } from './support/local-stack';
import { api } from './support/stack';

describe('the security headers', () => {
  it('come with every page: CSP, HSTS, nosniff, referrer and permissions policies, no framing', async () => {
    for (const path of ['/', '/pricing', '/admin', '/no-such-page']) {
      const res = await api(path);
      // The local copy of firebase.json (firebase.test.json): production's CSP plus the local hosts.
      expect(res.headers.get('content-security-policy'), path).toBe(localCsp());
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      // No inline or eval'd script; boot.ts may add the nav's speculation rules (a rule set, not a script).
      expect(csp.get('script-src'), path).toEqual(["'self'", "'inline-speculation-rules'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(csp.get('frame-src'), path).toContain("'self'"); // the booking overlay opens /api/booking, which redirects
      // The owner's video plays from the providers' privacy hosts only, once played (docs/site-content.md).
      expect(csp.get('frame-src'), path).toEqual(expect.arrayContaining([...VIDEO_FRAME_HOSTS]));
      expect(csp.get('frame-src')?.filter((source) => /youtube|vimeo/.test(source)), path).toEqual([...VIDEO_FRAME_HOSTS]);
      // The content's images come from the site itself (the build copies them); blob: for the editor's preview of a draft.
      expect(csp.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src'), path).toEqual(expect.arrayContaining(["'self'", 'https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com']));
      expect(res.headers.get('strict-transport-security'), path).toMatch(/^max-age=(\d+); includeSubDomains/);
      expect(Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(31_536_000);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('keep every page out of reach of windows it did not open (COOP same-origin), but the one that opens the booking popup', async () => {
    // same-origin would sever the popup from /book-demo: a second press could no longer bring the
    // same named window back. same-origin-allow-popups keeps the popups a page opens.
    for (const path of [...SITE_PATHS, ...Object.values(SITE_PATH_ALIASES).flat(), '/no-such-page']) {
      const res = await api(path);
      const opensPopup = (await res.text()).includes('data-booking-popup');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe(opensPopup ? 'same-origin-allow-popups' : 'same-origin');
    }
    expect((await api('/book-demo')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('cache hashed assets for a year as immutable, and make every page revalidate', async () => {
    const html = await (await api('/pricing')).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
    const asset = await api(script);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/', '/pricing', '/admin']) expect((await api(path)).headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
  });

  it('never let a 404 under /site-images/ or /site-content/ be cached: a file published later (or named again by a revert) is fetched afresh', async () => {
    // Header rules match paths, not files: firebase.json says no-store for both folders, and a
    // deploy names the files it published for a year's cache (scripts/deploy/hosting-cache.ts).
    for (const path of ['/site-images/not-published-yet.png', '/site-content/0123456789abcdef.json', '/site-images/a/b.webp']) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.text(), path).toContain('<html');
    }
  });

  it('let no page run an inline script: the prerendered HTML holds only module files and JSON-LD', async () => {
    for (const path of ['/', '/pricing', '/free-trial', '/admin']) {
      const html = await (await api(path)).text();
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) expect(tag, path).toMatch(/type="application\/ld\+json"|type="module" crossorigin src="\/assets\//);
    }
  });
});

describe('the booking calendar', () => {
  it('is reached through /api/booking, a redirect to BOOKING_URL on a host the CSP lets the overlay frame', async () => {
    const { BOOKING_URL } = ensureFunctionsEnvLocal();
    const res = await api('/api/booking', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(BOOKING_URL);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    expect(cspAllowsFrame((await api('/custom-pricing')).headers.get('content-security-policy') ?? '', BOOKING_URL)).toBe(true);
    expect((await api('/api/booking', { method: 'POST' })).status).toBe(405);
  });
});

describe('the built client', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it("serves no build bookkeeping: the client manifest, which lists every source page, is not in what Hosting serves", async () => {
    expect((await api('/.vite/manifest.json')).status).toBe(404);
    expect(files(join(ROOT, 'web/dist')).filter((path) => path.includes(`${join('web', 'dist')}/.`))).toEqual([]);
  });

  it('holds no secret: no Stripe secret or restricted key, no webhook secret, no private key', () => {
    const built = files(join(ROOT, 'web/dist')).filter((path) => /\.(js|html|css|json|txt|xml|map)$/.test(path));
    expect(built.length).toBeGreaterThan(20);
    const SECRETS = [/\bsk_(test|live)_[A-Za-z0-9]{8,}/, /\brk_(test|live)_[A-Za-z0-9]{8,}/, /\bwhsec_[A-Za-z0-9]{8,}/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, /"private_key"\s*:/];
    const found = built.flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return SECRETS.filter((secret) => secret.test(text)).map((secret) => `${path}: ${secret}`);
    });
    expect(found).toEqual([]);
    // The local webhook secret (functions/.secret.local) is a real value on this machine: not in the client either.
    const local = /STRIPE_WEBHOOK_SECRET=(\S+)/.exec(readFileSync(join(ROOT, 'functions/.secret.local'), 'utf8'))?.[1];
    expect(local).toBeTruthy();
    expect(built.filter((path) => readFileSync(path, 'utf8').includes(local!))).toEqual([]);
  });
});
