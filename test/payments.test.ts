// Checkout sessions (against the local Stripe stand-in, through the real stripe SDK) and the
// signed payment webhook: exact money, every event applied once, seats never oversold.
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureFunctionsEnvLocal } from '../scripts/local-stack';
import { STANDIN_PORT } from '../scripts/stripe-standin';
import { SITE_URL, adminDb, api, asVisitor, failNextSessions, foundersCounter, postJson, setSeatsLeft } from './support/stack';

const WEBHOOK_SECRET = ensureFunctionsEnvLocal().STRIPE_WEBHOOK_SECRET;
const standIn = new Stripe('sk_test_local_stand_in', { host: '127.0.0.1', port: STANDIN_PORT, protocol: 'http', telemetry: false });
const buyer = { name: 'Ann Investor', email: 'ann@example.com' };
const seatsLeft = async () => (await foundersCounter().get()).get('seatsLeft') as number;
const runId = () => Math.random().toString(36).slice(2, 10);

afterAll(() => setSeatsLeft(50));

async function checkout(type: string, body: Record<string, unknown>) {
  const res = await postJson(`/api/checkout/${type}`, { ...buyer, ...body }, asVisitor());
  return { status: res.status, answer: await res.json() };
}

async function sessionOf(type: string, body: Record<string, unknown>) {
  const { status, answer } = await checkout(type, body);
  expect(status, JSON.stringify(answer)).toBe(201);
  expect(answer.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${STANDIN_PORT}/checkout/cs_test_`));
  return standIn.checkout.sessions.retrieve(answer.id);
}

describe('POST /api/checkout/{type}', () => {
  it('rides out one failed call to the payment provider, and answers 502 without detail when it stays down', async () => {
    await failNextSessions(1);
    expect((await checkout('mini', {})).status).toBe(201); // the stripe SDK retried
    await failNextSessions(2);
    const down = await checkout('mini', {});
    expect(down.status).toBe(502);
    expect(down.answer).toEqual({ error: 'The payment provider could not start the checkout. Please try again.' });
    expect((await checkout('mini', {})).status).toBe(201);
  });

  it('answers an unknown checkout type with 404', async () => {
    for (const type of ['gold', 'prepay', 'elite']) expect((await checkout(type, {})).status, type).toBe(404);
  });

  it('names the field to blame for each rule', async () => {
    await setSeatsLeft(50);
    const cases: [string, Record<string, unknown>, string, number?][] = [
      ['blast', { foundersRate: 'true' }, 'foundersRate'],
      ['blast', { includeSetup: 1 }, 'includeSetup'],
      ['blast', { trial: 'yes' }, 'trial'],
      ['blast', { email: 'ann@' }, 'email'],
      ['blast', { name: '' }, 'name'],
      ['blast', { amount: 100 }, 'amount'],
      ['blast', { unit_amount: 100 }, 'unit_amount'],
      ['lite', { plan: 'blast' }, 'plan'],
      ['lite', { foundersRate: true }, 'foundersRate'],
      ['mini', { includeSetup: true }, 'includeSetup'],
      ['blast', { trial: true, includeSetup: true }, 'includeSetup'],
      ['blast', { returnPath: 'https://evil.example/' }, 'returnPath'],
    ];
    for (const [type, body, field] of cases) {
      const { status, answer } = await checkout(type, body);
      expect(status, `${type} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.field, `${type} ${JSON.stringify(body)}`).toBe(field);
    }
  });

  it('prices every plan from the catalogue, with its mode, metadata and return addresses', async () => {
    await setSeatsLeft(50);
    const founders = await sessionOf('blast', { foundersRate: true, includeSetup: true, returnPath: '/pricing', utm_source: 'google', utm_campaign: 'fall' });
    expect(founders.amount_total).toBe(25000);
    expect(founders.mode).toBe('subscription');
    expect(founders.customer_email).toBe('ann@example.com');
    expect(founders.metadata).toMatchObject({ plan: 'blast', foundersRate: 'true', setup: 'true', setup_fee: '10000', trial: 'false', utm_source: 'google', utm_campaign: 'fall' });
    expect(founders.success_url).toBe(`${SITE_URL}/thank-you?session_id={CHECKOUT_SESSION_ID}`);
    expect(founders.cancel_url).toBe(`${SITE_URL}/pricing`);

    expect((await sessionOf('blast', {})).amount_total).toBe(19700);
    expect((await sessionOf('blast', { includeSetup: true })).amount_total).toBe(29700);
    expect((await sessionOf('mini', {})).amount_total).toBe(700);
    expect((await sessionOf('lite', {})).amount_total).toBe(7500);
    expect((await sessionOf('lite', { includeSetup: true })).amount_total).toBe(17500);
    const prepay = await sessionOf('blast', { plan: 'blast-prepay' });
    expect([prepay.amount_total, prepay.mode, prepay.metadata?.plan]).toEqual([98500, 'payment', 'blast-prepay']);
    const custom = await sessionOf('custom', { returnPath: '/custom-pricing' });
    expect([custom.amount_total, custom.mode, custom.cancel_url]).toEqual([500000, 'payment', `${SITE_URL}/custom-pricing`]);

    const trial = await sessionOf('blast', { trial: true });
    expect(trial.amount_total).toBe(0);
    expect(trial.metadata).toMatchObject({ plan: 'blast', trial: 'true', foundersRate: 'false' });
    expect(trial.success_url).toBe(`${SITE_URL}/thank-you-trial?session_id={CHECKOUT_SESSION_ID}`);
  });

  it('refuses the founders rate with 409 once the seats are gone, and sells the regular price', async () => {
    await setSeatsLeft(0);
    const { status, answer } = await checkout('blast', { foundersRate: true });
    expect(status).toBe(409);
    expect(answer).toMatchObject({ field: 'foundersRate', error: expect.stringMatching(/sold out/) });
    expect((await sessionOf('blast', { foundersRate: false })).amount_total).toBe(19700);
    await setSeatsLeft(50);
  });
});

describe('POST /api/webhooks/stripe', () => {
  const completed = (marker: string, overrides: Record<string, unknown> = {}, metadata: Record<string, string> = {}) => ({
    id: `evt_${runId()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${runId()}`,
        object: 'checkout.session',
        amount_total: 15000,
        currency: 'usd',
        customer_email: 'buyer@example.com',
        customer_details: { email: 'Buyer@Example.com', name: 'Bo Buyer' },
        subscription: 'sub_123',
        metadata: { plan: 'blast', foundersRate: 'true', setup: 'false', setup_fee: '0', trial: 'false', utm_source: 'ads', utm_campaign: marker, source_page: '/pricing', ...metadata },
        ...overrides,
      },
    },
  });
  const send = (event: unknown, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(event);
    const signature = standIn.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return postJson('/api/webhooks/stripe', payload, { 'stripe-signature': signature });
  };
  const conversionsOf = async (marker: string) => (await adminDb().collection('conversions').where('utmCampaign', '==', marker).get()).docs;

  it('refuses an unsigned, forged or stale event with 400 and changes nothing', async () => {
    await setSeatsLeft(50);
    const marker = runId();
    const event = completed(marker);
    const unsigned = await postJson('/api/webhooks/stripe', event);
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).field).toBe('stripe-signature');
    expect((await send(event, { secret: 'whsec_forged' })).status).toBe(400);
    expect((await send(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    // Signed, then altered on the way.
    const payload = JSON.stringify(event);
    const signature = standIn.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = payload.replace('"amount_total":15000', '"amount_total":1');
    expect((await postJson('/api/webhooks/stripe', altered, { 'stripe-signature': signature })).status).toBe(400);
    expect(await conversionsOf(marker)).toHaveLength(0);
    expect(await seatsLeft()).toBe(50);
  });

  it('applies a founders payment once: the conversion and one seat, in one transaction; a replay changes nothing', async () => {
    await setSeatsLeft(50);
    const marker = runId();
    const event = completed(marker);
    const res = await send(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await seatsLeft()).toBe(49);
    const [conversion] = (await conversionsOf(marker)).map((doc) => doc.data());
    expect(conversion).toMatchObject({
      name: 'Bo Buyer',
      email: 'buyer@example.com',
      plan: 'blast',
      amount: 15000,
      conversionType: 'purchase',
      foundersRate: true,
      utmSource: 'ads',
      utmCampaign: marker,
      sessionId: event.data.object.id,
      eventId: event.id,
      subscriptionId: 'sub_123',
    });
    expect(conversion.timestamp.toMillis()).toBeGreaterThan(Date.now() - 60_000);

    const replay = await send(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: 'replay' });
    expect(await seatsLeft()).toBe(49);
    expect(await conversionsOf(marker)).toHaveLength(1);
  });

  it('records a trial as a trial, and a regular payment without touching the seats', async () => {
    await setSeatsLeft(50);
    const marker = runId();
    await send(completed(marker, { amount_total: 0 }, { trial: 'true', foundersRate: 'false' }));
    await send(completed(marker, { amount_total: 98500, subscription: null }, { plan: 'blast-prepay', foundersRate: 'false' }));
    const conversions = (await conversionsOf(marker)).map((doc) => doc.data());
    expect(conversions.map((c) => [c.conversionType, c.plan, c.amount, c.foundersRate]).sort()).toEqual([
      ['purchase', 'blast-prepay', 98500, false],
      ['trial', 'blast', 0, false],
    ]);
    expect(await seatsLeft()).toBe(50);
  });

  it('records a founders payment that finds no seat, flagged, and keeps the count at 0', async () => {
    await setSeatsLeft(0);
    const marker = runId();
    expect((await send(completed(marker))).status).toBe(200);
    const [conversion] = (await conversionsOf(marker)).map((doc) => doc.data());
    expect(conversion).toMatchObject({ foundersRate: true, seatShortfall: true });
    expect(await seatsLeft()).toBe(0);
    await setSeatsLeft(50);
  });

  it('takes events out of order: an expiry before its completion, and the completion delivered twice under two event ids', async () => {
    await setSeatsLeft(50);
    const marker = runId();
    const paid = completed(marker);
    const sessionId = paid.data.object.id;
    const expired = { id: `evt_${runId()}`, object: 'event', type: 'checkout.session.expired', created: paid.created - 10, data: { object: { id: sessionId, object: 'checkout.session', metadata: { plan: 'blast' } } } };
    expect(await (await send(expired)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await send(paid)).json()).toMatchObject({ outcome: 'applied' });
    // Stripe may deliver the same session's completion again under a new event id.
    expect(await (await send({ ...paid, id: `evt_${runId()}` })).json()).toMatchObject({ outcome: 'replay' });
    expect(await (await send(paid)).json()).toMatchObject({ outcome: 'replay' });
    expect(await conversionsOf(marker)).toHaveLength(1);
    expect(await seatsLeft()).toBe(49);
    expect((await adminDb().collection('paymentEvents').doc(expired.id).get()).get('objectId')).toBe(sessionId);
    await setSeatsLeft(50);
  });

  it('records expired sessions and ended subscriptions', async () => {
    const expired = { id: `evt_${runId()}`, object: 'event', type: 'checkout.session.expired', created: Math.floor(Date.now() / 1000), data: { object: { id: `cs_test_${runId()}`, object: 'checkout.session', customer_email: 'late@example.com', metadata: { plan: 'mini' } } } };
    const ended = { id: `evt_${runId()}`, object: 'event', type: 'customer.subscription.deleted', created: Math.floor(Date.now() / 1000), data: { object: { id: 'sub_ended', object: 'subscription', customer: 'cus_1', metadata: { plan: 'blast' } } } };
    for (const event of [expired, ended]) {
      expect((await send(event)).status).toBe(200);
      const recorded = (await adminDb().collection('paymentEvents').doc(event.id).get()).data();
      expect(recorded).toMatchObject({ type: event.type, objectId: event.data.object.id, plan: event.data.object.metadata.plan });
      expect((await (await send(event)).json()).outcome).toBe('replay');
    }
  });

  it('60 concurrent founders payments against 50 seats: seatsLeft exactly 0, exactly 60 conversions; replays change nothing', async () => {
    await setSeatsLeft(50);
    const marker = runId();
    const events = Array.from({ length: 60 }, () => completed(marker));
    // The functions emulator starts one worker process per request in flight: bring 60 up first,
    // so that the race is between transactions, not between cold starts on two cores.
    await Promise.all(Array.from({ length: 60 }, () => api('/api/seats').then((res) => res.arrayBuffer())));
    // Delivered as Stripe delivers: a non-2xx answer (a worker that timed out) is sent again.
    const deliver = async (event: unknown) => {
      for (let attempt = 1; ; attempt += 1) {
        const status = (await send(event)).status;
        if (status === 200 || attempt === 4) return status;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    };
    const answers = await Promise.all(events.map(deliver));
    expect(answers.every((status) => status === 200), answers.join(',')).toBe(true);
    expect(await seatsLeft()).toBe(0);
    const conversions = (await conversionsOf(marker)).map((doc) => doc.data());
    expect(conversions).toHaveLength(60);
    expect(conversions.filter((c) => c.seatShortfall === true)).toHaveLength(10);

    const replays = await Promise.all(events.slice(0, 20).map((event) => send(event).then((res) => res.json())));
    expect(replays.every((answer) => answer.outcome === 'replay')).toBe(true);
    expect(await seatsLeft()).toBe(0);
    expect(await conversionsOf(marker)).toHaveLength(60);
    await setSeatsLeft(50);
  }, 180_000);
});
