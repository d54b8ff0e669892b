// The pages go by the day they were built: the day after a promo's last day, the daily check
// (triggers/site-days.ts) asks for the rebuild that leaves it out, once. The emulator runs no
// scheduled function: the check's code runs here, against the emulator's Firestore, and asks a
// build hook of this test's own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dayOfMs } from '@blast/catalog';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, runPromo } from './support/stack';

const DAY_MS = 86_400_000;
const asked: unknown[] = [];
let hook: Server;
const kept: Record<string, DocumentData | undefined> = {};
const siteDoc = (id: string) => adminDb().collection('siteContent').doc(id);

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      asked.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  // The functions' settings as the emulator gives them, with the build hook this test listens on.
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.LOCAL_SITE_BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build`;
  for (const id of ['published', 'build']) kept[id] = (await siteDoc(id).get()).data();
});

afterAll(async () => {
  delete process.env.FUNCTIONS_EMULATOR;
  delete process.env.LOCAL_SITE_BUILD_HOOK_URL;
  // The published version and the build record the other suites see, as they were.
  for (const [id, data] of Object.entries(kept)) await (data ? siteDoc(id).set(data) : siteDoc(id).delete());
  await new Promise((resolve) => hook.close(resolve));
});

describe('the rebuild after a last day', () => {
  it('asks once for the pages built while the promo ran, the day after its last, for the published version', async () => {
    const now = Date.now();
    const today = dayOfMs(now);
    const lastDay = dayOfMs(now - 2 * DAY_MS);
    await runPromo({ endsOn: lastDay });
    const pointer = (await siteDoc('published').get()).data() as { version: string; number: number };
    const builtAt = Timestamp.fromMillis(now - 3 * DAY_MS);
    await siteDoc('build').set({ status: 'done', version: pointer.version, number: pointer.number, requestedAt: builtAt, finishedAt: builtAt, detail: null });
    const { rebuildAfterLastDays } = await import('../functions/src/domain/site/site-content');

    // On its last day the pages show it rightly: nothing to do.
    expect(await rebuildAfterLastDays(lastDay)).toBeNull();
    expect(asked).toEqual([]);

    const build = await rebuildAfterLastDays(today);
    expect(build).toMatchObject({ status: 'requested', version: pointer.version, number: pointer.number });
    expect(asked).toEqual([{ version: pointer.version, number: pointer.number }]);
    expect((await siteDoc('build').get()).get('status')).toBe('requested');

    // The rebuild asked for leaves it out: the next days ask nothing.
    expect(await rebuildAfterLastDays(today)).toBeNull();
    expect(await rebuildAfterLastDays(dayOfMs(now + DAY_MS))).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('asks nothing while the promo runs without a last day', async () => {
    const before = asked.length;
    await runPromo({});
    const pointer = (await siteDoc('published').get()).data() as { version: string; number: number };
    const builtAt = Timestamp.fromMillis(Date.now() - 30 * DAY_MS);
    await siteDoc('build').set({ status: 'done', version: pointer.version, number: pointer.number, requestedAt: builtAt, finishedAt: builtAt, detail: null });
    const { rebuildAfterLastDays } = await import('../functions/src/domain/site/site-content');
    expect(await rebuildAfterLastDays(dayOfMs(Date.now()))).toBeNull();
    expect(asked).toHaveLength(before);
  });
});
