// tools/storage-rules-runtime: the Storage emulator's rules runtime on the Cloud SDK jar's rules
// engine, spoken to as firebase-tools speaks to it (lib/emulator/storage/rules/runtime.js): JSON
// lines in, one JSON line out per request, the first one to the id -1.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudSdkFirestoreJar, storageRulesRuntimeFor } from '../emulators';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /site/images/{name} {
      allow read: if resource.metadata.published == 'true';
      allow create: if request.auth != null && request.auth.token.admin == true
        && request.resource.size <= 100 && request.resource.contentType.matches('image/.*');
    }
  }
}
`;

type Answer = { id: number; status: string; result?: { rulesVersion?: number; permit?: boolean }; errors: string[]; warnings: string[] };
let runtime: ChildProcessWithoutNullStreams;
const waiting = new Map<number, (answer: Answer) => void>();
let nextId = 0;

function ask(action: string, context: Record<string, unknown>): Promise<Answer> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    runtime.stdin.write(JSON.stringify({ action, id, context }) + '\n');
  });
}

/** firebase-tools' toExpressionValue, for the values these tests send. */
function value(input: unknown): Record<string, unknown> {
  if (input === null || input === undefined) return { null_value: null };
  if (typeof input === 'string') return { string_value: input };
  if (typeof input === 'boolean') return { bool_value: input };
  if (typeof input === 'number') return { int_value: input };
  return { map_value: { fields: Object.fromEntries(Object.entries(input).map(([key, field]) => [key, value(field)])) } };
}

const PATH = '/b/demo-bucket/o/site/images/photo.png';
const verify = (method: string, { auth, before, after }: { auth?: unknown; before?: unknown; after?: unknown } = {}) =>
  ask('verify', {
    rulesetName: 'site',
    service: 'firebase.storage',
    path: PATH,
    method,
    variables: {
      resource: value(before),
      request: {
        map_value: {
          fields: {
            path: { path_value: { segments: PATH.split('/').filter(Boolean).map((simple) => ({ simple })) } },
            time: { timestamp_value: new Date().toISOString() },
            resource: value(after),
            auth: value(auth),
          },
        },
      },
    },
  });

const png = (size: number) => ({ name: 'site/images/photo.png', size, contentType: 'image/png', metadata: {} });
const admin = { uid: 'owner', token: { admin: true, email: 'owner@example.com' } };
const member = { uid: 'member', token: { email: 'member@example.com' } };

beforeAll(async () => {
  const sdkJar = cloudSdkFirestoreJar();
  if (!sdkJar) throw new Error('the Cloud SDK Firestore emulator jar is not on this machine (PLATFORM.md)');
  runtime = spawn('java', ['-jar', storageRulesRuntimeFor(sdkJar), 'serve']);
  const ready = new Promise<void>((resolve) => waiting.set(-1, () => resolve()));
  createInterface({ input: runtime.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as Answer;
    waiting.get(answer.id)?.(answer);
  });
  await ready;
}, 120_000);
afterAll(() => runtime?.kill());

describe('the Storage rules runtime', () => {
  it('compiles a ruleset and says its version; a broken one is refused with its file, line and reason', async () => {
    expect(await ask('load_ruleset', { rulesetName: 'site', source: { files: [{ name: 'storage.rules', content: RULES }] } })).toMatchObject({ status: 'ok', result: { rulesVersion: 2 }, errors: [] });
    const broken = await ask('load_ruleset', { rulesetName: 'broken', source: { files: [{ name: 'broken.rules', content: 'service firebase.storage {\n  match /b/{bucket}/o { allow read: if (; }\n}' }] } });
    expect(broken.status).toBe('ok'); // firebase-tools drops an answer of another status without resolving it
    expect(broken.errors).toHaveLength(1);
    expect(JSON.parse(broken.errors[0])).toMatchObject({ description_: expect.any(String), sourcePosition_: { fileName_: 'broken.rules', line_: 2 } });
  });

  it('permits what the rules allow and refuses the rest: the auth token, the upload, the stored object, the path', async () => {
    expect((await verify('create', { auth: admin, after: png(100) })).result).toEqual({ permit: true });
    expect((await verify('create', { auth: admin, after: png(101) })).result).toEqual({ permit: false });
    expect((await verify('create', { auth: admin, after: { ...png(10), contentType: 'text/html' } })).result).toEqual({ permit: false });
    expect((await verify('create', { after: png(10) })).result).toEqual({ permit: false });
    expect((await verify('get', { before: { ...png(10), metadata: { published: 'true' } } })).result).toEqual({ permit: true });
    expect((await verify('get', { before: { ...png(10), metadata: { published: 'false' } } })).result).toEqual({ permit: false });
    expect((await verify('delete', { auth: admin, before: png(10) })).result).toEqual({ permit: false }); // no rule allows it
  });

  it('refuses a request whose evaluation fails, and says why, as the emulator logs it', async () => {
    const answer = await verify('create', { auth: member, after: png(10) });
    expect(answer.result).toEqual({ permit: false });
    expect(answer.warnings).toEqual([expect.stringMatching(/line \[\d+\], column \[\d+\]\. Property admin is undefined on object/)]);
  });
});
