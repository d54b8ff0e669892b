// Cookie-less, deduplicated page views and conversions, through Hosting on the emulators.
import { createHash } from 'node:crypto';
import { NOT_FOUND_PAGE } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { CAMPAIGNS_PER_DAY } from '../functions/src/config';
import { adminDb, asVisitor, forwardedFor, pinnedAt, postJson, randomAddress, rollupCount } from './support/stack';

const uniquePage = (name: string) => `/t/${name}-${Math.random().toString(36).slice(2, 8)}`;
const uniqueCampaign = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;
/** The raw page views of a campaign. */
const viewsOf = async (campaign: string) => (await adminDb().collection('pageViews').where('utm_campaign', '==', campaign).get()).docs.map((doc) => doc.data());
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
    const campaign = uniqueCampaign('once');
    const page = '/pricing';
    const ann = asVisitor('ann');
    const view = { page, referrer: 'https://news.example/', utm_source: 'newsletter', utm_campaign: campaign };
    const first = await postJson('/api/analytics/page-view', view, ann);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, duplicate: false });
    expect(await (await postJson('/api/analytics/page-view', view, ann)).json()).toEqual({ ok: true, duplicate: true });

    // Another visitor counts; the same visitor on another page counts.
    expect(await (await postJson('/api/analytics/page-view', { ...view, page }, asVisitor('bob'))).json()).toEqual({ ok: true, duplicate: false });
    expect(await (await postJson('/api/analytics/page-view', { ...view, page: '/lite-pricing' }, ann)).json()).toEqual({ ok: true, duplicate: false });

    expect(await rollupCount('pageViews', 'campaign', JSON.stringify(['newsletter', campaign]))).toBe(3);
    const events = (await viewsOf(campaign)).filter((data) => data.page === page);
    expect(events).toHaveLength(2);
    const annsView = events.find((data) => data.referrer === 'https://news.example/')!;
    expect(annsView).toMatchObject({ page, referrer: 'https://news.example/', utm_source: 'newsletter', utm_campaign: campaign });
    expect(annsView.path).toBeUndefined();
    expect(annsView.visitor).toMatch(/^[0-9a-f]{64}$/);
    // Removed by the TTL policy after the retention (90 days): the rollups keep the history.
    expect(annsView.expiresAt.toMillis() - annsView.createdAt.toMillis()).toBe(90 * 86_400_000);
    // No cookie, no IP, no User-Agent kept.
    expect(JSON.stringify(annsView)).not.toContain('blast-tests');
    expect(JSON.stringify(annsView)).not.toMatch(/127\.0\.0\.1|198\.1[89]\./);
  });

  it('counts two concurrent identical views once, whatever instance takes them', async () => {
    const campaign = uniqueCampaign('race');
    const visitor = asVisitor('racer');
    const view = { page: '/pricing', utm_source: 'race', utm_campaign: campaign };
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson('/api/analytics/page-view', view, visitor).then((res) => res.json())));
    expect(answers.filter((answer) => answer.duplicate === false)).toHaveLength(1);
    expect(answers.filter((answer) => answer.duplicate === true)).toHaveLength(7);
    expect(await viewsOf(campaign)).toHaveLength(1);
    expect(await rollupCount('pageViews', 'campaign', JSON.stringify(['race', campaign]))).toBe(1);
  });

  it('counts the same visitor again once the dedup window has passed', async () => {
    const campaign = uniqueCampaign('window');
    const page = '/free-trial';
    const view = { page, utm_source: 'window', utm_campaign: campaign };
    const visitor = asVisitor('returning');
    expect((await (await postJson('/api/analytics/page-view', view, visitor)).json()).duplicate).toBe(false);
    expect((await (await postJson('/api/analytics/page-view', view, visitor)).json()).duplicate).toBe(true);
    // Move the visitor's last counted view of the page (its document is keyed by the hash of
    // visitor and page) 31 minutes back: the default window is 30 minutes.
    const [event] = await viewsOf(campaign);
    const key = createHash('sha256').update(`${event.visitor}\u0000${page}`).digest('hex');
    await adminDb().collection('pageViewDedup').doc(key).update({ countedAt: new Date(Date.now() - 31 * 60_000) });
    expect((await (await postJson('/api/analytics/page-view', view, visitor)).json()).duplicate).toBe(false);
    expect(await rollupCount('pageViews', 'campaign', JSON.stringify(['window', campaign]))).toBe(2);
  });

  it('counts every path that is no page of the site as one (not found) row, and an alias as its page', async () => {
    const campaign = uniqueCampaign('paths');
    const notFoundBefore = await rollupCount('pageViews', 'page', NOT_FOUND_PAGE);
    const madeUp = ['/wp-login.php', `/x/${campaign}`, '/pricing/extra'];
    for (const page of madeUp) expect((await postJson('/api/analytics/page-view', { page, utm_source: 'paths', utm_campaign: campaign }, asVisitor())).status).toBe(200);
    expect((await postJson('/api/analytics/page-view', { page: '/thankyou', utm_source: 'paths', utm_campaign: campaign }, asVisitor())).status).toBe(200);
    expect(await rollupCount('pageViews', 'page', NOT_FOUND_PAGE)).toBe(notFoundBefore + 3);
    // No counter of its own for a made-up path: nothing a dashboard refresh would read.
    for (const page of madeUp) expect((await adminDb().collection('rollups').where('key', '==', page).get()).size, page).toBe(0);
    const events = await viewsOf(campaign);
    expect(events.filter((event) => event.page === NOT_FOUND_PAGE).map((event) => event.path).sort()).toEqual([...madeUp].sort());
    expect(events.find((event) => event.path === '/thankyou')?.page).toBe('/thank-you');
  });

  it('counts campaigns trimmed and lowercased, and at most the bound of distinct ones a day; the rest as (other)', async () => {
    // A day of the test's own, whatever the calendar says: the views, the registry and the counts on it.
    const at = '2026-03-14T12:00:00Z';
    const day = at.slice(0, 10);
    const visitor = () => ({ ...asVisitor(), ...pinnedAt(at) });
    const counted = (metric: string, key: string[]) => rollupCount(metric, 'campaign', JSON.stringify(key), day);
    const campaign = uniqueCampaign('norm');
    expect((await postJson('/api/analytics/page-view', { page: '/', utm_source: ' NewsLetter ', utm_campaign: `  ${campaign.toUpperCase()}` }, visitor())).status).toBe(200);
    expect(await counted('pageViews', ['newsletter', campaign])).toBe(1);
    expect((await viewsOf(campaign))[0]).toMatchObject({ utm_source: 'newsletter', utm_campaign: campaign });

    // The day's registry one short of the bound: the next new campaign is the last with a row of its own.
    const registry = adminDb().collection('campaignDays').doc(day);
    const known = ((await registry.get()).get('keys') as string[] | undefined) ?? [];
    const filler = Array.from({ length: CAMPAIGNS_PER_DAY - 1 - known.length }, (_, i) => JSON.stringify(['filler', `f${i}`]));
    await registry.set({ day, keys: [...known, ...filler] }, { merge: true });
    try {
      const [last, over] = [uniqueCampaign('last'), uniqueCampaign('over')];
      for (const utm_campaign of [last, over, last]) expect((await postJson('/api/analytics/page-view', { page: '/', utm_source: 'bound', utm_campaign }, visitor())).status).toBe(200);
      expect(await counted('pageViews', ['bound', last])).toBe(2);
      expect(await counted('pageViews', ['bound', over])).toBe(0);
      expect(await counted('pageViews', ['(other)', '(other)'])).toBeGreaterThanOrEqual(1);
      expect(((await registry.get()).get('keys') as string[]).length).toBe(CAMPAIGNS_PER_DAY);
      // A conversion with a campaign past the bound counts as (other) too; direct traffic always has its row.
      const conversion = { conversion_type: 'lead', plan: 'blast', source_page: '/', utm_source: 'bound', utm_campaign: over };
      expect((await postJson('/api/analytics/conversion', conversion, visitor())).status).toBe(201);
      expect(await counted('conversions', ['bound', over])).toBe(0);
      const directBefore = await counted('pageViews', ['(direct)', '(none)']);
      expect((await postJson('/api/analytics/page-view', { page: '/' }, visitor())).status).toBe(200);
      expect(await counted('pageViews', ['(direct)', '(none)'])).toBe(directBefore + 1);
    } finally {
      await registry.update({ keys: known }); // the other tests' campaigns have rows of their own again
    }
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
    const campaign = uniqueCampaign('convert');
    const notFoundBefore = await rollupCount('conversions', 'page', NOT_FOUND_PAGE);
    const res = await postJson(
      '/api/analytics/conversion',
      { conversion_type: 'demo_interest', source_page: page, utm_source: 'TikTok', utm_campaign: campaign, email: 'Ann@Example.com' },
      asVisitor(),
    );
    expect(res.status).toBe(201);
    const { ok, id } = await res.json();
    expect(ok).toBe(true);
    const event = (await adminDb().collection('conversions').doc(id).get()).data();
    expect(event).toMatchObject({ conversionType: 'demo_interest', plan: 'unknown', sourcePage: page, utmSource: 'tiktok', utmCampaign: campaign, email: 'ann@example.com', amount: 0, foundersRate: false });
    expect(event!.timestamp.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    // The page asked for is kept on the event; a path that is no page is counted as (not found).
    expect(await rollupCount('conversions', 'page', NOT_FOUND_PAGE)).toBe(notFoundBefore + 1);
    expect(await rollupCount('conversions', 'page', page)).toBe(0);
    expect(await rollupCount('conversions', 'plan', 'unknown')).toBeGreaterThanOrEqual(1);
    expect(await rollupCount('conversions', 'campaign', JSON.stringify(['tiktok', campaign]))).toBe(1);
    expect(await rollupCount('conversions', 'type', 'demo_interest')).toBeGreaterThanOrEqual(1);
  });

  it('accepts 20 a minute from one address, whatever User-Agent or forged X-Forwarded-For entry it sends, then answers 429 with Retry-After', async () => {
    const address = randomAddress();
    // A bot that writes a new User-Agent and a made-up first hop on every request stays one client.
    const disguised = () => ({ 'user-agent': `bot/${Math.random()}`, 'x-forwarded-for': forwardedFor(address, [randomAddress()]) });
    const page = uniquePage('limit');
    const body = { conversion_type: 'checkout_started', plan: 'mini', source_page: page };
    for (let i = 0; i < 20; i += 1) expect((await postJson('/api/analytics/conversion', body, disguised())).status).toBe(201);
    const refused = await postJson('/api/analytics/conversion', body, disguised());
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
