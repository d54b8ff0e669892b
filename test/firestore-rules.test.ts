// firestore.rules: visitors read only counters/founders, admins read everything, nobody writes.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HOST, PORTS, ROOT } from '../scripts/local-stack';

let env: RulesTestEnvironment;
// A project of its own, so these tests never touch the data the other suites read.
const PROJECT = 'demo-blast-crm-rules';
const COLLECTIONS = ['leads', 'conversions', 'pageViews', 'rollups', 'payments', 'counters'];

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
    await assertFails(visitor().doc('leads/new').set({ email: 'a@b.co' }));
  });
});

describe('a signed-in user without the admin claim', () => {
  it('reads only the founders counter', async () => {
    await assertSucceeds(member().doc('counters/founders').get());
    for (const name of COLLECTIONS.filter((n) => n !== 'counters')) await assertFails(member().doc(`${name}/sample`).get());
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
    await assertFails(admin().doc('leads/sample').delete());
    await assertFails(admin().doc('conversions/new').set({ plan: 'blast' }));
  });
});
