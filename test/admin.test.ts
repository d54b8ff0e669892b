// The operator API: Firebase ID tokens from the Auth emulator, the admin claim, and figures
// that equal what was posted.
import { spawnSync } from 'node:child_process';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOST, PORTS, ROOT } from '../scripts/local-stack';
import { adminCredentials, emulatorAdminApp } from '../scripts/seed';
import { adminDb, api, asVisitor, foundersCounter, postJson, setSeatsLeft } from './support/stack';

const ROUTES: [string, string][] = [
  ['GET', '/api/admin/analytics/overview'],
  ['GET', '/api/admin/analytics/funnel'],
  ['GET', '/api/admin/analytics/recent-conversions'],
  ['GET', '/api/admin/analytics/debug'],
  ['POST', '/api/admin/analytics/reset'],
];

async function idToken(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const answer = await res.json();
  if (!answer.idToken) throw new Error(`no token for ${email}: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

async function ensureUser(email: string, password: string) {
  const auth = getAuth(emulatorAdminApp());
  const existing = await auth.getUserByEmail(email).catch(() => undefined);
  return existing ?? auth.createUser({ email, password });
}

let adminToken = '';
let memberToken = '';
const asAdmin = (path: string, init: RequestInit = {}) => api(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${adminToken}` } });

beforeAll(async () => {
  const admin = adminCredentials();
  adminToken = await idToken(admin.email, admin.password);
  await ensureUser('member@example.com', 'member-password');
  memberToken = await idToken('member@example.com', 'member-password');
});

describe('/api/admin/** access', () => {
  it('answers 401 without a token or with one that does not verify, 403 to a non-admin, 200 to an admin', async () => {
    for (const [method, path] of [...ROUTES, ['GET', '/api/admin/anything'] as [string, string]]) {
      const none = await api(path, { method });
      expect(none.status, `${method} ${path}`).toBe(401);
      expect((await none.json()).field).toBe('authorization');
      expect((await api(path, { method, headers: { authorization: 'Bearer not-a-token' } })).status, path).toBe(401);
      expect((await api(path, { method, headers: { authorization: `Bearer ${memberToken}` } })).status, path).toBe(403);
    }
    for (const [method, path] of ROUTES) expect((await asAdmin(path, { method })).status, `${method} ${path}`).toBe(200);
    expect((await asAdmin('/api/admin/anything')).status).toBe(404);
  });

  it('npm run admin:grant -- EMAIL makes a user an admin', async () => {
    await ensureUser('promoted@example.com', 'promoted-password');
    const before = await idToken('promoted@example.com', 'promoted-password');
    expect((await api(ROUTES[0][1], { headers: { authorization: `Bearer ${before}` } })).status).toBe(403);
    const run = spawnSync('npx', ['tsx', 'scripts/admin-grant.ts', 'promoted@example.com'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const after = await idToken('promoted@example.com', 'promoted-password');
    expect((await api(ROUTES[0][1], { headers: { authorization: `Bearer ${after}` } })).status).toBe(200);
  });
});

describe('the figures', () => {
  it('equal what was posted, duplicates left out', async () => {
    expect((await asAdmin('/api/admin/analytics/reset', { method: 'POST' })).status).toBe(200);
    const ann = asVisitor('ann');
    const bob = asVisitor('bob');
    await postJson('/api/analytics/page-view', { page: '/' }, ann);
    await postJson('/api/analytics/page-view', { page: '/' }, ann); // a duplicate
    await postJson('/api/analytics/page-view', { page: '/pricing' }, ann);
    await postJson('/api/analytics/page-view', { page: '/' }, bob);
    await postJson('/api/analytics/conversion', { conversion_type: 'lead', plan: 'blast', source_page: '/pricing', name: 'Ann', email: 'ann@example.com', utm_source: 'fb', utm_campaign: 'fall' }, ann);
    await postJson('/api/analytics/conversion', { conversion_type: 'demo_interest', source_page: '/' }, bob);

    const overview = await (await asAdmin('/api/admin/analytics/overview')).json();
    expect(overview.pageViews).toEqual([{ page: '/', views: 2 }, { page: '/pricing', views: 1 }]);
    expect(overview.conversions).toEqual(expect.arrayContaining([{ plan: 'blast', conversions: 1 }, { plan: 'unknown', conversions: 1 }]));
    expect(overview.conversions).toHaveLength(2);

    const funnel = await (await asAdmin('/api/admin/analytics/funnel')).json();
    expect(funnel).toEqual([
      { page: '/pricing', views: 1, conversions: 1, conversionRate: '100.0' },
      { page: '/', views: 2, conversions: 1, conversionRate: '50.0' },
    ]);

    const recent = await (await asAdmin('/api/admin/analytics/recent-conversions')).json();
    expect(recent).toHaveLength(2);
    expect(recent[0]).toMatchObject({ conversionType: 'demo_interest', plan: 'unknown', amount: 0, foundersRate: false });
    expect(recent[1]).toMatchObject({ conversionType: 'lead', plan: 'blast', name: 'Ann', email: 'ann@example.com', utmSource: 'fb', utmCampaign: 'fall' });
    expect(Date.parse(recent[1].timestamp)).toBeGreaterThan(Date.now() - 60_000);

    const debug = await (await asAdmin('/api/admin/analytics/debug')).json();
    expect(debug.database).toEqual({ total_page_views: 3, total_conversions: 2 });
    expect(debug.memory.dedup_window_ms).toBe(30 * 60_000);
    expect(debug.environment.database_url).toMatch(/firestore/);
  });

  it('reset deletes the analytics data, and keeps leads and the seat count', async () => {
    await setSeatsLeft(42);
    const lead = await (await postJson('/api/leads', { name: 'Kept', email: `kept-${Date.now()}@example.com`, intent: 'blast-optin' }, asVisitor())).json();
    await postJson('/api/analytics/page-view', { page: '/kept' }, asVisitor());
    const res = await asAdmin('/api/admin/analytics/reset', { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await res.json()).ok).toBe(true);
    for (const name of ['pageViews', 'conversions', 'rollups', 'pageViewDedup']) {
      expect((await adminDb().collection(name).count().get()).data().count, name).toBe(0);
    }
    expect((await adminDb().collection('leads').doc(lead.id).get()).exists).toBe(true);
    expect((await foundersCounter().get()).get('seatsLeft')).toBe(42);
    expect(await (await asAdmin('/api/admin/analytics/overview')).json()).toEqual({ pageViews: [], conversions: [] });
    await setSeatsLeft(50);
  });
});
