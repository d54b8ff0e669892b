// Today and its "Contacted" mark, against the emulators, on a pinned clock (X-Test-Now): the rows
// waiting come from the subscriptions, abandoned checkouts and leads, most money first, without the
// purchase tests' own lead; a mark is admin-only, validated field by field, stored once with who
// and the server's time, takes its row off Today and shows on the person's lead.
import { FOLLOW_UP_NOTE_MAX, type CustomersPage, type FollowUp, type LeadsPage, type TodayList } from '@blast/catalog';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials } from './support/seed';
import { asAdmin, ensureUser, idToken } from './support/admin';
import { marker } from './support/payments';
import { adminDb, api, pinnedAt } from './support/stack';
import { seedToday, type TodayKeys } from './support/today';

/** The pinned now: every record below is dated from it, years after any other suite's. */
const NOW = '2031-03-08T12:00:00Z';
const at = (hoursFromNow: number) => Timestamp.fromMillis(Date.parse(NOW) + hoursFromNow * 3_600_000);

const today = async (): Promise<TodayList> => {
  const res = await asAdmin('/api/admin/today', { headers: pinnedAt(NOW) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TodayList;
};
const contacted = (body: unknown, headers: Record<string, string> = {}) =>
  api('/api/admin/today/contacted', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const asAdminContacted = (body: unknown) => asAdmin('/api/admin/today/contacted', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

let keys: TodayKeys;
let tag = '';

beforeAll(async () => {
  tag = marker();
  keys = await seedToday(tag, NOW);
});

describe('Today', () => {
  it("lists a trial ending in 2 days (not one in 5), the abandoned checkout and the new lead, most money first; not the purchase tests' lead or checkout", async () => {
    const { rows } = await today();
    const mine = rows.filter((row) => row.key.endsWith(tag));
    expect(mine.map((row) => row.key)).toEqual([keys.abandoned, keys.trial, keys.lead]);
    expect(mine[0]).toMatchObject({ kind: 'abandoned', name: 'Abe Abandon', amountCents: 49_700, at: at(0).toDate().toISOString() });
    expect(mine[1]).toMatchObject({ kind: 'trial-ending', name: 'Tess Trial', email: `trial-${tag}@example.com`, phone: '+1 512 555 0101', plan: 'blast', amountCents: 19_700, at: at(48).toDate().toISOString() });
    expect(mine[2]).toMatchObject({ kind: 'new-lead', name: 'Lea Lead', phone: '+1 (512) 555-0199', plan: 'blast-lite', detail: 'bird-dog-snapshot from /free-bird-dog-snapshot' });
    const amounts = rows.map((row) => row.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

describe('Today past many handled rows', () => {
  /** A day of its own, months after the one above: Today's windows hold these leads alone. */
  const LATER = '2031-09-08T12:00:00Z';
  const laterAt = (seconds: number) => Timestamp.fromMillis(Date.parse(LATER) + seconds * 1000);
  const todayAt = async (): Promise<TodayList> => (await (await asAdmin('/api/admin/today', { headers: pinnedAt(LATER) })).json()) as TodayList;
  const leadOf = (id: string, seconds: number) => ({ name: 'Many Leads', email: `${id}@example.com`, plan: 'blast', source: '/', intent: 'demo', visitor: 'v', createdAt: laterAt(seconds), forward: { hook: 'lead', status: 'delivered', attempts: 1, round: 0 } });
  const lead = (id: string, seconds: number) => adminDb().collection('leads').doc(id).set(leadOf(id, seconds));

  it('lists an uncontacted lead however many newer ones were contacted, and says when more wait than it lists', async () => {
    const many = marker();
    await lead(`old_${many}`, -7_200);
    const batch = adminDb().batch();
    for (let i = 0; i < 60; i += 1) {
      const id = `done_${many}_${i}`;
      batch.set(adminDb().collection('leads').doc(id), leadOf(id, -3_600 + i));
      batch.set(adminDb().collection('followUps').doc(`new-lead:${id}`), { key: `new-lead:${id}`, kind: 'new-lead', note: '', by: 'test', at: laterAt(0) });
    }
    await batch.commit();
    const first = await todayAt();
    expect(first.rows.filter((row) => row.kind === 'new-lead').map((row) => row.key)).toEqual([`new-lead:old_${many}`]);
    expect(first.more).toBe(false);

    await Promise.all(Array.from({ length: 50 }, (_, i) => lead(`wait_${many}_${i}`, -60 + i)));
    const second = await todayAt();
    const waiting = second.rows.filter((row) => row.kind === 'new-lead');
    expect(waiting).toHaveLength(50);
    expect(waiting.some((row) => row.key === `new-lead:old_${many}`)).toBe(false);
    expect(second.more).toBe(true);
  });

  it('lists an abandoned checkout and a failed renewal however many before them were contacted', async () => {
    const many = marker();
    // Needs attention lists the oldest 50 past-due subscriptions of the whole store: these, dated
    // before every other suite's, are deleted at the end so that they take no later test's place.
    const written: DocumentReference[] = [];
    try {
      await seedAndRead(many, written);
    } finally {
      const cleanup = adminDb().batch();
      for (const ref of written) cleanup.delete(ref);
      await cleanup.commit();
    }
  });

  async function seedAndRead(many: string, written: DocumentReference[]): Promise<void> {
    // Past-due subscriptions are read oldest first across every suite's: these are dated years before any other.
    const since = (seconds: number) => Timestamp.fromMillis(Date.parse('2020-01-01T00:00:00Z') + seconds * 1000);
    const pastDue = (id: string, seconds: number) => ({ status: 'past_due', statusAt: since(seconds), pastDueSince: since(seconds), plan: 'blast', foundersRate: false, mrrCents: 19_700, cancelAtPeriodEnd: false, updatedAt: since(seconds) });
    const abandoned = (id: string, seconds: number) => ({ sessionId: id, plan: 'blast', foundersRate: false, trial: false, amountCents: 19_700, email: `${id}@example.com`, name: 'Many Checkouts', seatReturned: false, abandonedAt: laterAt(seconds), eventId: `evt_${id}` });
    const batch = adminDb().batch();
    const set = (collection: string, id: string, data: Record<string, unknown>) => {
      const ref = adminDb().collection(collection).doc(id);
      written.push(ref);
      batch.set(ref, data);
    };
    for (let i = 0; i < 60; i += 1) {
      const [sub, session] = [`sub_done_${many}_${i}`, `cs_done_${many}_${i}`];
      set('subscriptions', sub, pastDue(sub, i));
      set('followUps', `renewal-failed:${sub}`, { key: `renewal-failed:${sub}`, kind: 'renewal-failed', note: '', by: 'test', at: laterAt(0) });
      set('abandonedCheckouts', session, abandoned(session, -60 + i));
      set('followUps', `abandoned:${session}`, { key: `abandoned:${session}`, kind: 'abandoned', note: '', by: 'test', at: laterAt(0) });
    }
    set('subscriptions', `sub_wait_${many}`, pastDue(`sub_wait_${many}`, 3_600));
    set('abandonedCheckouts', `cs_wait_${many}`, abandoned(`cs_wait_${many}`, -7_200));
    await batch.commit();
    const keys = (await todayAt()).rows.map((row) => row.key).filter((key) => key.includes(many));
    expect(keys.sort()).toEqual([`abandoned:cs_wait_${many}`, `renewal-failed:sub_wait_${many}`]);
  }
});

describe('POST /api/admin/today/contacted', () => {
  beforeAll(() => ensureUser('member@example.com', 'member-password'));

  it('answers 401 without a token, 403 to a non-admin; GET /api/admin/today too', async () => {
    expect((await contacted({ key: keys.lead })).status).toBe(401);
    expect((await api('/api/admin/today')).status).toBe(401);
    const member = { authorization: `Bearer ${await idToken('member@example.com', 'member-password')}` };
    expect((await contacted({ key: keys.lead }, member)).status).toBe(403);
    expect((await api('/api/admin/today', { headers: member })).status).toBe(403);
    expect((await adminDb().collection('followUps').doc(keys.lead).get()).exists).toBe(false);
  });

  it('refuses bad input with a 4xx naming the field, and an unknown row with a 404', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, 'key'],
      [{ key: 'lead_x' }, 400, 'key'],
      [{ key: 'new-lead:a/b' }, 400, 'key'],
      [{ key: keys.lead, note: 'x'.repeat(FOLLOW_UP_NOTE_MAX + 1) }, 400, 'note'],
      [{ key: keys.lead, note: 7 }, 400, 'note'],
      [{ key: `new-lead:nobody_${tag}`, note: 'hi' }, 404, 'key'],
    ];
    for (const [body, status, field] of cases) {
      const res = await asAdminContacted(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json()).field, JSON.stringify(body)).toBe(field);
    }
    expect((await asAdminContacted({ key: keys.lead, extra: 1 })).status).toBe(400);
    expect((await adminDb().collection('followUps').doc(keys.lead).get()).exists).toBe(false);
  });

  it("stores the note with who and the server's time, once; the row leaves Today and the note shows on the lead", async () => {
    const before = Date.now();
    const res = await asAdminContacted({ key: keys.lead, note: '  Called, wants a demo Tuesday  ' });
    expect(res.status, await res.clone().text()).toBe(201);
    const { email } = adminCredentials();
    expect((await res.json()).followUp).toMatchObject({ key: keys.lead, kind: 'new-lead', note: 'Called, wants a demo Tuesday', by: email });
    const stored = (await adminDb().collection('followUps').doc(keys.lead).get()).data()!;
    expect(stored).toMatchObject({ key: keys.lead, kind: 'new-lead', recordId: `lead_${tag}`, person: `lea-${tag}@example.com`, note: 'Called, wants a demo Tuesday', by: email, byUid: expect.any(String) });
    // The server's time, not the pinned clock nor the browser's.
    expect(stored.at.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored.at.toMillis()).toBeLessThanOrEqual(Date.now() + 5_000);

    const keysLeft = (await today()).rows.map((row) => row.key);
    expect(keysLeft).not.toContain(keys.lead);
    expect(keysLeft).toContain(keys.trial);

    expect((await asAdminContacted({ key: keys.lead, note: 'again' })).status).toBe(409);
    expect((await adminDb().collection('followUps').doc(keys.lead).get()).get('note')).toBe('Called, wants a demo Tuesday');

    const leads = (await (await asAdmin(`/api/admin/leads?limit=10&q=lea-${tag}`)).json()) as LeadsPage;
    expect(leads.leads[0].contacted).toEqual([{ key: keys.lead, kind: 'new-lead', note: 'Called, wants a demo Tuesday', by: email, at: stored.at.toDate().toISOString() }]);
  });

  it("keeps a handled customer's note on the customer: Customers lists the trial's mark, and none on a customer not contacted", async () => {
    const customerOf = async (subscriptionId: string) => {
      const page = (await (await asAdmin('/api/admin/customers?limit=100&state=trialing')).json()) as CustomersPage;
      return page.customers.find((customer) => customer.subscriptionId === subscriptionId);
    };
    const soon = keys.trial.split(':')[1];
    expect((await customerOf(soon))?.contacted).toEqual([]);
    const res = await asAdminContacted({ key: keys.trial, note: 'Trial ends Tuesday: call booked' });
    expect(res.status, await res.clone().text()).toBe(201);
    const { followUp } = (await res.json()) as { followUp: FollowUp };
    expect((await today()).rows.map((row) => row.key)).not.toContain(keys.trial);
    // The mark is the person's (by email): both of Tess's trials show it.
    for (const id of [soon, keys.later.split(':')[1]]) {
      expect((await customerOf(id))?.contacted).toEqual([{ ...followUp, key: keys.trial, kind: 'trial-ending', note: 'Trial ends Tuesday: call booked', by: adminCredentials().email }]);
    }
  });
});
