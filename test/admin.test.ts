// The operator API: Firebase ID tokens from the Auth emulator, the admin claim, and figures
// that equal what was posted.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/local-stack';
import { emulatorAdminApp } from './support/seed';
import type { CustomerEventRow, CustomerEventsPage, LeadRow, LifecycleAnswer, LifecycleSession, RecentConversion, RevenueReport } from '@blast/catalog';
import { charge, dispute } from './support/stripe-standin';
import { asAdmin, ensureUser, idToken } from './support/admin';
import { DAY_S, apply, checkoutMetadata, completedSession, eventOf, invoiceOf, marker, monthLine, subscriptionOf } from './support/payments';
import { HOOKS_PORT, LEAD_WAITS, adminDb, customerHook, api, asVisitor, forwardedFor, foundersCounter, holdBackRoundTasks, leadForwardWhen, pinnedAt, pollUntil, postJson, quietDeliveries, setSeatsLeft, warmCustomerEventDeliveries, warmDeliveries } from './support/stack';

const ROUTES: [string, string][] = [
  ['GET', '/api/admin/analytics/dashboard'],
  ['GET', '/api/admin/analytics/overview'],
  ['GET', '/api/admin/analytics/funnel'],
  ['GET', '/api/admin/analytics/recent-conversions'],
  ['GET', '/api/admin/analytics/debug'],
  ['POST', '/api/admin/analytics/reset'],
  ['GET', '/api/admin/analytics/daily'],
  ['GET', '/api/admin/analytics/sources'],
  ['GET', '/api/admin/analytics/funnel-steps'],
  ['GET', '/api/admin/analytics/revenue'],
  ['GET', '/api/admin/leads'],
  ['GET', '/api/admin/leads.csv'],
  ['GET', '/api/admin/customer-events'],
  ['GET', '/api/admin/test/config'],
  ['GET', '/api/admin/test/lifecycle'],
];
/** Routes that need a body or an id: 401 and 403 like the others; their 200s are tested below. */
const ACTION_ROUTES: [string, string][] = [
  ['POST', '/api/admin/leads/some-id/retry'],
  ['POST', '/api/admin/customer-events/evt_some/retry'],
  ['POST', '/api/admin/test/simulate-payment'],
  ['POST', '/api/admin/test/lifecycle'],
];

let memberToken = '';

beforeAll(async () => {
  await ensureUser('member@example.com', 'member-password');
  memberToken = await idToken('member@example.com', 'member-password');
});

describe('/api/admin/** access', () => {
  it('answers 401 without a token or with one that does not verify, 403 to a non-admin, 200 to an admin', async () => {
    for (const [method, path] of [...ROUTES, ...ACTION_ROUTES, ['GET', '/api/admin/anything'] as [string, string]]) {
      const none = await api(path, { method });
      expect(none.status, `${method} ${path}`).toBe(401);
      expect((await none.json()).field).toBe('authorization');
      expect((await api(path, { method, headers: { authorization: 'Bearer not-a-token' } })).status, path).toBe(401);
      expect((await api(path, { method, headers: { authorization: `Bearer ${memberToken}` } })).status, path).toBe(403);
    }
    for (const [method, path] of ROUTES) expect((await asAdmin(path, { method })).status, `${method} ${path}`).toBe(200);
    expect((await asAdmin('/api/admin/anything')).status).toBe(404);
  });

  it('refuses an admin whose account was disabled, at once, with the token still unexpired', async () => {
    const user = await ensureUser('disabled-admin@example.com', 'disabled-password');
    await getAuth(emulatorAdminApp()).setCustomUserClaims(user.uid, { admin: true });
    const token = await idToken('disabled-admin@example.com', 'disabled-password');
    expect((await api(ROUTES[0][1], { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await getAuth(emulatorAdminApp()).updateUser(user.uid, { disabled: true });
    expect((await api(ROUTES[0][1], { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('npm run admin:grant -- EMAIL makes a user an admin', async () => {
    await ensureUser('promoted@example.com', 'promoted-password');
    const before = await idToken('promoted@example.com', 'promoted-password');
    expect((await api(ROUTES[0][1], { headers: { authorization: `Bearer ${before}` } })).status).toBe(403);
    const run = spawnSync('npx', ['tsx', 'scripts/stack/admin-grant.ts', 'promoted@example.com'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const after = await idToken('promoted@example.com', 'promoted-password');
    expect((await api(ROUTES[0][1], { headers: { authorization: `Bearer ${after}` } })).status).toBe(200);
  });
});

describe('the figures', () => {
  it('equal what was posted, duplicates left out', async () => {
    expect((await asAdmin('/api/admin/analytics/reset', { method: 'POST' })).status).toBe(200);
    // One clock for the whole test, fixed at its start, whatever the calendar does while it runs:
    // the views and goals on the first whole second after the Reset (Bob's goal a second later, so
    // the newest is known, both on one day), the figures read then.
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    let atMs = Math.ceil(Date.now() / 1000) * 1000;
    if (iso(atMs).slice(0, 10) !== iso(atMs + 1000).slice(0, 10)) atMs += 1000;
    // Both seconds past before they are used: a later Reset must find them before it.
    await pollUntil("the test's two seconds past", async () => Date.now(), (now) => now > atMs + 1000, { timeoutMs: 5000, intervalMs: 100 });
    const [at, later] = [iso(atMs), iso(atMs + 1000)];
    const today = at.slice(0, 10);
    const onDay = { headers: pinnedAt(later) };
    const ann = { ...asVisitor('ann'), ...pinnedAt(at) };
    const bob = { ...asVisitor('bob'), ...pinnedAt(at) };
    await postJson('/api/analytics/page-view', { page: '/' }, ann);
    await postJson('/api/analytics/page-view', { page: '/' }, ann); // a duplicate
    await postJson('/api/analytics/page-view', { page: '/pricing' }, ann);
    await postJson('/api/analytics/page-view', { page: '/' }, bob);
    await postJson('/api/analytics/conversion', { conversion_type: 'lead', plan: 'blast', source_page: '/pricing', name: 'Ann', email: 'ann@example.com', utm_source: 'fb', utm_campaign: 'fall' }, ann);
    await postJson('/api/analytics/conversion', { conversion_type: 'demo_interest', source_page: '/' }, { ...bob, ...pinnedAt(later) });

    const overview = await (await asAdmin('/api/admin/analytics/overview', onDay)).json();
    expect(overview.pageViews).toEqual([{ page: '/', views: 2 }, { page: '/pricing', views: 1 }]);
    expect(overview.conversions).toEqual(expect.arrayContaining([{ plan: 'blast', conversions: 1 }, { plan: 'unknown', conversions: 1 }]));
    expect(overview.conversions).toHaveLength(2);

    // Rates of people: each page's visitors who reached a goal after viewing it that day. Ann's
    // lead counts for both pages she had seen, Bob's demo interest for Home; Home's 2 of 2 ranks
    // above /pricing's 1 of 1 (the surer rate: its Wilson lower bound). Too few visitors to show a
    // rate (MIN_RATE_VISITORS): none is answered.
    const funnel = await (await asAdmin('/api/admin/analytics/funnel', onDay)).json();
    expect(funnel).toMatchObject([
      { page: '/', views: 2, visitors: 2, conversions: 2, conversionRate: null, goals: { lead: 1, demo_interest: 1 } },
      { page: '/pricing', views: 1, visitors: 1, conversions: 1, conversionRate: null, goals: { lead: 1, demo_interest: 0 } },
    ]);
    expect(funnel).toHaveLength(2);

    const recent = await (await asAdmin('/api/admin/analytics/recent-conversions')).json();
    expect(recent).toHaveLength(2);
    expect(recent[0]).toMatchObject({ conversionType: 'demo_interest', plan: 'unknown', amount: 0, foundersRate: false });
    expect(recent[1]).toMatchObject({ conversionType: 'lead', plan: 'blast', name: 'Ann', email: 'ann@example.com', utmSource: 'fb', utmCampaign: 'fall' });
    expect(Date.parse(recent[1].timestamp)).toBe(Date.parse(at));

    const debug = await (await asAdmin('/api/admin/analytics/debug')).json();
    expect(debug.database).toEqual({ total_page_views: 3, total_conversions: 2 });
    expect(debug.memory.dedup_window_ms).toBe(30 * 60_000);
    expect(debug.environment.database_url).toMatch(/firestore/);
    // The owner's status: the newest event of each kind (Bob's goal is the newest conversion), and the deliveries that gave up.
    expect(debug.status.last.conversion).toEqual({ at: new Date(recent[0].timestamp).toISOString(), type: recent[0].conversionType });
    expect(Date.parse(debug.status.last.pageView)).toBeGreaterThanOrEqual(Date.parse(at) - 1000);
    // No lead is posted here (Ann's goal is a conversion): the newest lead is another test's, or none.
    expect(debug.status.last.lead === null || Date.parse(debug.status.last.lead) > 0).toBe(true);
    expect(debug.status.failing).toEqual({ leads: expect.any(Number), customerEvents: expect.any(Number) });
    // The operator checks where the API reads a client's address against their own request.
    const chain = forwardedFor('203.0.113.50', ['6.6.6.6']);
    const seen = await (await asAdmin('/api/admin/analytics/debug', { headers: { 'x-forwarded-for': chain } })).json();
    expect(seen.client).toEqual({ source: 'xff:2', forwardedFor: chain, address: '203.0.113.50' });

    const daily = await (await asAdmin('/api/admin/analytics/daily', onDay)).json();
    expect(daily).toHaveLength(30);
    expect(daily[29]).toEqual({ day: today, views: 3, visitors: 2, conversions: 2 });
    expect(daily.slice(0, 29).every((d: { views: number; visitors: number; conversions: number }) => d.views + d.visitors + d.conversions === 0)).toBe(true);
    expect(daily[0].day < daily[29].day).toBe(true);

    // A campaign's rate is over the visitors who arrived from it: Ann's lead named fb/fall, but
    // she and Bob arrived direct, so the lead counts there.
    const sources = await (await asAdmin('/api/admin/analytics/sources', onDay)).json();
    expect(sources).toMatchObject([{ source: '(direct)', campaign: '(none)', views: 3, visitors: 2, conversions: 2, conversionRate: null }]);
    expect(sources).toHaveLength(1);

    // One refresh is one read of the rollups: the dashboard's answer is the four above with the
    // period's totals, and it costs at most a document per counter and shard (12 counters here:
    // pages, plans, campaigns, types, visitors), whatever the number of events, plus the moment
    // of the Reset and the finished months of the 30 days before (at most 3).
    const refresh = await asAdmin('/api/admin/analytics/dashboard', onDay);
    expect(await refresh.json()).toMatchObject({ overview, funnel, daily, sources, totals: { views: 3, visitors: 2, conversions: 2 } });
    const reads = Number(refresh.headers.get('x-firestore-reads'));
    expect(reads).toBeGreaterThanOrEqual(12);
    expect(reads).toBeLessThanOrEqual(12 * 8 + 1 + 3);
  });

  it("folds a finished day's shards into one document on the first refresh; the figures stay, and the next refresh reads less", async () => {
    expect((await asAdmin('/api/admin/analytics/reset', { method: 'POST' })).status).toBe(200);
    // The reads' "today" pinned to one instant: yesterday stays yesterday if the test runs over midnight.
    const now = new Date().toISOString();
    const yesterday = new Date(Date.parse(now) - 86_400_000).toISOString().slice(0, 10);
    const onNow = { headers: pinnedAt(now) };
    const key = '/pricing';
    const id = (shard: number) => ['pageViews', 'page', yesterday, createHash('sha256').update(key).digest('hex').slice(0, 24), shard].join('_');
    for (let shard = 0; shard < 8; shard += 1) {
      await adminDb().collection('rollups').doc(id(shard)).set({ metric: 'pageViews', dimension: 'page', key, day: yesterday, shard, count: shard + 1 });
    }
    const shardsOf = async () => (await adminDb().collection('rollups').where('day', '==', yesterday).where('key', '==', key).get()).docs.map((doc) => doc.data());
    const first = await asAdmin('/api/admin/analytics/dashboard', onNow);
    const firstFigures = await first.json();
    expect(firstFigures.daily[28]).toMatchObject({ day: yesterday, views: 36 });
    expect(await shardsOf()).toEqual([{ metric: 'pageViews', dimension: 'page', key, day: yesterday, shard: 0, count: 36 }]);
    const second = await asAdmin('/api/admin/analytics/dashboard', onNow);
    expect(await second.json()).toEqual(firstFigures);
    // One document for the folded day, the Reset's moment, and the finished months of the 30 days before.
    expect(Number(second.headers.get('x-firestore-reads'))).toBeLessThanOrEqual(1 + 1 + 3);
    expect(Number(first.headers.get('x-firestore-reads'))).toBeGreaterThan(8);
  });

  it('reset deletes the analytics data, and keeps leads and the seat count', async () => {
    await setSeatsLeft(42);
    const lead = await (await postJson('/api/leads', { name: 'Kept', email: `kept-${Date.now()}@example.com`, intent: 'blast-optin' }, asVisitor())).json();
    await postJson('/api/analytics/page-view', { page: '/kept' }, asVisitor());
    await postJson('/api/analytics/conversion', { conversion_type: 'lead', source_page: '/' }, asVisitor());
    const res = await asAdmin('/api/admin/analytics/reset', { method: 'POST' });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: true, deleted: { resetAt: expect.any(String) } });
    expect(answer.deleted.rollups).toBeGreaterThan(0);
    // The figures are gone at once, and nothing from before shows while the purge runs.
    expect((await adminDb().collection('rollups').count().get()).data().count).toBe(0);
    expect(await (await asAdmin('/api/admin/analytics/recent-conversions')).json()).toEqual([]);
    // The raw events go on the queue, in pages, whatever their number.
    const left = async () => {
      const counts = await Promise.all(['pageViews', 'conversions', 'pageViewDedup', 'visitorDays'].map(async (name) => [name, (await adminDb().collection(name).count().get()).data().count] as const));
      return Object.fromEntries(counts);
    };
    await pollUntil('the purge', left, (counts) => Object.values(counts).every((count) => count === 0), { timeoutMs: 30_000 });
    expect((await adminDb().collection('leads').doc(lead.id).get()).exists).toBe(true);
    expect((await foundersCounter().get()).get('seatsLeft')).toBe(42);
    expect(await (await asAdmin('/api/admin/analytics/overview')).json()).toEqual({ pageViews: [], conversions: [] });
    await setSeatsLeft(50);
  });
});

describe('the leads table', () => {
  const stamp = Date.now();
  const submit = (name: string, extra: Record<string, unknown> = {}) =>
    postJson('/api/leads', { name, email: `${name.replace(/\W/g, '').toLowerCase() || 'formula'}-${stamp}@example.com`, intent: 'blast-optin', ...extra }, asVisitor(name)).then((res) => res.json());

  it('pages the leads newest first, and exports them as CSV with formulas defused', async () => {
    const a = await submit('Page A', { utm_source: 'fb' });
    const b = await submit('Page B');
    const c = await submit('=HYPERLINK("http://evil")');
    const first = await (await asAdmin('/api/admin/leads?limit=2')).json();
    expect(first.leads.map((lead: { id: string }) => lead.id)).toEqual([c.id, b.id]);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.nextCursor).toBe(b.id);
    expect(first.leads[1]).toMatchObject({ name: 'Page B', intent: 'blast-optin', forward: { hook: 'blast' } });
    expect(first.leads[1]).not.toHaveProperty('visitor');
    const second = await (await asAdmin(`/api/admin/leads?limit=2&after=${first.nextCursor}`)).json();
    expect(second.leads[0]).toMatchObject({ id: a.id, name: 'Page A', utm: { utm_source: 'fb' } });

    for (const [query, field] of [['limit=0', 'limit'], ['limit=x', 'limit'], ['limit=101', 'limit'], ['after=nope', 'after'], ['after=a%2Fb', 'after'], ['sort=name', 'sort']]) {
      const bad = await asAdmin(`/api/admin/leads?${query}`);
      expect(bad.status, query).toBe(400);
      expect((await bad.json()).field, query).toBe(field);
    }

    const csv = await asAdmin('/api/admin/leads.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="blast-leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,email,phone,plan,intent,source,utm_source,utm_campaign,utm_medium,utm_term,utm_content,forwardHook,forwardStatus,forwardAttempts,forwardLastError,forwardDeliveredAt,bought,boughtAt');
    expect(lines[1]).toContain(`${c.id},`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(lines.find((line) => line.startsWith(`${a.id},`))).toContain(',fb,');
  });

  it("exports a cell holding a semicolon or a tab quoted, and one a spreadsheet would run neutralised (OWASP's CSV injection)", async () => {
    const semicolon = await submit("Mal;=cmd|' /C calc'!A0");
    const stored = (await adminDb().collection('leads').doc(semicolon.id).get()).data()!;
    expect(stored.name).toBe("Mal;=cmd|' /C calc'!A0");
    // Its delivery is not what this test is about: marked delivered, so that no try of it (the lead
    // hooks are down) keeps the queue busy for the tests after this one.
    await adminDb().collection('leads').doc(semicolon.id).update({ 'forward.status': 'delivered' });
    // Names a form cannot send (a form's name is trimmed), as an older version or an import may have
    // left them: written straight into the store, delivered already, so that no queue works on them.
    const storedAs = async (name: string, tag: string) => {
      const ref = adminDb().collection('leads').doc();
      await ref.set({ ...stored, name, email: `${tag}-${stamp}@example.com`, forward: { ...stored.forward, status: 'delivered', attempts: 1 } });
      return ref.id;
    };
    const tabFirst = await storedAs("\t=cmd|' /C calc'!A0", 'tab-first');
    const tabInside = await storedAs('Tab\tInside', 'tab-inside');
    const formulaFirst = await storedAs("=cmd|' /C calc'!A0", 'formula-first');

    const res = await asAdmin(`/api/admin/leads.csv?q=${stamp}`);
    expect(res.status).toBe(200);
    const rows = new Map((await res.text()).split('\r\n').map((line) => [line.slice(0, line.indexOf(',')), line] as const));
    const nameCell = (id: string) => {
      const line = rows.get(id);
      expect(line, id).toBeDefined();
      // id,createdAt, then the name: quoted (a doubled quote inside) or up to the next comma.
      return /^[^,]*,[^,]*,("(?:[^"]|"")*"|[^,]*),/.exec(line!)![1];
    };
    // Quoted: Excel with a semicolon separator reads one cell, not `Mal` and a formula.
    expect(nameCell(semicolon.id)).toBe(`"Mal;=cmd|' /C calc'!A0"`);
    // A formula first: prefixed with a quote; nothing in it asks for quoting.
    expect(nameCell(formulaFirst)).toBe(`'=cmd|' /C calc'!A0`);
    // A tab first: neutralised and quoted, so that a tab-delimited import neither splits nor runs it.
    expect(nameCell(tabFirst)).toBe(`"'\t=cmd|' /C calc'!A0"`);
    expect(nameCell(tabInside)).toBe('"Tab\tInside"');
  });

  it('retries a failed lead: pending again, then delivered; refuses a lead that has not failed', async () => {
    let hookUp = false;
    const delivered: string[] = [];
    const receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (hookUp) delivered.push(body.id);
      res.writeHead(hookUp ? 200 : 500).end();
    });
    await new Promise<void>((resolve) => receiver.listen(HOOKS_PORT, '127.0.0.1', resolve));
    try {
      // Timed deliveries: the earlier ones ended and the workers started first (test/support/stack.ts,
      // quietDeliveries). This file may run first, its emulators cold, beside another `npm test`.
      await quietDeliveries();
      await warmDeliveries('leads', 2, async () => {
        const warm = (await submit('Wanda Warmup')).id as string;
        await leadForwardWhen(warm, (forward) => (forward.attempts as number) >= 1, 90_000);
      });
      const { id } = await submit('Retry Me');
      // The hook answers 500 to every try: the queue's last try records the lead failed.
      await leadForwardWhen(id, (forward) => (forward.attempts as number) >= 1, LEAD_WAITS.firstTryMs);
      const failed = await leadForwardWhen(id, (forward) => forward.status === 'failed', LEAD_WAITS.restOfRoundMs);
      expect(failed.lastError).toBe('HTTP 500 from the hook');
      // The failed lead counts among what is failing; the row gives the round's tries of the queue's most.
      const failingBefore = (await (await asAdmin('/api/admin/analytics/debug')).json()).status.failing.leads;
      expect(failingBefore).toBeGreaterThan(0);
      hookUp = true;

      const retried = await asAdmin(`/api/admin/leads/${id}/retry`, { method: 'POST' });
      expect(retried.status).toBe(202);
      const retriedRow = (await retried.json()).lead.forward;
      expect(retriedRow.status).toBe('pending');
      expect(retriedRow.tries).toEqual({ made: 0, of: 6 });
      await leadForwardWhen(id, (forward) => forward.status === 'delivered', LEAD_WAITS.firstTryMs);
      expect(delivered.filter((hit) => hit === id)).toHaveLength(1);

      const again = await asAdmin(`/api/admin/leads/${id}/retry`, { method: 'POST' });
      expect(again.status).toBe(409);
      expect((await again.json()).error).toMatch(/delivered/);
      expect((await asAdmin('/api/admin/leads/no-such-lead/retry', { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 300_000);
});

describe('a stalled lead', () => {
  it('shows a pending lead that no try will end as stalled, and Retry delivers it once in a new round', async () => {
    const delivered: string[] = [];
    const receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      delivered.push(JSON.parse(Buffer.concat(chunks).toString('utf8')).id);
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(HOOKS_PORT, '127.0.0.1', resolve));
    try {
      // As the queue's last try leaves a lead when its worker dies holding it: pending, the lease
      // run out, the try that was due long past, and no task of its round left on the queue (the
      // task id the trigger would use is taken, so its enqueue is a no-op).
      const ref = adminDb().collection('leads').doc();
      await holdBackRoundTasks(ref.id);
      const ago = (s: number) => Timestamp.fromMillis(Date.now() - s * 1000);
      await ref.set({
        name: 'Stella Stalled', email: `stalled-${Date.now()}@example.com`, plan: 'blast', intent: 'blast-optin', source: '/pricing', visitor: 'hash', createdAt: ago(120),
        forward: { hook: 'blast', status: 'pending', attempts: 5, round: 0, lastError: 'HTTP 500 from the hook', lastAttemptAt: ago(90), nextAttemptAt: ago(89), leaseUntil: ago(80) },
      });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(delivered).not.toContain(ref.id); // nothing on the queue ends it

      const row = await findLead(ref.id);
      expect(row.forward).toMatchObject({ status: 'pending', stalled: true, attempts: 5, lastError: 'HTTP 500 from the hook' });

      const retried = await asAdmin(`/api/admin/leads/${ref.id}/retry`, { method: 'POST' });
      expect(retried.status).toBe(202);
      expect((await retried.json()).lead.forward).toMatchObject({ status: 'pending', stalled: false });
      const forward = await leadForwardWhen(ref.id, (record) => record.status === 'delivered', LEAD_WAITS.firstTryMs);
      expect(forward).toMatchObject({ round: 1, attempts: 1, attemptsBeforeRetry: 5 });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(delivered.filter((id) => id === ref.id)).toHaveLength(1);
      expect((await findLead(ref.id)).forward).toMatchObject({ status: 'delivered', stalled: false, attempts: 6 });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 90_000);

  it('refuses Retry for a lead whose round is under way (its own tries end it)', async () => {
    const ref = adminDb().collection('leads').doc();
    await holdBackRoundTasks(ref.id);
    const nextTry = Timestamp.fromMillis(Date.now() + 60_000);
    await ref.set({
      name: 'Wendy Waiting', email: `waiting-${Date.now()}@example.com`, plan: 'blast', intent: 'blast-optin', source: '/pricing', visitor: 'hash', createdAt: Timestamp.now(),
      forward: { hook: 'blast', status: 'pending', attempts: 2, round: 0, lastError: 'HTTP 500 from the hook', nextAttemptAt: nextTry },
    });
    expect((await findLead(ref.id)).forward).toMatchObject({ status: 'pending', stalled: false, nextAttemptAt: nextTry.toDate().toISOString() });
    const refused = await asAdmin(`/api/admin/leads/${ref.id}/retry`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ field: 'id', error: 'Only a failed or stalled lead can be retried: this one is pending' });
    expect((await ref.get()).get('forward.round')).toBe(0);
    await ref.update({ 'forward.status': 'failed' }); // ended here: no task of its is left to end it
  });
});

/** The operator's row of a lead, paging through the table (newest first) until it is found. */
async function findLead(id: string): Promise<LeadRow> {
  let after = '';
  for (let page = 0; page < 50; page += 1) {
    const answer = (await (await asAdmin(`/api/admin/leads?limit=100${after && `&after=${after}`}`)).json()) as { leads: LeadRow[]; nextCursor: string | null };
    const row = answer.leads.find((lead) => lead.id === id);
    if (row) return row;
    if (!answer.nextCursor) break;
    after = answer.nextCursor;
  }
  throw new Error(`lead ${id} is not in the operator's table`);
}

describe('the purchase tests', () => {
  const simulate = (body: unknown) => asAdmin('/api/admin/test/simulate-payment', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('simulates a signed payment through the real webhook: SPEC amounts, test defaults, no subscription for prepay', async () => {
    const prepay = await simulate({ plan: 'blast-prepay', name: '', email: '' });
    expect(prepay.status).toBe(200);
    const answer = await prepay.json();
    expect(answer).toMatchObject({ ok: true, amount: 19700, webhook: { status: 200, body: { received: true, outcome: 'applied' } } });
    const stored = (await adminDb().collection('conversions').doc(answer.sessionId).get()).data()!;
    expect(stored).toMatchObject({ conversionType: 'purchase', plan: 'blast-prepay', amount: 19700, name: 'Test Customer', email: 'test@example.com', utmSource: 'test' });
    expect(stored).not.toHaveProperty('subscriptionId');
    expect((await adminDb().collection('stripeEvents').doc(answer.eventId).get()).exists).toBe(true);

    const mini = await (await simulate({ plan: 'mini', name: 'Mia Buyer', email: 'mia@example.com' })).json();
    const miniStored = (await adminDb().collection('conversions').doc(mini.sessionId).get()).data()!;
    expect(miniStored).toMatchObject({ plan: 'mini', amount: 700, name: 'Mia Buyer', email: 'mia@example.com' });
    expect(miniStored.subscriptionId).toMatch(/^sub_/);
    const lite = await (await simulate({ plan: 'blast-lite' })).json();
    expect(lite.amount).toBe(7500);

    const recent = await (await asAdmin('/api/admin/analytics/recent-conversions')).json();
    expect(recent.slice(0, 2)).toMatchObject([
      { id: lite.sessionId, conversionType: 'purchase', amount: 7500 },
      { id: mini.sessionId, conversionType: 'purchase', amount: 700, name: 'Mia Buyer' },
    ]);

    for (const [body, field] of [[{}, 'plan'], [{ plan: 'gold' }, 'plan'], [{ plan: 'mini', email: 'nope' }, 'email'], [{ plan: 'mini', extra: 1 }, 'extra']] as const) {
      const bad = await simulate(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((await bad.json()).field).toBe(field);
    }
  });

  it('reports the configuration as it is: the local stand-in, the webhook secret, each lead hook, the customer hook, the ops hook', async () => {
    const config = await (await asAdmin('/api/admin/test/config')).json();
    expect(config.payments).toEqual({ mode: 'stand-in', webhookSecretConfigured: true, simulationAllowed: true });
    expect(config.leadHooks.map((hook: { hook: string }) => hook.hook)).toEqual(['blast', 'lite', 'snapshot']);
    expect(config.leadHooks[0]).toEqual({ hook: 'blast', configured: false, host: `127.0.0.1:${HOOKS_PORT}` });
    expect(config.customerHook).toEqual({ configured: false, host: `127.0.0.1:${process.env.BLAST_CUSTOMER_HOOK_PORT}` });
    expect(config.opsHook).toEqual({ configured: false, host: `127.0.0.1:${process.env.BLAST_CUSTOMER_HOOK_PORT}` });
    expect(JSON.stringify(config)).not.toMatch(/whsec_|sk_/);
  });
});

describe('the revenue', () => {
  const report = async (): Promise<RevenueReport> => (await asAdmin('/api/admin/analytics/revenue')).json();
  const recent = async (): Promise<RecentConversion[]> => (await asAdmin('/api/admin/analytics/recent-conversions')).json();

  it('answers MRR, subscriptions, revenue, refunds, pending payments and sources as the webhook recorded them; Recent Conversions shows what became of each', async () => {
    const before = await report();
    const campaign = marker();
    const meta = (overrides: Record<string, string> = {}) => checkoutMetadata(campaign, overrides);
    // A founders subscription with its setup fee: $250 today, $150 a month.
    const founders = completedSession({ amount: 25000, metadata: meta({ foundersRate: 'true', setup: 'true', setup_fee: '10000' }) });
    await apply(eventOf('checkout.session.completed', founders));
    await apply(eventOf('customer.subscription.created', subscriptionOf(founders, { status: 'active', monthlyCents: 15000 })));
    // Its renewal of 40 days ago is outside the window.
    await apply(eventOf('invoice.paid', invoiceOf(subscriptionOf(founders, { status: 'active', monthlyCents: 15000 }), { billingReason: 'subscription_cycle', lines: [monthLine(15000)] }), { ago: 40 * DAY_S }));
    // A trial: no money yet.
    const trial = completedSession({ amount: 0, paymentStatus: 'no_payment_required', metadata: meta({ trial: 'true' }) });
    await apply(eventOf('checkout.session.completed', trial));
    await apply(eventOf('customer.subscription.created', subscriptionOf(trial, { status: 'trialing', trialDays: 14 })));
    // A prepay, refunded in part and disputed.
    const prepay = completedSession({ mode: 'payment', amount: 98500, metadata: meta({ plan: 'blast-prepay' }) });
    await apply(eventOf('checkout.session.completed', prepay));
    const prepayCharge = charge({ amountCents: 98500, paymentIntent: prepay.payment_intent as string, customer: null, email: null, name: null });
    await apply(eventOf('charge.refunded', { ...prepayCharge, amount_refunded: 30000 }));
    await apply(eventOf('charge.dispute.created', dispute(prepayCharge)));
    // A bank debit still settling.
    const pending = completedSession({ mode: 'payment', amount: 500000, paymentStatus: 'unpaid', metadata: meta({ plan: 'custom' }) });
    await apply(eventOf('checkout.session.completed', pending));
    // A Mini bought and canceled: revenue, no longer MRR.
    const gone = completedSession({ amount: 700, metadata: meta({ plan: 'mini' }) });
    await apply(eventOf('checkout.session.completed', gone));
    await apply(eventOf('customer.subscription.deleted', { ...subscriptionOf(gone, { status: 'canceled', monthlyCents: 700 }), canceled_at: Math.floor(Date.now() / 1000) }));

    const after = await report();
    expect({
      mrrCents: after.mrrCents - before.mrrCents,
      activeSubscriptions: after.activeSubscriptions - before.activeSubscriptions,
      trialing: after.trialing - before.trialing,
      revenue30dCents: after.revenue30dCents - before.revenue30dCents,
      refunded30dCents: after.refunded30dCents - before.refunded30dCents,
      pendingPayments: after.pendingPayments - before.pendingPayments,
    }).toEqual({ mrrCents: 15000, activeSubscriptions: 1, trialing: 1, revenue30dCents: 25000 + 98500 + 700, refunded30dCents: 30000, pendingPayments: 1 });
    expect(after.bySource.filter((row) => row.campaign === campaign)).toEqual([{ source: 'ads', campaign, purchases: 3, revenueCents: 25000 + 98500 + 700, refundedCents: 30000 }]);

    const shown = new Map((await recent()).map((conversion) => [conversion.id, conversion]));
    expect(shown.get(founders.id)).toMatchObject({ conversionType: 'purchase', foundersRate: true, payment: { status: 'paid', refundedCents: 0, disputed: false, subscriptionStatus: 'active' } });
    expect(shown.get(trial.id)).toMatchObject({ conversionType: 'trial', payment: { status: 'paid', subscriptionStatus: 'trialing' } });
    expect(shown.get(prepay.id)).toMatchObject({ payment: { status: 'paid', refundedCents: 30000, disputed: true, subscriptionStatus: null } });
    expect(shown.get(pending.id)).toMatchObject({ amount: 500000, payment: { status: 'pending' } });
    expect(shown.get(gone.id)).toMatchObject({ payment: { subscriptionStatus: 'canceled' } });
    await setSeatsLeft(50); // the founders purchase took one
  });

  it('plays the lifecycle on the stand-in through the real webhook: a trial ends, renews, fails a renewal, is refunded and canceled', async () => {
    const play = (body: unknown) => asAdmin('/api/admin/test/lifecycle', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { id } = await (await postJson('/api/checkout/blast', { name: 'Tia Trial', email: 'tia@example.com', trial: true }, asVisitor())).json();
    const listed: LifecycleSession[] = await (await asAdmin('/api/admin/test/lifecycle')).json();
    expect(listed.find((session) => session.id === id)).toMatchObject({ status: 'open', plan: 'blast', mode: 'subscription', amountTotal: 0 });

    const steps: [string, string[], string | null][] = [
      ['pay', ['customer.subscription.created', 'invoice.paid', 'checkout.session.completed'], 'trialing'],
      ['end-trial', ['customer.subscription.updated', 'invoice.paid', 'invoice_payment.paid'], 'active'],
      ['renew', ['invoice.paid', 'invoice_payment.paid', 'customer.subscription.updated'], 'active'],
      ['fail-renewal', ['invoice.payment_failed', 'customer.subscription.updated'], 'past_due'],
      ['renew', ['invoice.paid', 'invoice_payment.paid', 'customer.subscription.updated'], 'active'],
    ];
    for (const [action, types, status] of steps) {
      const res = await play({ sessionId: id, action });
      const answer: LifecycleAnswer = await res.json();
      expect(res.status, `${action}: ${JSON.stringify(answer)}`).toBe(200);
      expect(answer.events.map((event) => [event.type, event.webhookStatus]), action).toEqual(types.map((type) => [type, 200]));
      expect(answer.session.subscriptionStatus, action).toBe(status);
    }
    const purchase = (await adminDb().collection('purchases').doc(id).get()).data()!;
    const subscription = (await adminDb().collection('subscriptions').doc(purchase.subscriptionId).get()).data()!;
    expect(subscription).toMatchObject({ status: 'active', converted: true, mrrCents: 19700, purchaseId: id });

    const refund = await play({ sessionId: id, action: 'refund', amountCents: 5000 });
    expect(refund.status).toBe(200);
    expect((await adminDb().collection('purchases').doc(id).get()).get('refundedCents')).toBe(5000);
    expect((await play({ sessionId: id, action: 'cancel' })).status).toBe(200);
    expect((await adminDb().collection('subscriptions').doc(purchase.subscriptionId).get()).get('status')).toBe('canceled');

    expect((await play({ sessionId: id, action: 'end-trial' })).status).toBe(409); // no trial left to end
    expect((await play({ sessionId: 'cs_test_nosuchsession', action: 'pay' })).status).toBe(404);
    for (const [body, field] of [[{ sessionId: id, action: 'explode' }, 'action'], [{ sessionId: 'sub_1', action: 'pay' }, 'sessionId'], [{ sessionId: id, action: 'refund', amountCents: -1 }, 'amountCents'], [{ sessionId: id, action: 'pay', extra: 1 }, 'extra']] as const) {
      const bad = await play(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((await bad.json()).field).toBe(field);
    }
  });
});

describe('the customer events', () => {
  // Timed deliveries: the earlier ones ended and the workers started first (test/support/stack.ts, quietDeliveries).
  beforeAll(async () => {
    await quietDeliveries();
    await warmCustomerEventDeliveries();
  }, 180_000);

  it('lists them newest first with their delivery state, pages them, refuses a bad cursor, and Retry delivers a failed one once', async () => {
    // The hook stays down: each event ends its round failed, visibly.
    await customerHook.answer(503);
    const campaign = marker();
    const first = completedSession({ mode: 'payment', amount: 500000, metadata: checkoutMetadata(campaign, { plan: 'custom' }) });
    const second = completedSession({ amount: 700, metadata: checkoutMetadata(campaign, { plan: 'mini' }) });
    const [older, newer] = [eventOf('checkout.session.completed', first, { ago: 2 }), eventOf('checkout.session.completed', second)];
    await apply(older);
    await apply(newer);
    const page = async (query = '') => (await (await asAdmin(`/api/admin/customer-events${query}`)).json()) as CustomerEventsPage;
    const ours = (events: CustomerEventRow[]) => events.filter((event) => event.id === older.id || event.id === newer.id);
    await pollUntil('both events failed', async () => ours((await page('?limit=100')).events), (events) => events.length === 2 && events.every((event) => event.forward.status === 'failed'), { timeoutMs: LEAD_WAITS.firstTryMs + LEAD_WAITS.restOfRoundMs });
    const [top] = (await page('?limit=1')).events;
    const listed = ours((await page('?limit=100')).events);
    expect(listed.map((event) => event.id)).toEqual([newer.id, older.id]);
    expect(listed[1]).toMatchObject({ kind: 'purchase-paid', plan: 'custom', amountCents: 500000, email: 'buyer@example.com', name: 'Bo Buyer', test: true, forward: { hook: 'customer', status: 'failed', lastError: 'HTTP 503 from the hook' } });
    expect(listed[0].nextDate).not.toBeNull();
    const { nextCursor } = await page('?limit=1');
    expect(nextCursor).toBe(top.id);
    expect((await page(`?limit=1&after=${nextCursor}`)).events[0].id).not.toBe(top.id);
    for (const [query, field] of [['?limit=0', 'limit'], ['?after=nope', 'after'], ['?after=evt_nosuchevent', 'after'], ['?other=1', 'other']]) {
      const bad = await asAdmin(`/api/admin/customer-events${query}`);
      expect(bad.status, query).toBe(400);
      expect((await bad.json()).field, query).toBe(field);
    }

    await customerHook.answer(200);
    try {
      const retried = await asAdmin(`/api/admin/customer-events/${older.id}/retry`, { method: 'POST' });
      expect(retried.status).toBe(202);
      expect((await retried.json()).event.forward.status).toBe('pending');
      await pollUntil('the retried event delivered', async () => ours((await page('?limit=100')).events).find((event) => event.id === older.id), (event) => event?.forward.status === 'delivered', { timeoutMs: LEAD_WAITS.firstTryMs });
      expect((await customerHook.received(older.id)).map((hit) => hit.status).filter((status) => status === 200)).toHaveLength(1);
      expect((await customerHook.received(newer.id)).every((hit) => hit.status === 503)).toBe(true);
      expect((await asAdmin(`/api/admin/customer-events/${older.id}/retry`, { method: 'POST' })).status).toBe(409);
      expect((await asAdmin('/api/admin/customer-events/evt_nosuchevent/retry', { method: 'POST' })).status).toBe(404);
    } finally {
      await customerHook.answer(200);
    }
  }, 120_000);

  it('counts a subscription set to cancel at its period end as canceling, still in MRR; Recent Conversions shows it canceling', async () => {
    const before: RevenueReport = await (await asAdmin('/api/admin/analytics/revenue')).json();
    const session = completedSession({ amount: 19700, metadata: checkoutMetadata(marker()) });
    const sub = subscriptionOf(session, { status: 'active' });
    await apply(eventOf('checkout.session.completed', session));
    await apply(eventOf('customer.subscription.updated', { ...sub, cancel_at_period_end: true, cancel_at: sub.items.data[0].current_period_end }));
    const after: RevenueReport = await (await asAdmin('/api/admin/analytics/revenue')).json();
    expect([after.mrrCents - before.mrrCents, after.activeSubscriptions - before.activeSubscriptions, after.canceling - before.canceling]).toEqual([19700, 1, 1]);
    const recent: RecentConversion[] = await (await asAdmin('/api/admin/analytics/recent-conversions')).json();
    expect(recent.find((conversion) => conversion.id === session.id)?.payment).toMatchObject({ subscriptionStatus: 'active', canceling: true });
  });
});
