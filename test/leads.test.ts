// Leads: validation, the double-submit guard, the honeypot, the rate limit, and the durable
// forwarding to the lead-automation hooks (this run's, on 127.0.0.1:HOOKS_PORT/hooks/*).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { wakePendingLeads } from '../scripts/seed';
import { HOOKS_PORT, adminDb, asVisitor, awayFromMinuteEnd, leadForwardWhen, ownFunctionsWorkers, postJson } from './support/stack';

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const leadsWithEmail = async (email: string) => (await adminDb().collection('leads').where('email', '==', email).get()).docs;
const valid = () => ({ name: 'Ann Investor', email: unique('ann'), phone: '+1 512 555 0100', plan: 'blast', intent: 'blast-optin', source: '/pricing' });

describe('POST /api/leads validation', () => {
  it('answers each broken rule with a 4xx { ok: false, error, field } and stores nothing', async () => {
    const base = valid();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: undefined }, 'name'],
      [{ ...base, name: '   ' }, 'name'],
      [{ ...base, name: 'n'.repeat(201) }, 'name'],
      [{ ...base, email: undefined }, 'email'],
      [{ ...base, email: 'ann@' }, 'email'],
      [{ ...base, email: 'ann at example.com' }, 'email'],
      [{ ...base, email: `${'a'.repeat(250)}@example.com` }, 'email'],
      [{ ...base, phone: '5'.repeat(41) }, 'phone'],
      [{ ...base, plan: 'platinum' }, 'plan'],
      [{ ...base, intent: undefined }, 'intent'],
      [{ ...base, intent: 'i'.repeat(201) }, 'intent'],
      [{ ...base, source: 's'.repeat(201) }, 'source'],
      [{ ...base, utm_campaign: 'c'.repeat(201) }, 'utm_campaign'],
      [{ ...base, password: 'x' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const res = await postJson('/api/leads', body, asVisitor());
      expect(res.status, field).toBe(400);
      const answer = await res.json();
      expect(answer, JSON.stringify(body).slice(0, 100)).toMatchObject({ ok: false, field });
      expect(answer.error).toMatch(new RegExp(field));
    }
    expect(await leadsWithEmail(base.email)).toHaveLength(0);
  });
});

describe('POST /api/leads storage', () => {
  it('stores the lead first, pending delivery to the hook its intent selects', async () => {
    const lead = { ...valid(), email: unique('Store').replace('store', 'STORE'), utm_source: 'google', utm_medium: 'cpc' };
    const res = await postJson('/api/leads', lead, asVisitor());
    expect(res.status).toBe(201);
    const { ok, id } = await res.json();
    expect(ok).toBe(true);
    const stored = (await adminDb().collection('leads').doc(id).get()).data()!;
    expect(stored).toMatchObject({
      name: 'Ann Investor',
      email: lead.email.toLowerCase(),
      phone: '+1 512 555 0100',
      plan: 'blast',
      intent: 'blast-optin',
      source: '/pricing',
      utm_source: 'google',
      utm_medium: 'cpc',
    });
    expect(stored.forward.hook).toBe('blast');
    expect(stored.createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers a second submit of the same email and intent with the first id and stores nothing new', async () => {
    const lead = valid();
    const first = await (await postJson('/api/leads', lead, asVisitor())).json();
    const again = await postJson('/api/leads', { ...lead, email: lead.email.toUpperCase(), name: 'Ann again' }, asVisitor());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, id: first.id, duplicate: true });
    // Two racing submits store one lead too.
    const racing = { ...lead, intent: 'lite-optin' };
    const ids = await Promise.all([1, 2, 3].map(() => postJson('/api/leads', racing, asVisitor()).then((res) => res.json())));
    expect(new Set(ids.map((answer) => answer.id)).size).toBe(1);
    const stored = await leadsWithEmail(lead.email);
    expect(stored.map((doc) => doc.get('intent')).sort()).toEqual(['blast-optin', 'lite-optin']);
  });

  it('makes a bot that fills the hidden field believe it succeeded, storing nothing', async () => {
    const lead = { ...valid(), website: 'http://spam.example' };
    const res = await postJson('/api/leads', lead, asVisitor());
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer.ok).toBe(true);
    expect(answer.id).toMatch(/^[\w-]{20}$/);
    expect((await adminDb().collection('leads').doc(answer.id).get()).exists).toBe(false);
    expect(await leadsWithEmail(lead.email)).toHaveLength(0);
  });

  it('accepts 20 leads a minute from one visitor, then answers 429 with Retry-After', async () => {
    await awayFromMinuteEnd();
    const visitor = asVisitor('flood');
    const email = unique('flood');
    for (let i = 0; i < 20; i += 1) {
      expect((await postJson('/api/leads', { ...valid(), email, intent: `test-${i}` }, visitor)).status).toBe(201);
    }
    const refused = await postJson('/api/leads', { ...valid(), email, intent: 'test-20' }, visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ ok: false, error: expect.stringMatching(/Too many requests/) });
    expect(await leadsWithEmail(email)).toHaveLength(20);
  });
});

describe('forwarding a lead to its hook', () => {
  let receiver: Server | undefined;
  afterAll(() => new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve())));

  it('keeps a lead whose hook is down, with attempts and the last error, and delivers it once the hook is up', async () => {
    const lead = { ...valid(), name: 'Sam Lender', plan: 'unknown', intent: 'lender-snapshot', source: '/free-lender-snapshot', utm_source: 'fb' };
    const { id } = await (await postJson('/api/leads', lead, asVisitor())).json();

    // Nothing listens on this run's hook port yet: the lead stays, pending, its failures recorded. (The
    // emulator starts a worker per trigger in flight, and the other tests' leads are retrying
    // too: the first attempt may take a while under that load.)
    const failing = await leadForwardWhen(id, (forward) => (forward.attempts as number) >= 1, 90_000);
    expect(failing.status).toBe('pending');
    expect(failing.hook).toBe('snapshot');
    expect(failing.lastError).toMatch(/ECONNREFUSED|fetch failed/);

    // The hook comes up, answering 503 once and then 200: the lead is delivered on a later try.
    const received: { path: string; body: Record<string, unknown> }[] = [];
    const readBody = async (req: IncomingMessage) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    };
    receiver = createServer(async (req, res) => {
      const body = await readBody(req);
      if (body.id !== id) return void res.writeHead(200).end(); // other tests' leads, delivered and ignored
      received.push({ path: req.url ?? '', body });
      res.writeHead(received.length === 1 ? 503 : 200).end();
    });
    await new Promise<void>((resolve) => receiver!.listen(HOOKS_PORT, '127.0.0.1', resolve));

    const delivered = await leadForwardWhen(id, (forward) => forward.status === 'delivered', 120_000);
    expect(delivered.attempts).toBeGreaterThanOrEqual((failing.attempts as number) + 2);
    expect(delivered.deliveredAt).toBeTruthy();
    expect(received).toHaveLength(2);
    expect(received[0].path).toBe('/hooks/snapshot');
    expect(received[1].path).toBe('/hooks/snapshot');
    expect(received[1].body).toMatchObject({ id, name: 'Sam Lender', email: lead.email, intent: 'lender-snapshot', source: '/free-lender-snapshot', utm_source: 'fb' });
    expect(received[1].body).not.toHaveProperty('visitor');
    expect(received[1].body).not.toHaveProperty('forward');
  }, 300_000);

  it('loses no lead to a restart: the workers killed while leads wait for a retry, each is delivered once after', async () => {
    // The previous test's receiver is up: take it down, so these leads wait for a retry.
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
    receiver = undefined;
    const marker = Date.now().toString(36);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const lead = { ...valid(), name: `Restart ${i}`, email: `restart-${i}-${marker}@example.com`, intent: 'blast-optin' };
      ids.push((await (await postJson('/api/leads', lead, asVisitor())).json()).id);
    }
    for (const id of ids) expect((await leadForwardWhen(id, (forward) => (forward.attempts as number) >= 1, 90_000)).status).toBe('pending');

    // The restart: this run's functions workers killed, with the triggers that were waiting to retry.
    const workers = ownFunctionsWorkers();
    expect(workers.length).toBeGreaterThan(0);
    for (const pid of workers) process.kill(pid, 'SIGKILL');
    const received = new Map<string, number>();
    receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver!.listen(HOOKS_PORT, '127.0.0.1', resolve));
    // What runs after a restart: npm start wakes the pending leads (production's 5-minute sweep does the same).
    expect(await wakePendingLeads()).toBeGreaterThanOrEqual(ids.length);
    for (const id of ids) expect((await leadForwardWhen(id, (forward) => forward.status === 'delivered', 120_000)).deliveredAt).toBeTruthy();
    for (const id of ids) expect(received.get(id), id).toBe(1);
  }, 300_000);
});
