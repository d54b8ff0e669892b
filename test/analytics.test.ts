// Cookie-less, deduplicated page views and conversions, through Hosting on the emulators.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb, asVisitor, awayFromMinuteEnd, postJson, rollupCount } from './support/stack';

const uniquePage = (name: string) => `/t/${name}-${Math.random().toString(36).slice(2, 8)}`;
const countEvents = async (collection: string, field: string, value: string) =>
  (await adminDb().collection(collection).where(field, '==', value).count().get()).data().count;

describe('POST /api/analytics/page-view', () => {
  it('names the field to blame for each rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'page'],
      [{ page: 'pricing' }, 'page'],
      [{ page: '//evil.example/x' }, 'page'],
      [{ page: '/' + 'p'.repeat(512) }, 'page'],
      [{ page: '/', referrer: 'r'.repeat(2049) }, 'referrer'],
      [{ page: '/', utm_source: 's'.repeat(201) }, 'utm_source'],
      [{ page: '/', utm_content: 42 }, 'utm_content'],
      [{ page: '/', visitorId: 'x' }, 'visitorId'],
      [[{ page: '/' }] as unknown as Record<string, unknown>, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await postJson('/api/analytics/page-view', body, asVisitor());
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).field, JSON.stringify(body).slice(0, 80)).toBe(field);
    }
  });

  it('counts a view once per visitor and page inside the window, with its campaign and rollups', async () => {
    const page = uniquePage('once');
    const ann = asVisitor('ann');
    const view = { page, referrer: 'https://news.example/', utm_source: 'newsletter', utm_campaign: 'fall' };
    const first = await postJson('/api/analytics/page-view', view, ann);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, duplicate: false });
    expect(await (await postJson('/api/analytics/page-view', view, ann)).json()).toEqual({ ok: true, duplicate: true });

    // Another visitor counts; the same visitor on another page counts.
    expect(await (await postJson('/api/analytics/page-view', { page }, asVisitor('bob'))).json()).toEqual({ ok: true, duplicate: false });
    expect(await (await postJson('/api/analytics/page-view', { page: `${page}/other` }, ann)).json()).toEqual({ ok: true, duplicate: false });

    expect(await rollupCount('pageViews', 'page', page)).toBe(2);
    const events = await adminDb().collection('pageViews').where('page', '==', page).get();
    expect(events.size).toBe(2);
    const annsView = events.docs.map((doc) => doc.data()).find((data) => data.utm_source === 'newsletter')!;
    expect(annsView).toMatchObject({ page, referrer: 'https://news.example/', utm_source: 'newsletter', utm_campaign: 'fall' });
    expect(annsView.visitor).toMatch(/^[0-9a-f]{64}$/);
    // No cookie, no IP, no User-Agent kept.
    expect(JSON.stringify(annsView)).not.toContain('blast-tests');
    expect(JSON.stringify(annsView)).not.toContain('127.0.0.1');
  });

  it('counts two concurrent identical views once, whatever instance takes them', async () => {
    const page = uniquePage('race');
    const visitor = asVisitor('racer');
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson('/api/analytics/page-view', { page }, visitor).then((res) => res.json())));
    expect(answers.filter((answer) => answer.duplicate === false)).toHaveLength(1);
    expect(answers.filter((answer) => answer.duplicate === true)).toHaveLength(7);
    expect(await countEvents('pageViews', 'page', page)).toBe(1);
    expect(await rollupCount('pageViews', 'page', page)).toBe(1);
  });

  it('counts the same visitor again once the dedup window has passed', async () => {
    const page = uniquePage('window');
    const visitor = asVisitor('returning');
    expect((await (await postJson('/api/analytics/page-view', { page }, visitor)).json()).duplicate).toBe(false);
    expect((await (await postJson('/api/analytics/page-view', { page }, visitor)).json()).duplicate).toBe(true);
    // Move the visitor's last counted view of the page (its document is keyed by the hash of
    // visitor and page) 31 minutes back: the default window is 30 minutes.
    const [event] = (await adminDb().collection('pageViews').where('page', '==', page).get()).docs;
    const key = createHash('sha256').update(`${event.get('visitor')}\u0000${page}`).digest('hex');
    await adminDb().collection('pageViewDedup').doc(key).update({ countedAt: new Date(Date.now() - 31 * 60_000) });
    expect((await (await postJson('/api/analytics/page-view', { page }, visitor)).json()).duplicate).toBe(false);
    expect(await rollupCount('pageViews', 'page', page)).toBe(2);
  });
});

describe('POST /api/analytics/conversion', () => {
  it('names the field to blame for each rule', async () => {
    const valid = { conversion_type: 'lead', plan: 'blast', source_page: '/pricing' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, conversion_type: undefined }, 'conversion_type'],
      [{ ...valid, conversion_type: 'purchase' }, 'conversion_type'],
      [{ ...valid, plan: 'gold' }, 'plan'],
      [{ ...valid, source_page: undefined }, 'source_page'],
      [{ ...valid, source_page: 'https://x.example/' }, 'source_page'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, utm_medium: 'm'.repeat(201) }, 'utm_medium'],
      [{ ...valid, amount: 19700 }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const res = await postJson('/api/analytics/conversion', body, asVisitor());
      expect(res.status, field).toBe(400);
      expect((await res.json()).field, JSON.stringify(body)).toBe(field);
    }
  });

  it('writes the event and its rollups per plan, page, source and type; plan defaults to unknown', async () => {
    const page = uniquePage('convert');
    const res = await postJson(
      '/api/analytics/conversion',
      { conversion_type: 'demo_interest', source_page: page, utm_source: 'tiktok', email: 'Ann@Example.com' },
      asVisitor(),
    );
    expect(res.status).toBe(201);
    const { ok, id } = await res.json();
    expect(ok).toBe(true);
    const event = (await adminDb().collection('conversions').doc(id).get()).data();
    expect(event).toMatchObject({ conversionType: 'demo_interest', plan: 'unknown', sourcePage: page, utmSource: 'tiktok', email: 'ann@example.com', amount: 0, foundersRate: false });
    expect(event!.timestamp.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(await rollupCount('conversions', 'page', page)).toBe(1);
    expect(await rollupCount('conversions', 'plan', 'unknown')).toBeGreaterThanOrEqual(1);
    expect(await rollupCount('conversions', 'campaign', JSON.stringify(['tiktok', '(none)']))).toBeGreaterThanOrEqual(1);
    expect(await rollupCount('conversions', 'type', 'demo_interest')).toBeGreaterThanOrEqual(1);
  });

  it('accepts 20 a minute from one visitor, then answers 429 with Retry-After', async () => {
    await awayFromMinuteEnd();
    const visitor = asVisitor('eager');
    const page = uniquePage('limit');
    const body = { conversion_type: 'checkout_started', plan: 'mini', source_page: page };
    for (let i = 0; i < 20; i += 1) expect((await postJson('/api/analytics/conversion', body, visitor)).status).toBe(201);
    const refused = await postJson('/api/analytics/conversion', body, visitor);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await refused.json()).error).toMatch(/Too many requests/);
    expect(await countEvents('conversions', 'sourcePage', page)).toBe(20);
    // Another visitor is not held back.
    expect((await postJson('/api/analytics/conversion', body, asVisitor())).status).toBe(201);
  });
});
