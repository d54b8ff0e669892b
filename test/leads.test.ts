// Leads: validation, the double-submit guard, the honeypot, the rate limit, and the durable
// forwarding to the lead-automation hooks (this run's, on 127.0.0.1:HOOKS_PORT/hooks/*).
import { Timestamp } from 'firebase-admin/firestore';
import type { LeadsPage, TodayList } from '@blast/catalog';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_RETRY_POLICIES } from '../functions/src/config';
import { asAdmin } from './support/admin';
import { requeuePendingLeads } from './support/seed';
import { LEAD_WAITS, hookReceiver, adminDb, asVisitor, forwardedFor, holdBackRoundTasks, leadForwardWhen, leadQueue, ownFunctionsWorkers, pollUntil, postJson, quietDeliveries, randomAddress, warmDeliveries } from './support/stack';

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const leadsWithEmail = async (email: string) => (await adminDb().collection('leads').where('email', '==', email).get()).docs;
const valid = () => ({ name: 'Ann Investor', email: unique('ann'), phone: '+1 512 555 0100', plan: 'blast', intent: 'blast-optin', source: '/pricing' });

// The leads of this file end their rounds here, so that none retries against the hook beside the suites that follow.
afterAll(() => quietDeliveries(), 120_000);

describe('delivering a lead to its hook, on the Cloud Tasks queue', () => {
  const hook = hookReceiver;
  let receiver: ReturnType<typeof hook> | undefined;
  afterEach(async () => {
    await receiver?.down();
    receiver = undefined;
  });
  const post = async (lead: Record<string, unknown>) => (await (await postJson('/api/leads', lead, asVisitor())).json()).id as string;
  /** Long enough for a quiet spell: no further delivery arrives in it. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));
  const { firstTryMs, nextTriesMs, restOfRoundMs } = LEAD_WAITS;

  // These tests come first in this file, so that no lead of its other tests is still on the
  // queue. Leads of earlier files (a whole `npm test`) retry against a hook that is down for a
  // round each; the waits below time the queue, not a crowd nor cold workers (stack.ts,
  // quietDeliveries): the crowd is let finish first, then the workers are started.
  beforeAll(async () => {
    await quietDeliveries();
    const warm = hook();
    await warm.up();
    try {
      await warmDeliveries('leads', 4, async () => {
        const id = await post({ ...valid(), name: 'Wanda Warmup' });
        await leadForwardWhen(id, (forward) => forward.status === 'delivered', 60_000);
      });
    } finally {
      await warm.down();
    }
  }, 180_000);

  it('stores a lead at once while its hook is down, with attempts and the last error, and delivers it exactly once seconds after the hook comes up', async () => {
    const lead = { first_name: 'Sam', email: unique('sam'), plan: 'unknown', intent: 'lender-snapshot', source: '/free-lender-snapshot', utm_source: 'fb' };
    const id = await post(lead);
    expect((await adminDb().collection('leads').doc(id).get()).get('name')).toBe('Sam');

    const failing = await leadForwardWhen(id, (forward) => (forward.attempts as number) >= 1, firstTryMs);
    expect(failing).toMatchObject({ status: 'pending', hook: 'snapshot' });
    expect(failing.lastError).toMatch(/ECONNREFUSED|fetch failed/);
    expect(failing.nextAttemptAt).toBeTruthy();

    // The hook comes up, answering 503 once and then 200: delivered on the queue's next tries.
    receiver = hook();
    let answers = 0;
    receiver.answerWith((body) => (body.id === id && ++answers === 1 ? 503 : 200));
    await receiver.up();
    const delivered = await leadForwardWhen(id, (forward) => forward.status === 'delivered', nextTriesMs);
    await settle();
    expect(delivered.attempts).toBe((failing.attempts as number) + 2);
    expect(receiver.of(id).map((hit) => hit.status)).toEqual([503, 200]);
    expect(receiver.of(id).every((hit) => hit.path === '/hooks/snapshot')).toBe(true);
    const { body } = receiver.of(id)[1];
    expect(body).toMatchObject({ id, kind: 'snapshot', test: false, first_name: 'Sam', name: 'Sam', email: lead.email, intent: 'lender-snapshot', source: '/free-lender-snapshot', utm_source: 'fb' });
    expect(body).not.toHaveProperty('visitor');
    expect(body).not.toHaveProperty('forward');
  }, 90_000);

  it("keeps a real person's later submission when a stranger sent their email and intent first: newest details win, delivered; the answer reveals nothing", async () => {
    receiver = hook();
    await receiver.up();
    const email = unique('target');
    const strangerRes = await postJson('/api/leads', { name: 'Mallory Decoy', email, phone: '+1 000 000 0000', intent: 'blast-optin', source: '/pricing' }, asVisitor());
    const stranger = await strangerRes.json();
    await leadForwardWhen(stranger.id, (forward) => forward.status === 'delivered', firstTryMs);

    const realRes = await postJson('/api/leads', { name: 'Ann Real', email, phone: '+1 512 555 0199', plan: 'blast', intent: 'blast-optin', source: '/blast-pricing', utm_source: 'google' }, asVisitor());
    const real = await realRes.json();
    // The same answer as any first submission: 201, an id of its own, no word of the one before.
    expect([strangerRes.status, realRes.status]).toEqual([201, 201]);
    expect(Object.keys(real).sort()).toEqual(['id', 'ok']);
    expect(real.id).not.toBe(stranger.id);

    const [lead] = await leadsWithEmail(email);
    expect(await leadsWithEmail(email)).toHaveLength(1);
    expect(lead.data()).toMatchObject({ name: 'Ann Real', phone: '+1 512 555 0199', plan: 'blast', source: '/blast-pricing', utm_source: 'google' });
    expect(lead.get('history')).toEqual([expect.objectContaining({ name: 'Mallory Decoy', phone: '+1 000 000 0000', source: '/pricing' })]);
    await leadForwardWhen(lead.id, (forward) => forward.status === 'delivered' && forward.round === 1, nextTriesMs);
    expect(receiver.of(lead.id).map((hit) => [hit.body.name, hit.body.phone, hit.status])).toEqual([
      ['Mallory Decoy', '+1 000 000 0000', 200],
      ['Ann Real', '+1 512 555 0199', 200],
    ]);
  }, 90_000);

  // The next two keep their hook down and watch only their own lead: they run side by side.
  it.concurrent('gives a lead up as failed after the configured tries while its hook is down', async ({ expect }) => {
    const id = await post({ ...valid(), name: 'Una Unheard' });
    await leadForwardWhen(id, (forward) => (forward.attempts as number) >= 1, firstTryMs);
    const failed = await leadForwardWhen(id, (forward) => forward.status === 'failed', restOfRoundMs);
    expect(failed.attempts).toBe(LEAD_RETRY_POLICIES.local.maxAttempts);
    expect(failed.lastError).toMatch(/ECONNREFUSED|fetch failed/);
    expect(failed).not.toHaveProperty('nextAttemptAt');
  }, 90_000);

  it.concurrent('ends a lead failed even when its last try finds another try holding it: the last try waits the lease out', async ({ expect }) => {
    const id = await post({ ...valid(), name: 'Lee Leased' });
    await leadForwardWhen(id, (forward) => (forward.attempts as number) >= 1, firstTryMs);
    // Two tries before the round's end, another try takes the lead and dies holding it, past the
    // queue's last try (at most two tries, 1 s apart, are left: the lease outlasts them by seconds).
    // The tries that find it held record nothing; the last one waits for the lease to end, then
    // makes its try and records the lead failed.
    const { maxAttempts } = LEAD_RETRY_POLICIES.local;
    await leadForwardWhen(id, (forward) => (forward.attempts as number) >= maxAttempts - 2, restOfRoundMs);
    const ref = adminDb().collection('leads').doc(id);
    let leaseUntil = 0;
    const holdBetweenTries = () =>
      adminDb().runTransaction(async (tx) => {
        const forward = (await tx.get(ref)).get('forward');
        if (forward.leaseUntil && (forward.leaseUntil as Timestamp).toMillis() > Date.now()) return undefined; // a try is posting
        leaseUntil = Date.now() + 8_000;
        tx.update(ref, { 'forward.leaseUntil': Timestamp.fromMillis(leaseUntil) });
        return forward.attempts as number;
      });
    const attemptsBefore = await pollUntil('a moment between two tries', holdBetweenTries, (attempts) => attempts !== undefined, { timeoutMs: 5_000, intervalMs: 50 });
    const failed = await leadForwardWhen(id, (forward) => forward.status === 'failed', restOfRoundMs);
    expect(failed.attempts).toBe(attemptsBefore! + 1);
    expect((failed.lastAttemptAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(leaseUntil);
    expect(failed.lastError).toMatch(/ECONNREFUSED|fetch failed/);
  }, 90_000);

  it('leaves what happened to a lead while a try was posting: a late failure writes nothing, a late success records the delivery', async () => {
    receiver = hook();
    const posting = new Map<string, () => void>();
    const answers = new Map<string, number>();
    // The hook holds each of these two leads' post until the test has changed the lead.
    receiver.answerWith(async (body) => {
      const name = body.name as string;
      if (!answers.has(name)) return 200;
      await new Promise<void>((resolve) => posting.set(name, resolve));
      return answers.get(name)!;
    });
    await receiver.up();
    const settled = { status: 'failed', attempts: 9, lastError: 'settled elsewhere' };
    const cases = [
      { name: 'Otto Outlived', status: 500, expected: settled },
      { name: 'Lola Late', status: 200, expected: { status: 'delivered', attempts: 1 } },
    ];
    for (const { name, status } of cases) answers.set(name, status);
    const ids = await Promise.all(cases.map(({ name }) => post({ ...valid(), name })));
    // While each post is held (well within the try's 3 s timeout), its lead is settled by another
    // hand, as a later try would once this one's lease ran out.
    await Promise.all(
      cases.map(async ({ name }, i) => {
        await pollUntil(`${name}'s post to reach the hook`, async () => posting.get(name), (release) => release !== undefined, { timeoutMs: firstTryMs, intervalMs: 20 });
        await adminDb().collection('leads').doc(ids[i]).update(Object.fromEntries(Object.entries(settled).map(([key, value]) => [`forward.${key}`, value])));
        posting.get(name)!();
      }),
    );
    await settle();
    for (const [i, { name, expected }] of cases.entries()) {
      const forward = (await adminDb().collection('leads').doc(ids[i]).get()).get('forward');
      expect(forward, name).toMatchObject(expected);
      expect(receiver.of(ids[i]), name).toHaveLength(1); // the task ended: no further try
    }
  }, 60_000);

  it('delivers a lead once however many tasks carry it', async () => {
    receiver = hook();
    await receiver.up();
    const id = await post({ ...valid(), name: 'Dee Duplicate' });
    // Besides the trigger's own task, the same lead on the queue twice more, under other ids.
    const queue = leadQueue();
    await Promise.all([queue.enqueue({ leadId: id }, { id: `${id}-copy-a` }), queue.enqueue({ leadId: id }, { id: `${id}-copy-b` })]);
    await leadForwardWhen(id, (forward) => forward.status === 'delivered', firstTryMs);
    await settle();
    expect(receiver.of(id)).toHaveLength(1);
    // The same task id again is refused by the queue.
    await queue.enqueue({ leadId: id }, { id: `${id}-copy-c` });
    await expect(queue.enqueue({ leadId: id }, { id: `${id}-copy-c` })).rejects.toMatchObject({ code: 'functions/task-already-exists' });
  }, 60_000);

  it('lets a task of an earlier round do nothing: the round the operator started delivers the lead', async () => {
    receiver = hook();
    await receiver.up();
    const queue = leadQueue();
    const ref = adminDb().collection('leads').doc();
    await holdBackRoundTasks(ref.id, [0, 1]); // the trigger's own tasks of rounds 0 and 1
    await ref.set({ ...valid(), name: 'Rhea Round', visitor: 'hash', createdAt: Timestamp.now(), forward: { hook: 'blast', status: 'pending', attempts: 0, round: 1, roundStartedAt: Timestamp.now() } });

    await queue.enqueue({ leadId: ref.id, round: 0 }, { id: `${ref.id}-stale` });
    await settle();
    expect(receiver.of(ref.id)).toHaveLength(0);
    expect((await ref.get()).get('forward')).toMatchObject({ status: 'pending', attempts: 0, round: 1 });

    await queue.enqueue({ leadId: ref.id, round: 1 }, { id: `${ref.id}-current` });
    expect(await leadForwardWhen(ref.id, (forward) => forward.status === 'delivered', firstTryMs)).toMatchObject({ attempts: 1, round: 1 });
    await settle();
    expect(receiver.of(ref.id)).toHaveLength(1);
  }, 60_000);

  it('loses no lead to a restart: the workers killed while leads wait for a retry, each is delivered once after', async () => {
    const marker = Date.now().toString(36);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await post({ ...valid(), name: `Restart ${i}`, email: `restart-${i}-${marker}@example.com` }));
    for (const id of ids) expect((await leadForwardWhen(id, (forward) => (forward.attempts as number) >= 1, firstTryMs)).status).toBe('pending');

    // The restart: this run's functions workers killed, whatever they were doing.
    const workers = ownFunctionsWorkers();
    expect(workers.length).toBeGreaterThan(0);
    for (const pid of workers) process.kill(pid, 'SIGKILL');
    receiver = hook();
    await receiver.up();
    // New workers start cold; the queue's next tries deliver.
    for (const id of ids) expect((await leadForwardWhen(id, (forward) => forward.status === 'delivered', firstTryMs + nextTriesMs)).deliveredAt).toBeTruthy();
    await settle();
    for (const id of ids) expect(receiver.of(id), id).toHaveLength(1);
  }, 150_000);

  it('queues every pending lead again after npm start restarts (the emulator\'s queue is in memory), page by page, each delivered once', async () => {
    receiver = hook();
    await receiver.up();
    // Left pending by the last run: tasks lost, and each held by a try that died with it.
    const given = { hook: 'blast', attempts: 1, round: 0 };
    const held = { ...given, status: 'pending', leaseUntil: Timestamp.fromMillis(Date.now() + 10 * 60_000) };
    const leads = adminDb().collection('leads');
    const stored = (name: string, forward: Record<string, unknown>) => ({ ...valid(), name, visitor: 'hash', createdAt: Timestamp.now(), forward });
    const ids = await Promise.all([1, 2, 3].map(async (i) => (await leads.add(stored(`Left ${i}`, held))).id));
    const failed = await leads.add(stored('Left failed', { ...given, status: 'failed' }));

    expect(await requeuePendingLeads(2)).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      const forward = await leadForwardWhen(id, (record) => record.status === 'delivered', firstTryMs);
      expect(forward.round).toBe(1);
    }
    await settle();
    for (const id of ids) expect(receiver.of(id), id).toHaveLength(1);
    expect((await failed.get()).get('forward')).toEqual({ hook: 'blast', status: 'failed', attempts: 1, round: 0 });
  }, 60_000);
});

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

  it('stores a double submit (the same email, intent and details) once, answering each with an id of its own', async () => {
    const lead = { ...valid(), intent: 'lite-optin' };
    const answers = await Promise.all([1, 2, 3].map(() => postJson('/api/leads', lead, asVisitor()).then(async (res) => [res.status, await res.json()] as const)));
    expect(answers.map(([status]) => status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map(([, answer]) => answer.id)).size).toBe(3);
    const stored = await leadsWithEmail(lead.email);
    expect(stored).toHaveLength(1);
    // Nothing changed, so nothing to hear again: still its first round, no history.
    expect([stored[0].get('forward.round'), stored[0].get('history')]).toEqual([0, undefined]);
    const again = await postJson('/api/leads', { ...lead, email: lead.email.toUpperCase() }, asVisitor());
    expect(again.status).toBe(201);
    expect(await leadsWithEmail(lead.email)).toHaveLength(1);
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

  it("keeps a known crawler's lead and delivers it, marked: off Today and 'crawler' on the Leads list; a phone's is not", async () => {
    const send = async (email: string, userAgent: string) => {
      const res = await postJson('/api/leads', { ...valid(), email }, { ...asVisitor(), 'user-agent': userAgent });
      expect(res.status).toBe(201);
      return (await res.json()).id as string;
    };
    const crawler = await send(unique('crawler'), 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const person = await send(unique('person'), 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    const stored = async (id: string) => (await adminDb().collection('leads').doc(id).get()).data()!;
    expect(await stored(crawler)).toMatchObject({ crawler: true, forward: { hook: 'blast' } });
    expect(await stored(person)).not.toHaveProperty('crawler');

    const listed = async (id: string) => {
      const page = (await (await asAdmin(`/api/admin/leads?limit=5&q=${encodeURIComponent((await stored(id)).email)}`)).json()) as LeadsPage;
      return page.leads.find((lead) => lead.id === id);
    };
    expect((await listed(crawler))?.crawler).toBe(true);
    expect((await listed(person))?.crawler).toBe(false);
    const waiting = ((await (await asAdmin('/api/admin/today')).json()) as TodayList).rows.map((row) => row.key);
    expect(waiting).toContain(`new-lead:${person}`);
    expect(waiting).not.toContain(`new-lead:${crawler}`);
  });

  it('accepts 20 leads a minute from one address, whatever User-Agent or forged X-Forwarded-For entry it sends, then answers 429 with Retry-After', async () => {
    const address = randomAddress();
    const disguised = () => ({ 'user-agent': `bot/${Math.random()}`, 'x-forwarded-for': forwardedFor(address, [randomAddress()]) });
    const email = unique('flood');
    const opened = Date.now(); // the address's minute opens at its first request: no earlier than this
    for (let i = 0; i < 20; i += 1) {
      expect((await postJson('/api/leads', { ...valid(), email, intent: `test-${i}` }, disguised())).status).toBe(201);
    }
    const refused = await postJson('/api/leads', { ...valid(), email, intent: 'test-20' }, disguised());
    expect(refused.status, `the twenty took ${(Date.now() - opened) / 1000} s of the minute`).toBe(429);
    // The minute opened at this address's first request: what is left of it, however long the
    // twenty took (seconds on a quiet machine, tens of them beside a second suite).
    const retryAfter = Number(refused.headers.get('retry-after'));
    const elapsedSeconds = (Date.now() - opened) / 1000;
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(60 - elapsedSeconds));
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ ok: false, error: expect.stringMatching(/Too many requests/) });
    const flood = await leadsWithEmail(email);
    expect(flood).toHaveLength(20);
    // Their delivery is not this test's: ended here, so that twenty rounds against a hook that is
    // down do not crowd the queue for the suites that follow.
    await Promise.all(flood.map((doc) => doc.ref.update({ 'forward.status': 'failed' })));
  });
});
