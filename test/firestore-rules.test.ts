// firestore.rules: visitors read only counters/founders, admins read everything, nobody writes.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COLLECTIONS as STORE } from '@blast/catalog';
import { HOST, PORTS, ROOT } from './support/local-stack';

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

/** The same checks on every collection, all at once, on one client: a busy machine runs them in one round of waits, not thirty. */
const eachCollection = (check: (name: string) => Promise<unknown>) => Promise.all(COLLECTIONS.map(check));

const visitor = () => env.unauthenticatedContext().firestore();
const member = () => env.authenticatedContext('member', { email: 'member@example.com' }).firestore();
const admin = () => env.authenticatedContext('admin', { admin: true }).firestore();

describe('a visitor', () => {
  it('reads the founders seat counter', async () => {
    await assertSucceeds(visitor().doc('counters/founders').get());
  });

  it('reads nothing else', async () => {
    const db = visitor();
    await eachCollection((name) => assertFails(db.doc(`${name}/sample`).get()));
    await assertFails(db.collection('counters').get());
  });

  it('writes nowhere, not even the counter', async () => {
    const db = visitor();
    await assertFails(db.doc('counters/founders').set({ seatsLeft: 49 }));
    await assertFails(db.doc('counters/founders').update({ seatsLeft: 0 }));
    await assertFails(db.doc('counters/founders').delete());
    await eachCollection(async (name) => {
      await assertFails(db.doc(`${name}/new`).set({ email: 'a@b.co' }));
      await assertFails(db.doc(`${name}/sample`).update({ any: 'else' }));
      await assertFails(db.doc(`${name}/sample`).delete());
    });
  });

  it('lists no collection, and reads no other counter', async () => {
    await env.withSecurityRulesDisabled((context) => context.firestore().doc('counters/other').set({ n: 1 }));
    const db = visitor();
    await assertFails(db.doc('counters/other').get());
    await eachCollection((name) => assertFails(db.collection(name).get()));
  });
});

describe('a signed-in user without the admin claim', () => {
  it('reads only the founders counter, and writes nowhere', async () => {
    const db = member();
    await assertSucceeds(db.doc('counters/founders').get());
    await eachCollection(async (name) => {
      await assertFails(db.doc(`${name}/sample`).get());
      await assertFails(db.collection(name).get());
      await assertFails(db.doc(`${name}/new`).set({ any: 'thing' }));
    });
    await assertFails(db.doc('counters/founders').update({ seatsLeft: 0 }));
  });

  it('is not taken for an admin by a claim that is merely truthy', async () => {
    const almost = env.authenticatedContext('almost', { admin: 'true' }).firestore();
    await assertFails(almost.doc('leads/sample').get());
  });
});

describe('an admin', () => {
  it('reads every collection', async () => {
    const db = admin();
    await eachCollection(async (name) => {
      await assertSucceeds(db.doc(`${name}/sample`).get());
      await assertSucceeds(db.collection(name).get());
    });
  });

  it('writes nowhere: the functions do every write', async () => {
    const db = admin();
    await assertFails(db.doc('counters/founders').set({ seatsLeft: 10 }));
    await eachCollection(async (name) => {
      await assertFails(db.doc(`${name}/new`).set({ plan: 'blast' }));
      await assertFails(db.doc(`${name}/sample`).update({ any: 'else' }));
      await assertFails(db.doc(`${name}/sample`).delete());
    });
  });
});

describe("a person's data on request (docs/privacy.md)", () => {
  it('keeps the request log and the objections to admins, read-only', async () => {
    const names = [STORE.privacyRequests, STORE.marketingObjections];
    for (const name of names) {
      await assertFails(visitor().doc(`${name}/sample`).get());
      await assertFails(member().collection(name).get());
      await assertSucceeds(admin().collection(name).get());
      await assertFails(admin().doc(`${name}/new`).set({ action: 'erase' }));
      await assertFails(admin().doc(`${name}/sample`).delete());
    }
  });
});
