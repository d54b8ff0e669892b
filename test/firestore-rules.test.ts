// firestore.rules: visitors read only counters/founders, admins read everything, nobody writes.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COLLECTIONS as STORE } from '@blast/catalog';
import { HOST, PORTS, ROOT } from '../scripts/local-stack';

let env: RulesTestEnvironment;
// A project of its own, so these tests never touch the data the other suites read.
const PROJECT = 'demo-blast-crm-rules';
/** Every collection the functions write (functions/src/store/db.ts), and one nobody uses yet. */
const COLLECTIONS = [...Object.values(STORE), 'somethingNew'];

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host: HOST, port: PORTS.firestore, rules: readFileSync(`${ROOT}/firestore.rules`, 'utf8') },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc('counters/founders').set({ seatsLeft: 50 });
    for (const name of COLLECTIONS) await db.doc(`${name}/sample`).set({ any: 'thing' });
  });
});
afterAll(() => env.cleanup());

const visitor = () => env.unauthenticatedContext().firestore();
const member = () => env.authenticatedContext('member', { email: 'member@example.com' }).firestore();
const admin = () => env.authenticatedContext('admin', { admin: true }).firestore();

describe('a visitor', () => {
  it('reads the founders seat counter', async () => {
    await assertSucceeds(visitor().doc('counters/founders').get());
  });

  it('reads nothing else', async () => {
    for (const name of COLLECTIONS) await assertFails(visitor().doc(`${name}/sample`).get());
    await assertFails(visitor().collection('counters').get());
  });

  it('writes nowhere, not even the counter', async () => {
    await assertFails(visitor().doc('counters/founders').set({ seatsLeft: 49 }));
    await assertFails(visitor().doc('counters/founders').update({ seatsLeft: 0 }));
    await assertFails(visitor().doc('counters/founders').delete());
    for (const name of COLLECTIONS) {
      await assertFails(visitor().doc(`${name}/new`).set({ email: 'a@b.co' }));
      await assertFails(visitor().doc(`${name}/sample`).update({ any: 'else' }));
      await assertFails(visitor().doc(`${name}/sample`).delete());
    }
  });

  it('lists no collection, and reads no other counter', async () => {
    await env.withSecurityRulesDisabled((context) => context.firestore().doc('counters/other').set({ n: 1 }));
    await assertFails(visitor().doc('counters/other').get());
    for (const name of COLLECTIONS) await assertFails(visitor().collection(name).get());
  });
});

describe('a signed-in user without the admin claim', () => {
  it('reads only the founders counter, and writes nowhere', async () => {
    await assertSucceeds(member().doc('counters/founders').get());
    for (const name of COLLECTIONS) {
      await assertFails(member().doc(`${name}/sample`).get());
      await assertFails(member().collection(name).get());
      await assertFails(member().doc(`${name}/new`).set({ any: 'thing' }));
    }
    await assertFails(member().doc('counters/founders').update({ seatsLeft: 0 }));
  });

  it('is not taken for an admin by a claim that is merely truthy', async () => {
    const almost = env.authenticatedContext('almost', { admin: 'true' }).firestore();
    await assertFails(almost.doc('leads/sample').get());
  });
});

describe('an admin', () => {
  it('reads every collection', async () => {
    for (const name of COLLECTIONS) {
      await assertSucceeds(admin().doc(`${name}/sample`).get());
      await assertSucceeds(admin().collection(name).get());
    }
  });

  it('writes nowhere: the functions do every write', async () => {
    await assertFails(admin().doc('counters/founders').set({ seatsLeft: 10 }));
    for (const name of COLLECTIONS) {
      await assertFails(admin().doc(`${name}/new`).set({ plan: 'blast' }));
      await assertFails(admin().doc(`${name}/sample`).update({ any: 'else' }));
      await assertFails(admin().doc(`${name}/sample`).delete());
    }
  });
});
