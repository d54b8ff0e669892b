// Checkout sessions (against the local Stripe stand-in, through the real stripe SDK) and the
// signed payment webhook's purchases: exact money, every event applied once, in any order.
import { SOURCE_PAGE_MAX } from '@blast/catalog';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { STANDIN_PORT } from './support/stripe-standin';
import {
  apply,
  buyerEmail,
  checkout,
  checkoutMetadata,
  completedSession,
  conversionsOf,
  deliver,
  eventOf,
  holdSettled,
  marker,
  purchaseOf,
  revenueOf,
  seatsLeft,
  settleAllHolds,
  standIn,
  standInClient,
  WEBHOOK_SECRET,
} from './support/payments';
import { SITE_URL, adminDb, asVisitor, failNextSessions, forwardedFor, postJson, randomAddress, rollupCount, setSeatsLeft, warmApiWorkers } from './support/stack';

afterAll(() => setSeatsLeft(50));

async function sessionOf(type: string, body: Record<string, unknown>) {
  const { status, answer } = await checkout(type, body);
  expect(status, JSON.stringify(answer)).toBe(201);
  expect(answer.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${STANDIN_PORT}/checkout/cs_test_`));
  return standInClient.checkout.sessions.retrieve(answer.id);
}

/** A campaign's conversions counted in today's rollups (a pending purchase is not, yet). */
const countedConversions = (campaign: string) => rollupCount('conversions', 'campaign', JSON.stringify(['ads', campaign]));

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

  it('runs against a stand-in as strict as Stripe: a parameter the pinned API version removed is refused by name, through the real SDK', async () => {
    const refused = await standInClient.checkout.sessions
      .create({
        mode: 'payment',
        payment_method_types: ['card'],
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 700, product_data: { name: 'Mini' } } }],
        success_url: `${SITE_URL}/thank-you`,
      } as Stripe.Checkout.SessionCreateParams)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', code: 'parameter_unknown', param: 'payment_method_types' });
  });

  // Eleven checkouts at the stand-in: a minute and a half on a loaded machine.
  it('opens 10 sessions a minute for one address, whatever User-Agent or forged X-Forwarded-For entry it sends; then 429 with Retry-After, and no session', async () => {
    const address = randomAddress();
    const disguised = () => ({ 'user-agent': `bot/${Math.random()}`, 'x-forwarded-for': forwardedFor(address, [randomAddress()]) });
    const body = { name: 'Bo Bot', email: `bo-${marker()}@example.com` };
    // The stand-in's newest sessions (its lifecycle list) made for this test's buyer.
    const sessionsMade = async () => ((await (await fetch(`http://127.0.0.1:${STANDIN_PORT}/__lifecycle/sessions`)).json()) as { email: string }[]).filter((session) => session.email === body.email).length;
    for (let i = 0; i < 10; i += 1) expect((await postJson('/api/checkout/mini', body, disguised())).status).toBe(201);
    expect(await sessionsMade()).toBe(10);
    const refused = await postJson('/api/checkout/mini', body, disguised());
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await refused.json()).error).toBe(`Too many requests: at most 10 a minute. Try again in ${retryAfter} s.`);
    expect(await sessionsMade()).toBe(10);
    // Another address is not held back.
    expect((await postJson('/api/checkout/mini', body, asVisitor())).status).toBe(201);
  }, 90_000);

  it('answers an unknown checkout type with 404', async () => {
    for (const type of ['gold', 'prepay', 'elite']) expect((await checkout(type, {})).status, type).toBe(404);
  });

  it('names the field to blame for each rule', async () => {
    await setSeatsLeft(50);
    const cases: [string, Record<string, unknown>, string][] = [
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
      ['blast', { sourcePage: 'https://evil.example/' }, 'sourcePage'],
      // Stripe keeps metadata values of 500 characters at most: the return page travels there.
      ['blast', { sourcePage: `/${'p'.repeat(SOURCE_PAGE_MAX)}` }, 'sourcePage'],
    ];
    for (const [type, body, field] of cases) {
      const { status, answer } = await checkout(type, body);
      expect(status, `${type} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(answer.field, `${type} ${JSON.stringify(body).slice(0, 80)}`).toBe(field);
    }
    expect((await seatsLeft())).toBe(50); // a refused founders request holds nothing
    const longest = await sessionOf('mini', { sourcePage: `/${'p'.repeat(SOURCE_PAGE_MAX - 1)}` });
    expect(longest.metadata!.source_page).toHaveLength(SOURCE_PAGE_MAX);
  });

  it('prices every plan from the catalogue, cards alone, with its mode, metadata and return addresses', async () => {
    await setSeatsLeft(50);
    const email = buyerEmail();
    const founders = await sessionOf('blast', { foundersRate: true, includeSetup: true, email, sourcePage: '/pricing', utm_source: 'google', utm_campaign: 'fall' });
    expect(founders.amount_total).toBe(25000);
    expect(founders.mode).toBe('subscription');
    expect(founders.allowed_payment_method_types).toEqual(['card']);
    expect(founders.customer_email).toBe(email);
    expect(founders.metadata).toMatchObject({ plan: 'blast', foundersRate: 'true', setup: 'true', setup_fee: '10000', trial: 'false', utm_source: 'google', utm_campaign: 'fall', seat_hold: expect.any(String) });
    // It holds a seat for its 35 minutes: 5 above Stripe's 30-minute minimum, for a retried request and a skewed clock.
    expect(founders.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(34 * 60);
    expect(founders.expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(35 * 60);
    expect(founders.success_url).toBe(`${SITE_URL}/thank-you?session_id={CHECKOUT_SESSION_ID}`);
    expect(founders.cancel_url).toBe(`${SITE_URL}/pricing`);
    expect(await seatsLeft()).toBe(49);
    await standIn(founders.id, 'expire');
    expect((await holdSettled(founders.metadata!.seat_hold))?.status).toBe('released');
    expect(await seatsLeft()).toBe(50);

    const regular = await sessionOf('blast', {});
    expect([regular.amount_total, regular.allowed_payment_method_types, regular.metadata?.seat_hold]).toEqual([19700, ['card'], undefined]);
    expect(regular.expires_at - regular.created).toBe(24 * 3600); // Stripe's default: no seat to give back
    expect((await sessionOf('blast', { includeSetup: true })).amount_total).toBe(29700);
    expect((await sessionOf('mini', {})).amount_total).toBe(700);
    expect((await sessionOf('lite', {})).amount_total).toBe(7500);
    expect((await sessionOf('lite', { includeSetup: true })).amount_total).toBe(17500);
    const prepay = await sessionOf('blast', { plan: 'blast-prepay' });
    expect([prepay.amount_total, prepay.mode, prepay.metadata?.plan]).toEqual([98500, 'payment', 'blast-prepay']);
    const custom = await sessionOf('custom', { sourcePage: '/custom-pricing' });
    expect([custom.amount_total, custom.mode, custom.cancel_url]).toEqual([500000, 'payment', `${SITE_URL}/custom-pricing`]);

    const trial = await sessionOf('blast', { trial: true });
    expect(trial.amount_total).toBe(0);
    expect(trial.metadata).toMatchObject({ plan: 'blast', trial: 'true', foundersRate: 'false' });
    expect(trial.success_url).toBe(`${SITE_URL}/thank-you-trial?session_id={CHECKOUT_SESSION_ID}`);
    expect(await seatsLeft()).toBe(50);
  });

  it('refuses the founders rate with 409 once the seats are gone, and sells the regular price', async () => {
    // No seat held by an earlier test: with one, the answer is "held, may come back" (test/seat-fairness.test.ts).
    await settleAllHolds();
    await setSeatsLeft(0);
    const { status, answer } = await checkout('blast', { foundersRate: true });
    expect(status).toBe(409);
    expect(answer).toMatchObject({ field: 'foundersRate', error: expect.stringMatching(/sold out/) });
    expect((await sessionOf('blast', { foundersRate: false })).amount_total).toBe(19700);
    await setSeatsLeft(50);
  }, 90_000);
});

describe('POST /api/webhooks/stripe: checkout sessions', () => {
  /** A founders session made before seats were held: no seat_hold in its metadata. */
  const foundersCompletion = (campaign: string, overrides: Record<string, unknown> = {}) => {
    const session = completedSession({ amount: 15000, metadata: checkoutMetadata(campaign, { foundersRate: 'true' }) });
    return eventOf('checkout.session.completed', Object.assign(session, overrides));
  };

  it('refuses an unsigned, forged or stale event with 400 and changes nothing', async () => {
    await setSeatsLeft(50);
    const campaign = marker();
    const event = foundersCompletion(campaign);
    const unsigned = await postJson('/api/webhooks/stripe', event);
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).field).toBe('stripe-signature');
    expect((await deliver(event, { secret: 'whsec_forged' })).status).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    // Signed, then altered on the way.
    const payload = JSON.stringify(event);
    const signature = standInClient.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = payload.replace('"amount_total":15000', '"amount_total":1');
    expect((await postJson('/api/webhooks/stripe', altered, { 'stripe-signature': signature })).status).toBe(400);
    expect(await conversionsOf(campaign)).toHaveLength(0);
    expect(await purchaseOf(event.data.object.id)).toBeUndefined();
    expect(await seatsLeft()).toBe(50);
  });

  it('counts a paid founders session once: its purchase, conversion, revenue and one seat in one commit; a replay changes nothing', async () => {
    await setSeatsLeft(50);
    const campaign = marker();
    const event = foundersCompletion(campaign);
    const session = event.data.object;
    expect(await deliver(event)).toMatchObject({ status: 200, outcome: 'applied' });
    expect(await seatsLeft()).toBe(49);
    const [conversion] = await conversionsOf(campaign);
    expect(conversion).toMatchObject({
      name: 'Bo Buyer',
      email: 'buyer@example.com',
      plan: 'blast',
      amount: 15000,
      conversionType: 'purchase',
      foundersRate: true,
      utmSource: 'ads',
      utmCampaign: campaign,
      sessionId: session.id,
      eventId: event.id,
      subscriptionId: session.subscription,
    });
    expect(conversion.timestamp.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(await purchaseOf(session.id)).toMatchObject({ status: 'paid', amountCents: 15000, foundersRate: true, customer: session.customer, subscriptionId: session.subscription, refundedCents: 0, disputed: false });
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 15000, purchases: 1, refundedCents: 0 });
    expect(await countedConversions(campaign)).toBe(1);
    expect((await adminDb().collection('stripeEvents').doc(event.id).get()).data()).toMatchObject({ type: 'checkout.session.completed', objectId: session.id });

    expect(await deliver(event)).toMatchObject({ status: 200, outcome: 'replay' });
    expect(await seatsLeft()).toBe(49);
    expect(await conversionsOf(campaign)).toHaveLength(1);
    expect((await revenueOf(campaign)).revenueCents).toBe(15000);
  });

  it('records a trial as a trial with no revenue, and a one-time payment as revenue without touching the seats', async () => {
    await setSeatsLeft(50);
    const campaign = marker();
    const trial = completedSession({ amount: 0, paymentStatus: 'no_payment_required', metadata: checkoutMetadata(campaign, { trial: 'true' }) });
    const prepay = completedSession({ mode: 'payment', amount: 98500, metadata: checkoutMetadata(campaign, { plan: 'blast-prepay' }) });
    await apply(eventOf('checkout.session.completed', trial));
    await apply(eventOf('checkout.session.completed', prepay));
    const conversions = await conversionsOf(campaign);
    expect(conversions.map((c) => [c.conversionType, c.plan, c.amount, c.foundersRate]).sort()).toEqual([
      ['purchase', 'blast-prepay', 98500, false],
      ['trial', 'blast', 0, false],
    ]);
    expect(await purchaseOf(trial.id)).toMatchObject({ status: 'paid', trial: true, amountCents: 0 });
    expect(await purchaseOf(prepay.id)).toMatchObject({ status: 'paid', mode: 'payment', paymentIntent: prepay.payment_intent });
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 98500, purchases: 1 });
    expect(await seatsLeft()).toBe(50);
  });

  it('records a founders payment that finds no seat, flagged, and keeps the count at 0', async () => {
    await setSeatsLeft(0);
    const campaign = marker();
    const event = foundersCompletion(campaign);
    await apply(event);
    const [conversion] = await conversionsOf(campaign);
    expect(conversion).toMatchObject({ foundersRate: true, seatShortfall: true });
    expect(await purchaseOf(event.data.object.id)).toMatchObject({ status: 'paid', seatShortfall: true });
    expect(await seatsLeft()).toBe(0);
    await setSeatsLeft(50);
  });

  it('keeps a delayed payment pending, with no revenue, until it succeeds; counted then, dated by that event', async () => {
    const campaign = marker();
    const session = completedSession({ mode: 'payment', amount: 98500, paymentStatus: 'unpaid', metadata: checkoutMetadata(campaign, { plan: 'blast-prepay' }) });
    const completed = eventOf('checkout.session.completed', session, { ago: 2 * 86_400 });
    await apply(completed);
    expect(await purchaseOf(session.id)).toMatchObject({ status: 'pending' });
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 0, purchases: 0 });
    expect(await countedConversions(campaign)).toBe(0);
    expect(await conversionsOf(campaign)).toHaveLength(1); // shown, as pending

    const succeeded = eventOf('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' });
    await apply(succeeded);
    const paid = await purchaseOf(session.id);
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid!.paidAt.toMillis()).toBe(succeeded.created * 1000);
    const revenue = await revenueOf(campaign);
    expect(revenue).toMatchObject({ revenueCents: 98500, purchases: 1 });
    expect(Object.keys(revenue.days)).toEqual([new Date(succeeded.created * 1000).toISOString().slice(0, 10)]);
    expect(await countedConversions(campaign)).toBe(1);

    await apply(succeeded, 'replay');
    await apply({ ...completed, id: `${completed.id}x` }, 'replay'); // the completion again, under another id
    await apply(eventOf('checkout.session.async_payment_failed', session), 'replay'); // paid is final
    expect((await revenueOf(campaign)).revenueCents).toBe(98500);
    expect(await purchaseOf(session.id)).toMatchObject({ status: 'paid' });
  });

  it('ends a delayed payment that fails with no revenue, shown as failed', async () => {
    const campaign = marker();
    const session = completedSession({ mode: 'payment', amount: 500000, paymentStatus: 'unpaid', metadata: checkoutMetadata(campaign, { plan: 'custom' }) });
    await apply(eventOf('checkout.session.completed', session));
    await apply(eventOf('checkout.session.async_payment_failed', session));
    expect(await purchaseOf(session.id)).toMatchObject({ status: 'failed' });
    await apply(eventOf('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }), 'replay');
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 0, purchases: 0 });
    expect(await countedConversions(campaign)).toBe(0);
  });

  it('takes a session in any order: its success before its completion counts once', async () => {
    const campaign = marker();
    const session = completedSession({ mode: 'payment', amount: 98500, paymentStatus: 'unpaid', metadata: checkoutMetadata(campaign, { plan: 'blast-prepay' }) });
    await apply(eventOf('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }));
    await apply(eventOf('checkout.session.completed', session), 'replay');
    expect(await purchaseOf(session.id)).toMatchObject({ status: 'paid' });
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 98500, purchases: 1 });
    expect(await conversionsOf(campaign)).toHaveLength(1);
  });

  it('takes an expiry before its completion, and the completion delivered twice under two event ids: one conversion, one seat', async () => {
    await setSeatsLeft(50);
    const campaign = marker();
    const paid = foundersCompletion(campaign);
    const sessionId = paid.data.object.id;
    const expired = eventOf('checkout.session.expired', { ...paid.data.object, status: 'expired' as const, payment_status: 'unpaid' as const }, { ago: 10 });
    expect((await deliver(expired)).outcome).toBe('applied');
    expect((await deliver(paid)).outcome).toBe('applied');
    expect((await deliver({ ...paid, id: `${paid.id}x` })).outcome).toBe('replay');
    expect((await deliver(paid)).outcome).toBe('replay');
    expect(await conversionsOf(campaign)).toHaveLength(1);
    expect(await seatsLeft()).toBe(49);
    expect((await adminDb().collection('stripeEvents').doc(expired.id).get()).get('objectId')).toBe(sessionId);
    await setSeatsLeft(50);
  });

  it('records an event it does not act on as ignored, once', async () => {
    const event = eventOf('customer.subscription.trial_will_end', { id: 'sub_ignored' });
    expect(await deliver(event)).toMatchObject({ status: 200, outcome: 'ignored' });
    expect((await adminDb().collection('stripeEvents').doc(event.id).get()).data()).toMatchObject({ type: 'customer.subscription.trial_will_end', outcome: 'ignored' });
    expect((await deliver(event)).outcome).toBe('replay');
  });

  // The full 60-against-50 race runs through seat holds (seat-holds.test.ts); a session made
  // before holds existed takes its seat when paid. The same race at a smaller scale: 14 payments
  // against 10 seats, each in flight at once, which two cores start in seconds.
  it('14 concurrent founders payments of sessions made before seat holds, against 10 seats: 0 left, 14 purchases, 4 flagged; replays change nothing', async () => {
    await setSeatsLeft(10);
    const campaign = marker();
    const events = Array.from({ length: 14 }, () => foundersCompletion(campaign));
    await warmApiWorkers(14);
    // Delivered as Stripe delivers: a non-2xx answer (a 503 under contention, a worker that
    // timed out) is sent again, a few times, as Stripe does for days.
    const deliverUntilOk = async (event: unknown) => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const { status } = await deliver(event);
        statuses.push(status);
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      }
      return statuses.join('>');
    };
    const answers = await Promise.all(events.map(deliverUntilOk));
    expect(answers.every((statuses) => statuses.endsWith('200')), answers.join(', ')).toBe(true);
    expect(await seatsLeft()).toBe(0);
    const conversions = await conversionsOf(campaign);
    expect(conversions).toHaveLength(14);
    expect(conversions.filter((c) => c.seatShortfall === true)).toHaveLength(4);
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 14 * 15000, purchases: 14 });

    const replays = await Promise.all(events.slice(0, 7).map((event) => deliver(event)));
    expect(replays.every((answer) => answer.outcome === 'replay')).toBe(true);
    expect(await seatsLeft()).toBe(0);
    expect(await conversionsOf(campaign)).toHaveLength(14);
    await setSeatsLeft(50);
  }, 120_000);
});
