// What a stranger must not spoil (issue 34): the money, the store, the figures, the leads.
// Each test holds a finding of a careful attacker against a local stack, on the emulators.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { charge } from '../scripts/stripe-account/objects';
import { asAdmin } from './support/admin';
import { checkoutMetadata, completedSession, conversionsOf, deliver, eventOf, marker, purchaseOf, revenueOf, seatsLeft } from './support/payments';
import { adminDb, asVisitor, postJson, setSeatsLeft } from './support/stack';

afterAll(() => setSeatsLeft(50));

/**
 * What a refused request must leave as it was: every document's path, and the content of every
 * document but leads' and customer events' (whose deliveries, of earlier tests, move on meanwhile).
 */
async function storeState(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const collection of await adminDb().listCollections()) {
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
    expect((await revenueOf(campaign)).total.revenueCents).toBe(0);
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
    expect((await revenueOf(campaign)).total.revenueCents).toBe(0);
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
        expect([res.status, (await res.json()).field], `${kind} ${id}`).toEqual([400, 'id']);
      }
    }
  });
});
