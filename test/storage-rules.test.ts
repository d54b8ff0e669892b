// storage.rules: no client reads or writes anything in the bucket, not even an admin: the API
// stores the site's images (Admin SDK), the build copies the published ones into the site, and
// visitors read them there.
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, PORTS, ROOT } from './support/local-stack';
import { HIDDEN_HTML, png } from './support/images';

let env: RulesTestEnvironment;
// A project of its own, so these tests never touch the objects the other suites store.
const PROJECT = 'demo-blast-crm-storage-rules';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    storage: { host: HOST, port: PORTS.storage, rules: readFileSync(`${ROOT}/storage.rules`, 'utf8') },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const storage = context.storage();
    await storage.ref('site/images/shown.png').put(PNG, { contentType: 'image/png', customMetadata: { published: 'true' } });
    await storage.ref('site/images/draft.png').put(PNG, { contentType: 'image/png', customMetadata: { published: 'false' } });
    await storage.ref('elsewhere/file.png').put(PNG, { contentType: 'image/png' });
  });
});
afterAll(() => env.cleanup());

type Storage = ReturnType<typeof visitor>;
/** An upload, as a promise (the SDK's UploadTask is only thenable). */
const put = (storage: Storage, path: string, data: Uint8Array, metadata: { contentType: string; customMetadata?: Record<string, string> }) => storage.ref(path).put(data, metadata).then((snapshot) => snapshot);

const visitor = () => env.unauthenticatedContext().storage();
const member = () => env.authenticatedContext('member', { email: 'member@example.com' }).storage();
const admin = () => env.authenticatedContext('admin', { admin: true }).storage();

describe('the site images', () => {
  it('no visitor or signed-in non-admin reads an image from Storage, published or not, or writes one', async () => {
    for (const storage of [visitor(), member()]) {
      for (const path of ['site/images/shown.png', 'site/images/draft.png']) await assertFails(storage.ref(path).getMetadata());
      await assertFails(put(storage, 'site/images/new.png', PNG, { contentType: 'image/png' }));
      await assertFails(storage.ref('site/images/shown.png').delete());
    }
  });

  it('an admin reads no image straight from Storage either (the API and the site serve them)', async () => {
    // A read the rules allow makes Storage hand out a download token, which then opens the image to anyone.
    for (const path of ['site/images/shown.png', 'site/images/draft.png']) await assertFails(admin().ref(path).getMetadata());
  });

  it('an admin writes nothing straight to Storage: no image, no page named .png, no giant, no draft marked published, no delete', async () => {
    await assertFails(put(admin(), 'site/images/fresh.png', PNG, { contentType: 'image/png' }));
    await assertFails(put(admin(), 'site/images/trick.png', new TextEncoder().encode(HIDDEN_HTML), { contentType: 'image/png' }));
    await assertFails(put(admin(), 'site/images/giant.png', new Uint8Array(png(8000, 8000)), { contentType: 'image/png' }));
    await assertFails(put(admin(), 'site/images/page.svg', PNG, { contentType: 'image/svg+xml' }));
    await assertFails(admin().ref('site/images/draft.png').updateMetadata({ customMetadata: { published: 'true' } }));
    await assertFails(admin().ref('site/images/draft.png').delete());
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await context.storage().ref('site/images/draft.png').getMetadata()).customMetadata?.published).toBe('false');
    });
  });

  it('nothing outside site/images is readable or writable, even by an admin', async () => {
    for (const storage of [visitor(), admin()]) {
      await assertFails(storage.ref('elsewhere/file.png').getMetadata());
      await assertFails(put(storage, 'elsewhere/new.png', PNG, { contentType: 'image/png' }));
    }
  });
});
