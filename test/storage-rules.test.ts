// storage.rules: the site's images. Admins write images of an allowed type and size; everyone
// reads an image once a published version shows it (marked `published`), only admins before;
// nothing else in the bucket is readable or writable.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HOST, PORTS, ROOT } from '../scripts/local-stack';

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

/** An upload, as a promise (the SDK's UploadTask is only thenable). */
const put = (storage: ReturnType<typeof visitor>, path: string, data: Uint8Array, metadata: { contentType: string }) => storage.ref(path).put(data, metadata).then((snapshot) => snapshot);

const visitor = () => env.unauthenticatedContext().storage();
const member = () => env.authenticatedContext('member', { email: 'member@example.com' }).storage();
const admin = () => env.authenticatedContext('admin', { admin: true }).storage();

describe('the site images', () => {
  it('a visitor and a signed-in non-admin read a published image, not a draft one, and write nothing', async () => {
    for (const storage of [visitor(), member()]) {
      await assertSucceeds(storage.ref('site/images/shown.png').getMetadata());
      await assertFails(storage.ref('site/images/draft.png').getMetadata());
      await assertFails(put(storage, 'site/images/new.png', PNG, { contentType: 'image/png' }));
      await assertFails(storage.ref('site/images/shown.png').delete());
    }
  });

  it('an admin reads every site image and writes one of an allowed type, name and size', async () => {
    await assertSucceeds(admin().ref('site/images/draft.png').getMetadata());
    await assertSucceeds(put(admin(), 'site/images/fresh.png', PNG, { contentType: 'image/png' }));
    await assertSucceeds(admin().ref('site/images/fresh.png').delete());
  });

  it('an admin cannot store another type, an oversized image, or under another name', async () => {
    await assertFails(put(admin(), 'site/images/page.svg', PNG, { contentType: 'image/svg+xml' }));
    await assertFails(put(admin(), 'site/images/trick.png', PNG, { contentType: 'text/html' }));
    await assertFails(put(admin(), 'site/images/huge.png', new Uint8Array(2 * 1024 * 1024 + 1), { contentType: 'image/png' }));
    await assertFails(put(admin(), 'site/images/../x.png', PNG, { contentType: 'image/png' }));
  });

  it('nothing outside site/images is readable or writable, even by an admin', async () => {
    for (const storage of [visitor(), admin()]) {
      await assertFails(storage.ref('elsewhere/file.png').getMetadata());
      await assertFails(put(storage, 'elsewhere/new.png', PNG, { contentType: 'image/png' }));
    }
  });
});
