// The owner's site content (docs/site-content.md): a draft saved over the revision it
// was opened at, published as numbered versions, reverted exactly; only admins touch it.
import { EMPTY_SITE_CONTENT, type SiteContent, type SiteContentState, type SiteDraft, type SiteImage, type SitePublished, siteImageSrc } from '@blast/catalog';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, ensureUser, idToken } from './support/admin';
import { checkHtml } from './support/html-checker';
import { FILLED_SITE_CONTENT, PUBLISHED_FACTS } from './support/samples';
import { HOST, PORTS, ROOT, STORAGE_BUCKET } from './support/local-stack';
import { GIF, HIDDEN_HTML, HOSTILE_IMAGES, png, storeImagesOf } from './support/images';
import { adminDb, api, pollUntil } from './support/stack';

const PHOTO = { path: 'site/images/ann-photo.png', contentType: 'image/png', width: 320, height: 320 } as const;
const SCREEN = { path: 'site/images/pipeline.png', contentType: 'image/png', width: 1280, height: 800 } as const;

const content = (overrides: Partial<SiteContent> = {}): SiteContent => ({
  ...EMPTY_SITE_CONTENT,
  testimonials: [{ id: 't1', quote: 'We closed three deals in the first month.', name: 'Ann Buyer', role: 'Wholesaler, Phoenix', photo: PHOTO, givenOn: '2026-10-01', permission: true }],
  screens: [{ id: 's1', image: SCREEN, caption: 'The deal pipeline', alt: 'A pipeline of deals in five stages, from lead to closed' }],
  guarantee: 'Cancel in the first 14 days and pay nothing.',
  facts: { company: 'Blast CRM LLC', supportEmail: 'help@example.com' },
  ...overrides,
});

const post = (path: string, body: unknown) => asAdmin(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const state = async (): Promise<SiteContentState> => (await asAdmin('/api/admin/site')).json();

async function saveDraft(draft: SiteContent): Promise<SiteDraft> {
  const { revision } = (await state()).draft;
  const res = await post('/api/admin/site/draft', { content: draft, revision });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

async function publish(): Promise<SitePublished> {
  const { revision } = (await state()).draft;
  const res = await post('/api/admin/site/publish', { revision });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

/** Waits for the rebuild of published version `id` to finish (the local site builder); answers its state. */
const built = async (id: string): Promise<NonNullable<SiteContentState['build']>> =>
  (await pollUntil(
    `the rebuild of version ${id} finished`,
    async () => (await state()).build,
    (build) => build?.version === id && (build.status === 'done' || build.status === 'failed'),
    { timeoutMs: 60_000, intervalMs: 500 },
  ))!;

/**
 * The deploy check of the operator's facts as the production rebuild runs it (scripts/deploy/check-facts.ts,
 * cloudbuild.yaml): the published facts, read from the emulator's Firestore, over the web settings
 * (none in this repository's build).
 */
function checkFacts(): { status: number | null; output: string } {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy/check-facts.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SITE_CONTENT_FROM_FIRESTORE: '1', GOOGLE_CLOUD_PROJECT: '' },
    timeout: 60_000,
  });
  return { status, output: `${stdout}${stderr}`.trim() };
}

/** The pages with slots: each with every slot it has filled. */
const FILLED_PAGES = ['/', '/pricing', '/custom-pricing', '/wholesaling-crm', '/real-estate-investor-crm', '/creative-finance-crm'];

/** A page as Hosting serves it, as a crawler reads it: no JavaScript runs. */
const html = async (path: string) => (await api(path)).text();

/**
 * The content the app hydrates a page from: the file its meta tag names (scripts/site/prerender-site.ts);
 * undefined when the page names none. A deploy serves it with a year's immutable cache (its name is
 * its hash; scripts/deploy/hosting-cache.ts, unit tested); a local run, which publishes after the Hosting
 * emulator read its config, serves it no-store, as every path under /site-content/.
 */
async function hydratedFrom(page: string): Promise<SiteContent | undefined> {
  const url = /<meta name="site-content" content="(\/site-content\/[0-9a-f]{16}\.json)">/.exec(page)?.[1];
  if (!url) return undefined;
  const res = await api(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('cache-control'), url).toBe('no-store');
  return res.json();
}

/** The structured data a page carries in its head (each JSON-LD block, parsed). */
const jsonLdOf = (page: string): Record<string, unknown>[] =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => [JSON.parse(match[1]) as Record<string, unknown> | Record<string, unknown>[]].flat());

let memberToken = '';
beforeAll(async () => {
  await ensureUser('member@example.com', 'member-password');
  memberToken = await idToken('member@example.com', 'member-password');
  await storeImagesOf(content()); // PHOTO and SCREEN, as if uploaded
});

describe('/api/admin/site', () => {
  it('is for admins only: 401 without a token, 403 to a signed-in non-admin, and nothing is written', async () => {
    const before = await adminDb().collection('siteContent').doc('draft').get();
    const attempts: [string, string, unknown][] = [
      ['GET', '/api/admin/site', undefined],
      ['POST', '/api/admin/site/draft', { content: content(), revision: 0 }],
      ['POST', '/api/admin/site/publish', { revision: 0 }],
      ['POST', '/api/admin/site/versions/some-version/revert', {}],
    ];
    for (const [method, path, body] of attempts) {
      const init = { method, headers: { 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) };
      expect((await api(path, init)).status, `${method} ${path}`).toBe(401);
      const member = await api(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${memberToken}` } });
      expect(member.status, `${method} ${path}`).toBe(403);
    }
    const after = await adminDb().collection('siteContent').doc('draft').get();
    expect(after.updateTime?.toMillis()).toBe(before.updateTime?.toMillis());
  });

  it('saves the draft over the revision it was opened at, and refuses a save behind someone else’s with 409 naming revision', async () => {
    const saved = await saveDraft(content());
    expect(saved.content.testimonials[0].name).toBe('Ann Buyer');
    expect(saved.savedBy?.email).toBeTruthy();
    const stale = await post('/api/admin/site/draft', { content: content({ guarantee: 'An older tab' }), revision: saved.revision - 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).field).toBe('revision');
    expect((await state()).draft.content.guarantee).toBe('Cancel in the first 14 days and pay nothing.');
  });

  it('refuses bad content with a 400 naming the field, and keeps the draft as it was', async () => {
    const { draft } = await state();
    const cases: [unknown, string][] = [
      [content({ screens: [{ id: 's1', image: SCREEN, caption: 'The pipeline', alt: '' }] }), 'content.screens.0.alt'],
      [content({ video: { url: 'https://example.com/video.mp4', title: 'A tour', poster: SCREEN } }), 'content.video.url'],
      [content({ announcement: { text: 'Spring offer', link: 'javascript:alert(1)', endsOn: '2026-12-31' } }), 'content.announcement.link'],
      [content({ facts: { supportEmail: 'not an email' } }), 'content.facts.supportEmail'],
      [content({ facts: { crmLoginUrl: 'http://crm.example.com' } }), 'content.facts.crmLoginUrl'],
      [content({ logos: [{ id: 'l1', name: 'Acme', image: { ...SCREEN, path: '../../etc/passwd' } }] }), 'content.logos.0.image.path'],
      [content({ testimonials: [{ ...content().testimonials[0], name: 'Ann\u202eyreB' }] }), 'content.testimonials.0.name'],
      [{ ...content(), extra: true }, 'content.extra'],
    ];
    for (const [bad, field] of cases) {
      const res = await post('/api/admin/site/draft', { content: bad, revision: draft.revision });
      expect(res.status, field).toBe(400);
      expect((await res.json()).field, field).toBe(field);
    }
    expect((await state()).draft).toEqual(draft);
  });

  it('refuses to publish a testimonial without permission on file, naming it; publishes once it has it', async () => {
    const held = content({ testimonials: [{ ...content().testimonials[0], permission: false }] });
    const { revision } = await saveDraft(held);
    const versionsBefore = (await state()).versions.length;
    const refused = await post('/api/admin/site/publish', { revision });
    expect(refused.status).toBe(400);
    const answer = await refused.json();
    expect(answer.field).toBe('testimonials.0.permission');
    expect(answer.error).toContain('Ann Buyer');
    expect((await state()).versions.length).toBe(versionsBefore);

    await saveDraft(content());
    const published = await publish();
    expect(published.content.testimonials[0].permission).toBe(true);
    const after = await state();
    expect(after.published?.id).toBe(published.id);
    expect(after.versions[0]).toMatchObject({ id: published.id, number: published.number, revertOf: null });
  });

  it('reverts to an earlier version exactly: the published content and the draft equal it, as a new version naming it', async () => {
    const first = await publish();
    await saveDraft(content({ testimonials: [], guarantee: null, facts: { company: 'Renamed Inc' } }));
    const second = await publish();
    expect(second.number).toBe(first.number + 1);
    expect(second.content.testimonials).toEqual([]);
    // Each version says what it changed; each earlier one what bringing it back would change.
    const before = await state();
    const testimonialNames = first.content.testimonials.map(({ name }) => `removed ${name}'s testimonial`);
    expect(before.versions.find(({ id }) => id === second.id)?.changes).toEqual(expect.arrayContaining([...testimonialNames, 'Company name changed']));
    expect(before.versions.find(({ id }) => id === first.id)?.revertChanges).toEqual(expect.arrayContaining(testimonialNames.map((change) => change.replace('removed', 'added'))));
    expect(before.versions.find(({ id }) => id === second.id)?.revertChanges).toEqual([]);

    const res = await post(`/api/admin/site/versions/${first.id}/revert`, {});
    expect(res.status).toBe(201);
    const reverted: SitePublished = await res.json();
    expect(reverted.revertOf).toBe(first.id);
    expect(reverted.number).toBe(second.number + 1);
    const now = await state();
    expect(now.published?.content).toEqual(first.content);
    expect(now.draft.content).toEqual(first.content);
    const stored = await adminDb().collection('siteVersions').doc(reverted.id).get();
    expect(stored.get('content')).toEqual((await adminDb().collection('siteVersions').doc(first.id).get()).get('content'));

    const missing = await post('/api/admin/site/versions/no-such-version/revert', {});
    expect(missing.status).toBe(404);
    expect((await missing.json()).field).toBe('id');
  });
});

const upload = (bytes: Buffer, type: string, token?: string) =>
  token === undefined
    ? asAdmin('/api/admin/site/images', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(bytes) })
    : api('/api/admin/site/images', { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${token}` }, body: new Uint8Array(bytes) });

/** An image uploaded through the API, as it answered. */
async function uploaded(bytes: Buffer, type: string): Promise<SiteImage> {
  const res = await upload(bytes, type);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

/**
 * A read of an image straight from Cloud Storage as a visitor's browser would make it: no
 * credentials, storage.rules decide. Bound, so that a read the emulator never answers names itself.
 */
const storageRead = (path: string, query = '') =>
  fetch(`http://${HOST}:${PORTS.storage}/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent(path)}${query}`, { signal: AbortSignal.timeout(20_000) });

const bucket = async () => {
  const { getStorage } = await import('firebase-admin/storage');
  adminDb(); // the default app, initialised once
  return getStorage().bucket(STORAGE_BUCKET);
};

/** Every object of the site's images, as the Admin SDK lists them. */
async function storedImages(): Promise<string[]> {
  const [files] = await (await bucket()).getFiles({ prefix: 'site/images/' });
  return files.map((file) => file.name);
}

/** An image as Cloud Storage holds it: its bytes and its metadata, read with the Admin SDK. */
async function storedImage(path: string) {
  const file = (await bucket()).file(path);
  const [bytes] = await file.download();
  const [metadata] = await file.getMetadata();
  return { bytes, metadata, custom: (metadata.metadata ?? {}) as Record<string, string | undefined> };
}

/** The download tokens an object holds: each would let anyone read it past storage.rules. */
const downloadTokens = async (path: string) => (await storedImage(path)).custom.firebaseStorageDownloadTokens?.split(',').filter(Boolean) ?? [];

/**
 * Every way a visitor might read `path` from Storage without signing in: its metadata, its bytes,
 * its bytes with each token known or made up. One after another: the Storage emulator can leave
 * one of several reads it evaluates rules for at once unanswered (firebase-tools#6194), which held
 * this test to its 90 s bound beside a second suite.
 */
async function visitorStorageReads(path: string, tokens: string[]): Promise<number[]> {
  const queries = ['', '?alt=media', ...[...tokens, 'made-up-token'].map((token) => `?alt=media&token=${encodeURIComponent(token)}`)];
  const statuses: number[] = [];
  for (const query of queries) statuses.push((await storageRead(path, query)).status);
  return statuses;
}

describe('/api/admin/site/images', () => {
  it('stores an image no visitor reads from Storage, published or not, with or without a token, and no upload is cached as public', async () => {
    const image = await uploaded(png(1280, 720), 'image/png');
    expect(image).toEqual({ path: expect.stringMatching(/^site\/images\/[A-Za-z0-9_-]+\.png$/), contentType: 'image/png', width: 1280, height: 720 });
    expect(await storedImages()).toContain(image.path);
    expect(await downloadTokens(image.path)).toEqual([]);
    const tokensSeen: string[] = [];
    const refused = async (when: string) => {
      const metadata = await storageRead(image.path);
      if (metadata.ok) tokensSeen.push(...String((await metadata.json()).downloadTokens ?? '').split(',').filter(Boolean));
      const statuses = await visitorStorageReads(image.path, [...tokensSeen, ...(await downloadTokens(image.path))]);
      expect(statuses.every((status) => status === 403), `${when}: ${statuses.join(', ')}`).toBe(true);
    };
    await refused('a draft');

    await saveDraft(content({ testimonials: [], screens: [{ id: 'shown', image, caption: 'Deals by stage', alt: 'Deals in five columns, one per stage' }] }));
    await publish();
    // Visitors see it in the pages, copied into the site at the build; Storage stays closed to them.
    await refused('published');
    expect((await storedImage(image.path)).custom.published).toBe('true');

    // A later version without it: closed still, to every token anyone might have kept.
    await saveDraft(content({ testimonials: [], screens: [] }));
    await publish();
    await refused('unpublished');
    const stored = await storedImage(image.path);
    expect(stored.custom.published).toBe('false');
    expect(await downloadTokens(image.path)).toEqual([]);
    // Nothing stored sits in a shared cache for a year: the site's copies carry the long cache.
    expect(stored.metadata.cacheControl ?? '').not.toMatch(/public|immutable|max-age=[1-9]/);
  });

  it('refuses what is not a PNG, JPEG, WebP or AVIF of 64 to 4096 px and at most 2 MB, naming image, and stores nothing', async () => {
    const cases: [Buffer, string, string][] = [
      [GIF, 'image/gif', 'must be one of'],
      [png(40, 300), 'image/png', 'at least 64 px'],
      [png(5000, 100), 'image/png', 'at most 4096 px'],
      [png(200, 200), 'image/jpeg', 'sent as image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'must be one of'],
      [Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'image/png', 'larger than 2 MB'],
      [Buffer.alloc(0), 'image/png', 'empty'],
    ];
    const before = await storedImages();
    for (const [bytes, type, says] of cases) {
      const res = await upload(bytes, type);
      expect(res.status, says).toBe(400);
      const answer = await res.json();
      expect(answer.field, says).toBe('image');
      expect(answer.error, says).toContain(says);
    }
    expect(await storedImages()).toEqual(before);
  });

  it('refuses an image that only looks like one, and re-encodes one that hides a page, so no stored image carries it', async () => {
    const before = await storedImages();
    const refusals: [string, Buffer, string][] = [
      ['a PNG header followed by a page', HOSTILE_IMAGES.headerThenHtml(), 'image/png'],
      ['an AVIF of one size box', HOSTILE_IMAGES.sizeBoxOnly(), 'image/avif'],
      ['an 8000x8000 PNG', png(8000, 8000), 'image/png'],
    ];
    for (const [what, bytes, type] of refusals) {
      const res = await upload(bytes, type);
      expect(res.status, what).toBe(400);
      expect((await res.json()).field, what).toBe('image');
    }
    expect(await storedImages()).toEqual(before);

    for (const [what, bytes] of [['a page after the PNG ends', HOSTILE_IMAGES.htmlAfterEnd()], ['a page in a text chunk', HOSTILE_IMAGES.htmlInText()]] as const) {
      const image = await uploaded(bytes, 'image/png');
      expect(image, what).toMatchObject({ contentType: 'image/png', width: 200, height: 200 });
      const { bytes: kept, metadata } = await storedImage(image.path);
      expect(metadata.contentType, what).toBe('image/png');
      expect(kept.includes('<script'), what).toBe(false);
      expect(kept.includes(HIDDEN_HTML), what).toBe(false);
      expect(await sharp(kept).metadata(), what).toMatchObject({ format: 'png', width: 200, height: 200 });
    }
  });

  it('stores a phone photo without its location: EXIF (GPS) and XMP gone, turned upright, sized as decoded', async () => {
    // 640x480 as stored, to be shown turned a quarter (orientation 6): 480x640 upright.
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 26/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '112/1 4/1 0/1' } })
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="33,26.2N"/></rdf:RDF></x:xmpmeta>`)
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // What is sent carries the location (the GPS directory's tag, 0x8825) and the turn.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88])) || sent.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    expect(sent.xmp?.toString()).toContain('GPSLatitude');
    expect(sent.orientation).toBe(6);

    const image = await uploaded(photo, 'image/jpeg');
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 480, height: 640 });
    const { bytes, metadata } = await storedImage(image.path);
    expect(metadata.contentType).toBe('image/jpeg');
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
  });

  it('refuses to publish a draft naming an image that was never uploaded, naming the field', async () => {
    const stray = { ...SCREEN, path: 'site/images/never-uploaded.png' };
    await saveDraft(content({ logos: [{ id: 'l1', name: 'Acme Homes', image: stray }] }));
    const before = (await state()).published;
    const res = await post('/api/admin/site/publish', { revision: (await state()).draft.revision });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'logos.0.image.path', error: expect.stringContaining('never-uploaded.png is not an uploaded image') });
    expect((await state()).published).toEqual(before);
  });

  it('is for admins only: 401 without a token, 403 to a signed-in non-admin, and nothing is stored', async () => {
    const before = await storedImages();
    expect((await api('/api/admin/site/images', { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png(100, 100)) })).status).toBe(401);
    expect((await upload(png(100, 100), 'image/png', memberToken)).status).toBe(403);
    expect(await storedImages()).toEqual(before);
  });
});

describe('published means prerendered', () => {
  // What the later suites see: the pages of a fresh install.
  afterAll(async () => {
    await saveDraft(EMPTY_SITE_CONTENT);
    await built((await publish()).id);
  }, 90_000);

  it('rebuilds the pages with each publish: the testimonial, the guarantee and the announcement are in the HTML; unpublished, they leave no trace', async () => {
    const announcement = { text: 'Founders pricing ends Friday <for real>', link: '/pricing', endsOn: '2099-12-31' };
    await saveDraft(content({ announcement }));
    const published = await publish();
    const build = await built(published.id);
    expect(build).toMatchObject({ status: 'done', number: published.number, detail: null });
    expect(Date.parse(build.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(build.requestedAt));
    for (const path of ['/', '/pricing', '/wholesaling-crm']) {
      const page = await html(path);
      expect(page, path).toContain('We closed three deals in the first month.');
      expect(page, path).toContain('Ann Buyer');
      expect(page, path).toContain('Wholesaler, Phoenix');
      expect(page, path).toContain('Founders pricing ends Friday &lt;for real&gt;');
      // The content the app hydrates from: a file of its own, not a second copy inside the page.
      expect(page, path).not.toContain('application/json');
      expect((await hydratedFrom(page))?.announcement, path).toEqual(announcement);
    }
    expect(await html('/pricing')).toContain('Cancel in the first 14 days and pay nothing.');
    // The images, from the site itself: sized (no layout shift), lazy, the screen described.
    for (const path of ['/', '/pricing', '/wholesaling-crm']) {
      const page = await html(path);
      const screen = /<img [^>]*alt="A pipeline of deals in five stages, from lead to closed"[^>]*>/.exec(page)?.[0];
      expect(screen, path).toBeDefined();
      expect(screen).toContain('src="/site-images/pipeline.png"');
      expect(screen).toMatch(/width="1280"[^>]*height="800"|height="800"[^>]*width="1280"/);
      expect(screen).toContain('loading="lazy"');
      expect(page, path).toContain('The deal pipeline');
      expect(page, path).toMatch(/<img [^>]*src="\/site-images\/ann-photo.png"/);
    }
    const served = await api('/site-images/pipeline.png');
    expect(served.status).toBe(200);
    // Published during the run: no-store, as the Hosting emulator's config, read at its start, named no image (docs/deploy.md, "Caching").
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await served.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    // Valid HTML with every slot filled, logos and the video too (the Nu HTML Checker).
    await storeImagesOf(FILLED_SITE_CONTENT);
    await saveDraft(FILLED_SITE_CONTENT);
    await built((await publish()).id);
    expect(await html('/')).toContain('data-testid="customer-logos"');
    expect(await html('/')).toContain('data-testid="video"');
    const dir = mkdtempSync(join(tmpdir(), 'filled-'));
    const files = await Promise.all(FILLED_PAGES.map(async (path) => {
      const file = join(dir, `${path.replace(/\W+/g, '-') || 'home'}.html`);
      writeFileSync(file, await html(path));
      return file;
    }));
    const errors = await checkHtml(files);
    expect(Object.fromEntries(errors)).toEqual({});

    // An announcement whose last day has passed is not rendered.
    await saveDraft(content({ announcement: { ...announcement, endsOn: '2020-01-01' } }));
    await built((await publish()).id);
    expect(await html('/')).not.toContain('Founders pricing ends Friday');
    expect(await html('/')).toContain('Ann Buyer');

    await saveDraft(EMPTY_SITE_CONTENT);
    await built((await publish()).id);
    // No published version shows it: a 404 no browser or CDN keeps, as a later publish may name it again.
    const unpublished = await api('/site-images/pipeline.png');
    expect(unpublished.status).toBe(404);
    expect(unpublished.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/', '/pricing', '/wholesaling-crm']) {
      const page = await html(path);
      expect(page, path).not.toContain('/site-images/');
      expect(page, path).not.toContain('Ann Buyer');
      expect(page, path).not.toContain('What investors say');
      expect(page, path).not.toContain('data-testid="guarantee"');
      expect(page, path).not.toContain('name="site-content"');
    }
  }, 120_000);

  it("puts the owner's FAQ entries into /pricing and its FAQPage data, and the plan facts into the cards, as text; removed, they leave nothing", async () => {
    const question = 'Can I bring my contacts from Podio or REsimpli?';
    const answer = 'Yes: send us the <b>CSV</b> export & we import it <script>alert(1)</script> during setup.';
    const users = 'Three users <i>included</i>';
    await saveDraft(content({ testimonials: [], screens: [], answers: { faq: [{ id: 'podio', question, answer }], plans: { blast: { users, imports: '  ' } } } }));
    expect(await built((await publish()).id)).toMatchObject({ status: 'done' });
    const pricing = await html('/pricing');
    // In the accordion, after the plans' own questions, as text: no markup of the owner's reaches the page.
    const faq = pricing.slice(pricing.indexOf('data-testid="faq"'));
    expect(faq).toContain('What does the setup fee cover?');
    expect(faq.indexOf(question)).toBeGreaterThan(faq.indexOf('Who is Blast Elite for?'));
    expect(faq).toContain('Yes: send us the &lt;b&gt;CSV&lt;/b&gt; export &amp; we import it &lt;script&gt;alert(1)&lt;/script&gt; during setup.');
    expect(pricing).not.toContain('<b>CSV</b>');
    expect(pricing).not.toContain('<script>alert(1)');
    // In the FAQPage a crawler reads, word for word, after the page's own seven questions.
    const faqPage = jsonLdOf(pricing).find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faqPage.mainEntity).toHaveLength(8);
    expect(faqPage.mainEntity.at(-1)).toMatchObject({ name: question, acceptedAnswer: { text: answer } });
    // The plan fact in the Blast CRM card, as text; the blank one shows nothing, nor does any other plan's.
    expect(pricing).toContain('Three users &lt;i&gt;included&lt;/i&gt;');
    expect([...pricing.matchAll(/data-testid="plan-fact"/g)]).toHaveLength(1);
    expect(pricing).not.toContain('data-fact="imports"');
    expect(await html('/')).toContain('Three users &lt;i&gt;included&lt;/i&gt;');

    // Removed in the editor (the list emptied, the fact blanked) and published again: nothing is left.
    await saveDraft(content({ testimonials: [], screens: [], answers: { faq: [], plans: { blast: { users: '' } } } }));
    expect(await built((await publish()).id)).toMatchObject({ status: 'done' });
    for (const path of ['/', '/pricing']) {
      const page = await html(path);
      expect(page, path).not.toContain('Podio or REsimpli');
      expect(page, path).not.toContain('Three users');
      expect(page, path).not.toContain('data-testid="plan-fact"');
    }
    const after = jsonLdOf(await html('/pricing')).find((data) => data['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(after.mainEntity).toHaveLength(7);
  }, 120_000);

  it('a revert marks the images of the version it brings back published, and the rebuilt site serves them again', async () => {
    const shown = await uploaded(png(300, 200, 40), 'image/png');
    const later = await uploaded(png(300, 200, 200), 'image/png');
    const screen = (image: SiteImage) => ({ id: 'reverted', image, caption: 'A screen worth going back to', alt: 'The pipeline board, its deals by stage' });
    await saveDraft(content({ testimonials: [], screens: [screen(shown)] }));
    const first = await publish();
    await saveDraft(content({ testimonials: [], screens: [screen(later)] }));
    expect(await built((await publish()).id)).toMatchObject({ status: 'done' });
    expect((await storedImage(shown.path)).custom.published).toBe('false');
    expect((await api(siteImageSrc(shown))).status).toBe(404);

    const res = await post(`/api/admin/site/versions/${first.id}/revert`, {});
    expect(res.status, await res.clone().text()).toBe(201);
    const reverted: SitePublished = await res.json();
    expect((await storedImage(shown.path)).custom.published).toBe('true');
    expect((await storedImage(later.path)).custom.published).toBe('false');
    expect(await built(reverted.id)).toMatchObject({ status: 'done' });
    const served = await api(siteImageSrc(shown));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals((await storedImage(shown.path)).bytes)).toBe(true);
    expect((await api(siteImageSrc(later))).status).toBe(404);
  }, 120_000);

  it("puts the published operator facts into the legal pages, the support links and the nav's Log in; unpublished, the settings' placeholders are back", async () => {
    const facts = PUBLISHED_FACTS;
    await saveDraft({ ...EMPTY_SITE_CONTENT, facts });
    const version = await publish();
    await built(version.id);
    // The production rebuild's fact check (cloudbuild.yaml) passes: every fact is published, none set.
    expect(checkFacts()).toEqual({ status: 0, output: '' });
    const logIns = (page: string) => [...page.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Log in<\/a>/g)].map((match) => match[1]);
    for (const path of ['/terms', '/privacy', '/disclaimer']) {
      const page = await html(path);
      expect(page, path).toContain('Effective date: February 3, 2027');
      expect(page, path).toContain('href="mailto:legal@published.example"');
      expect(page, path).toMatch(/Published Holdings LLC(<!-- -->)?, (<!-- -->)?9 Published Road, Example City/);
      expect(page, path).toContain('the State of Published');
      expect(page, path).not.toContain('[company name: set VITE_COMPANY_NAME]');
      // The nav's and the footer's Log in, to the published sign-in address.
      expect(logIns(page), path).toEqual([facts.crmLoginUrl, facts.crmLoginUrl]);
      // The app hydrates from the same facts (the file the page names), so it renders what the HTML holds.
      expect((await hydratedFrom(page))?.facts, path).toEqual(facts);
    }
    expect(await html('/book-demo')).toContain('href="mailto:support@published.example"');

    await saveDraft(EMPTY_SITE_CONTENT);
    await built((await publish()).id);
    for (const path of ['/terms', '/privacy', '/disclaimer']) {
      const page = await html(path);
      // This build sets no VITE_* fact (npm test's build): each is its placeholder again, as on a fresh install.
      expect(page, path).toContain('Effective date: [effective date: set VITE_LEGAL_EFFECTIVE_DATE]');
      expect(page, path).toContain('[contact email: set VITE_LEGAL_EMAIL]');
      expect(page, path).toContain('[company name: set VITE_COMPANY_NAME]');
      expect(page, path).not.toContain('Published');
      expect(logIns(page), path).not.toContain(facts.crmLoginUrl);
    }
    expect(await html('/book-demo')).toContain('[support email: set VITE_SUPPORT_EMAIL]');
    // ... and refuses the deploy now, naming each fact with where to give it.
    const refused = checkFacts();
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('VITE_SUPPORT_EMAIL is not set (web/.env.production or the shell): published version');
    expect(refused.output).toContain('has no "Support email": publish it on /admin/site, or set VITE_SUPPORT_EMAIL');
    for (const setting of ['VITE_COMPANY_NAME', 'VITE_LEGAL_EMAIL', 'VITE_LEGAL_ADDRESS', 'VITE_LEGAL_JURISDICTION', 'VITE_LEGAL_EFFECTIVE_DATE', 'CRM_LOGIN_URL']) {
      expect(refused.output).toContain(`${setting} is not set`);
    }
  }, 120_000);

  it('refuses a build request without the version to render (the local builder)', async () => {
    const res = await fetch('http://127.0.0.1:5056/build', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('version');
  });
});
