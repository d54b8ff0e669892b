// What a stranger must not spoil: the money, the store, the figures, the leads.
// Each test holds a finding of a careful attacker against a local stack, on the emulators.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { charge } from './support/stripe-standin';
import { asAdmin } from './support/admin';
import { emulatorLogUntil, entriesOf, type LogEntry } from './support/emulator-logs';
import { checkoutMetadata, completedSession, conversionsOf, deliver, eventOf, invoiceOf, marker, monthLine, purchaseOf, revenueOf, seatsLeft, subscriptionOf, subscriptionRecord } from './support/payments';
import { adminDb, asVisitor, forwardedFor, pinnedAt, postJson, randomAddress, setSeatsLeft } from './support/stack';

afterAll(() => setSeatsLeft(50));

/**
 * What a refused request must leave as it was: every document's path, and the content of every
 * document but leads' and customer events' (whose deliveries, of earlier tests, move on meanwhile);
 * the owner's alerts and their conditions aside (a lead of an earlier test failing its last try
 * raises one, and names itself in its condition, meanwhile).
 */
async function storeState(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const collection of await adminDb().listCollections()) {
    if (collection.id === 'opsAlerts' || collection.id === 'opsConditions') continue;
    const moving = ['leads', 'customerEvents'].includes(collection.id);
    for (const doc of (await collection.get()).docs) state[doc.ref.path] = moving ? true : doc.data();
  }
  return state;
}

describe('another product on the same Stripe account', () => {
  it("changes no figure and no seat: a signed session without the site's mark is acknowledged and ignored", async () => {
    await setSeatsLeft(50);
    const campaign = marker();
    const { site: _mark, ...unmarked } = checkoutMetadata(campaign, { foundersRate: 'true', plan: 'unknown' });
    const session = Object.assign(completedSession({ amount: 999_900, metadata: unmarked }), { success_url: 'https://other-product.example.com/done' });
    const { status, outcome } = await deliver(eventOf('checkout.session.completed', session));
    expect([status, outcome]).toEqual([200, 'ignored']);
    expect(await purchaseOf(session.id)).toBeUndefined();
    expect(await conversionsOf(campaign)).toHaveLength(0);
    expect((await revenueOf(campaign)).revenueCents).toBe(0);
    expect(await seatsLeft()).toBe(50);
  });

  it('changes nothing with a live-mode event on this test-mode site, nor with an event of a connected account', async () => {
    await setSeatsLeft(50);
    const campaign = marker();
    for (const origin of [{ livemode: true }, { account: 'acct_1Other' }]) {
      const session = completedSession({ amount: 15_000, metadata: checkoutMetadata(campaign, { foundersRate: 'true' }) });
      const event = Object.assign(eventOf('checkout.session.completed', session), origin);
      expect((await deliver(event)).outcome, JSON.stringify(origin)).toBe('ignored');
      expect(await purchaseOf(session.id)).toBeUndefined();
    }
    expect((await revenueOf(campaign)).revenueCents).toBe(0);
    expect(await seatsLeft()).toBe(50);
  });

  it("does not net another product's refund from our revenue", async () => {
    const rollups = async () => (await adminDb().collection('revenueRollups').get()).docs.map((doc) => [doc.id, doc.data()]);
    const before = await rollups();
    const refunded = Object.assign(charge({ amountCents: 5_000, paymentIntent: 'pi_other_product_1', customer: null, email: 'x@example.com', name: null }), { amount_refunded: 5_000, refunded: true });
    expect((await deliver(eventOf('charge.refunded', refunded))).outcome).toBe('ignored');
    expect((await adminDb().collection('charges').doc(refunded.id).get()).exists).toBe(false);
    expect(await rollups()).toEqual(before);
  });

  /** What another product's subscription or invoice must leave as it was: the revenue, the seats, the customer events. */
  const moneyState = async () => ({
    revenueRollups: (await adminDb().collection('revenueRollups').get()).docs.map((doc) => [doc.id, doc.data()]),
    seatsLeft: await seatsLeft(),
    customerEvents: (await adminDb().collection('customerEvents').get()).docs.map((doc) => doc.id).sort(),
  });
  /** The session, its subscription and invoices of another product on the account: no site mark, on the founders rate and paying. */
  function foreignSubscription(campaign: string) {
    const { site: _mark, ...unmarked } = checkoutMetadata(campaign, { foundersRate: 'true' });
    const session = completedSession({ amount: 19_700, metadata: unmarked });
    const trialing = subscriptionOf(session, { status: 'trialing', trialDays: 14 });
    const active = subscriptionOf(session, { status: 'active', monthlyCents: 99_900 });
    return { session, trialing, active, invoice: invoiceOf(active, { billingReason: 'subscription_cycle', lines: [monthLine(99_900)] }) };
  }

  it("changes no subscription, revenue or seat with another product's signed subscription and invoice events", async () => {
    await setSeatsLeft(50);
    const campaign = marker();
    const { trialing, active, invoice } = foreignSubscription(campaign);
    expect([active.metadata.site, invoice.parent?.subscription_details?.metadata?.site]).toEqual([undefined, undefined]);
    const before = await moneyState();
    const events = [
      eventOf('customer.subscription.created', trialing),
      eventOf('customer.subscription.updated', active, { previous: { status: 'trialing' } }),
      // A trial's first paid invoice: were it applied, revenue, a conversion and a customer event.
      eventOf('invoice.paid', invoice),
      eventOf('invoice.payment_failed', invoiceOf(active, { billingReason: 'subscription_cycle', lines: [monthLine(99_900)], status: 'open' })),
    ];
    for (const event of events) {
      const { status, outcome } = await deliver(event);
      expect([status, outcome], event.type).toEqual([200, 'ignored']);
    }
    expect(await subscriptionRecord(active.id)).toBeUndefined();
    expect((await adminDb().collection('invoices').doc(invoice.id).get()).exists).toBe(false);
    expect((await revenueOf(campaign)).revenueCents).toBe(0);
    expect(await conversionsOf(campaign)).toHaveLength(0);
    expect(await moneyState()).toEqual(before);
  });

  it('changes nothing with an invoice that names only a subscription this site never stored (an endpoint on an older API version)', async () => {
    await setSeatsLeft(50);
    const campaign = marker();
    const { active } = foreignSubscription(campaign);
    const before = await moneyState();
    // As an older version sends it: no metadata of the subscription's, its id at the top.
    const legacy = { ...invoiceOf(active, { billingReason: 'subscription_cycle', lines: [monthLine(99_900)] }), parent: null, subscription: active.id };
    const { status, outcome } = await deliver(eventOf('invoice.paid', legacy));
    expect([status, outcome]).toEqual([200, 'ignored']);
    expect((await adminDb().collection('invoices').doc(legacy.id).get()).exists).toBe(false);
    expect(await subscriptionRecord(active.id)).toBeUndefined();
    expect(await moneyState()).toEqual(before);
  });

  it("records and logs another product's event once: its redeliveries are replays that record and log nothing more", async () => {
    const { active } = foreignSubscription(marker());
    const event = eventOf('customer.subscription.created', active);
    expect((await deliver(event)).outcome).toBe('ignored');
    const record = adminDb().collection('stripeEvents').doc(event.id);
    const first = await record.get();
    expect(first.data()).toMatchObject({ type: 'customer.subscription.created', outcome: 'ignored', note: expect.stringMatching(/^not this site's: not made by this site/) });
    expect(await deliver(event)).toMatchObject({ status: 200, outcome: 'replay' });
    // The functions' log, read until the second redelivery's own line (every outcome is logged, a
    // replay too): by then every line the three deliveries logged has come.
    const replays = (entries: LogEntry[]) => entriesOf(entries, 'stripe event applied', event.id).filter((entry) => JSON.stringify(entry).includes('replay'));
    const log = await emulatorLogUntil(`the second replay of ${event.id} logged`, (entries) => replays(entries).length >= 2, {
      whileReading: async () => expect(await deliver(event)).toMatchObject({ status: 200, outcome: 'replay' }),
    });
    expect(entriesOf(log, "stripe event ignored: not this site's", event.id)).toHaveLength(1);
    expect(replays(log)).toHaveLength(2);
    // Its record, the one write an ignored event makes, untouched by the replays.
    expect((await record.get()).updateTime?.isEqual(first.updateTime!)).toBe(true);
    expect(await subscriptionRecord(active.id)).toBeUndefined();
  });

  it('refuses a signature dated further in the future than the tolerance', async () => {
    const session = completedSession({ amount: 19_700, metadata: checkoutMetadata(marker()) });
    const { status, body } = await deliver(eventOf('checkout.session.completed', session), { timestamp: Math.floor(Date.now() / 1000) + 86_400 });
    expect([status, body.field]).toEqual([400, 'stripe-signature']);
    expect(await purchaseOf(session.id)).toBeUndefined();
  });

  it('refuses a signed event without a well-formed id, and writes nothing', async () => {
    const before = await storeState();
    const session = completedSession({ amount: 19_700, metadata: checkoutMetadata(marker()) });
    for (const id of [undefined, 'evt/../x', '__evt__', '..']) {
      const event = { ...eventOf('checkout.session.completed', session), id };
      const { status, body } = await deliver(event);
      expect([status, body.field], String(id)).toEqual([400, 'id']);
    }
    expect(await storeState()).toEqual(before);
  });
});

describe('text no field may hold', () => {
  const badCharacter = fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), fc.constantFrom('\u0000', '\u202e', '\u2066', '\u001b'));
  const badText = fc.tuple(fc.string({ unit: 'grapheme', maxLength: 8 }), badCharacter).map(([text, bad]) => `${text}${bad}`);
  const ENDPOINTS = [
    { path: '/api/leads', valid: { name: 'Ann', email: 'ann@example.com', intent: 'snapshot' }, fields: ['name', 'first_name', 'phone', 'intent', 'source', 'utm_source'] },
    { path: '/api/analytics/conversion', valid: { conversion_type: 'lead', source_page: '/' }, fields: ['name', 'intent', 'utm_campaign'] },
    { path: '/api/analytics/page-view', valid: { page: '/pricing' }, fields: ['referrer', 'utm_source', 'utm_campaign', 'page'] },
    { path: '/api/checkout/blast', valid: { name: 'Ann', email: 'ann@example.com', foundersRate: true }, fields: ['name', 'phone', 'utm_source'] },
  ];

  it('is refused with a JSON 400 naming the field, on every endpoint, with nothing written (the campaign keys included)', async () => {
    const before = await storeState();
    for (const { path, valid, fields } of ENDPOINTS) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), fc.oneof(fc.constant('\ud800'), badText), async (field, text) => {
          const res = await postJson(path, { ...valid, [field]: text }, asVisitor());
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          expect([res.status, (await res.json()).field]).toEqual([400, field]);
        }),
        { numRuns: 12 },
      );
    }
    expect(await storeState()).toEqual(before);
  });

  it('of the wrong type says so, instead of calling it missing', async () => {
    const res = await postJson('/api/leads', { name: ['a'], email: 'ann@example.com', intent: 'x' }, asVisitor());
    expect([res.status, await res.json()]).toEqual([400, { ok: false, error: 'name must be a string', field: 'name' }]);
  });
});

describe('a body that is JSON but no object, or no JSON at all', () => {
  // Answered by the functions runtime before the app runs (docs/api.md, "Answers and errors"): a
  // 400, in the runtime's HTML; what the app can hold is that nothing is written.
  it('is refused with a 400, and nothing is written', async () => {
    const before = await storeState();
    for (const path of ['/api/leads', '/api/analytics/page-view', '/api/checkout/blast']) {
      for (const body of ['null', '"x"', '3', '{"name": "Ann"', 'true']) {
        const res = await postJson(path, body, asVisitor());
        expect(res.status, `${path} ${body}`).toBe(400);
      }
    }
    expect(await storeState()).toEqual(before);
  });
});

describe('ids Firestore reserves or cannot hold', () => {
  it('are refused in a cursor and in a retry path with a JSON 400, not a 500', async () => {
    for (const id of ['__x__', '.', '..', '__name__']) {
      for (const path of [`/api/admin/leads?after=${encodeURIComponent(id)}`, `/api/admin/customer-events?after=${encodeURIComponent(id)}`]) {
        const res = await asAdmin(path);
        expect(res.status, path).toBe(400);
        expect((await res.json()).field, path).toBe('after');
      }
      for (const kind of ['leads', 'customer-events']) {
        // Encoded, so that no URL parser folds the dots away before the API sees them.
        const res = await asAdmin(`/api/admin/${kind}/${id.replaceAll('.', '%2E')}/retry`, { method: 'POST' });
        const answer = await res.json();
        // A dot segment never reaches a route (the path is normalised: no route, a JSON 404); the rest is refused by name.
        if (id.startsWith('.')) expect([res.status, answer.error], `${kind} ${id}`).toEqual([404, expect.stringMatching(/^No API route/)]);
        else expect([res.status, answer.field], `${kind} ${id}`).toEqual([400, 'id']);
      }
    }
  });
});

describe('figures a bot cannot cheaply inflate', () => {
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  const uniquePage = (name: string) => `/strangers-${name}-${Math.random().toString(36).slice(2, 8)}`;
  /** The raw page views of a path that is no page of the site (each keeps the path asked for). */
  const viewsOf = async (path: string) => (await adminDb().collection('pageViews').where('path', '==', path).count().get()).data().count;

  it('does not count a known crawler, headless browser or tool', async () => {
    const page = uniquePage('bots');
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', `${BROWSER.replace('Chrome/', 'HeadlessChrome/')}`, 'curl/8.5.0', 'python-requests/2.32', 'Chrome-Lighthouse']) {
      const res = await postJson('/api/analytics/page-view', { page }, { 'user-agent': agent, 'x-forwarded-for': forwardedFor(randomAddress()) });
      expect([res.status, await res.json()], agent).toEqual([200, { ok: true, duplicate: false, bot: true }]);
    }
    expect(await viewsOf(page)).toBe(0);
    expect((await (await postJson('/api/analytics/page-view', { page }, { 'user-agent': BROWSER, 'x-forwarded-for': forwardedFor(randomAddress()) })).json()).bot).toBeUndefined();
    expect(await viewsOf(page)).toBe(1);
  });

  it('counts at most 30 views a minute from one address, whatever User-Agent each claims', async () => {
    const page = uniquePage('burst');
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      const res = await postJson('/api/analytics/page-view', { page }, { 'user-agent': `${BROWSER} visitor/${i}`, 'x-forwarded-for': forwardedFor(address) });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    expect(await viewsOf(page)).toBe(30);
  });

  it("lets one address add only a few campaigns to the day's slots; the rest count as (other)", async () => {
    const address = randomAddress();
    // A day of the test's own, whatever the calendar says: its slots are the ones the views fill.
    const at = '2026-03-15T12:00:00Z';
    const day = at.slice(0, 10);
    const keysOfDay = async () => ((await adminDb().collection('campaignDays').doc(day).get()).get('keys') as string[] | undefined) ?? [];
    const before = (await keysOfDay()).length;
    const campaigns = Array.from({ length: 8 }, (_, i) => `fill-${i}-${Math.random().toString(36).slice(2, 8)}`);
    for (const [i, utm_campaign] of campaigns.entries()) {
      const res = await postJson('/api/analytics/page-view', { page: '/', utm_source: 'filler', utm_campaign }, { 'user-agent': `${BROWSER} visitor/${i}`, 'x-forwarded-for': forwardedFor(address), ...pinnedAt(at) });
      expect(res.status).toBe(200);
    }
    const after = await keysOfDay();
    const added = campaigns.filter((campaign) => after.includes(JSON.stringify(['filler', campaign])));
    expect(added).toEqual(campaigns.slice(0, 5));
    expect(after.length - before).toBe(5);
    // Another address still adds its own.
    const own = `own-${Math.random().toString(36).slice(2, 8)}`;
    await postJson('/api/analytics/page-view', { page: '/', utm_source: 'filler', utm_campaign: own }, { ...asVisitor(), ...pinnedAt(at) });
    expect(await keysOfDay()).toContain(JSON.stringify(['filler', own]));
  });
});
