// GET /api/order?session_id=: what a buyer back from Stripe Checkout is told of their own order,
// for every plan, read from the stand-in as from Stripe; nothing for a session that is not a paid
// order of this site, and nothing about anyone else.
import { SETUP_WAIVED, type OrderSummary } from '@blast/catalog';
import { afterAll, describe, expect, it } from 'vitest';
import { STANDIN_PORT } from './support/stripe-standin';
import { checkout, marker, standIn, standInClient } from './support/payments';
import { LEAD_WAITS, SITE_URL, adminDb, api, asVisitor, customerHook, pollUntil, runPromo, setSeatsLeft } from './support/stack';

// No promo outlives this file: the next file's checkouts are priced as a fresh install's.
afterAll(() => runPromo(null));

const orderOf = async (sessionId: string) => {
  const res = await api(`/api/order?session_id=${encodeURIComponent(sessionId)}`, { headers: asVisitor() });
  return { status: res.status, body: await res.json() };
};
const DAY_MS = 86_400_000;
const inDays = (iso: string) => (Date.parse(iso) - Date.now()) / DAY_MS;

/** A plan bought through the checkout and paid at the stand-in; answers its session id and the buyer's email. */
async function bought(type: string, body: Record<string, unknown> = {}) {
  const email = `${marker()}@example.com`;
  const { status, answer } = await checkout(type, { email, ...body });
  expect(status, JSON.stringify(answer)).toBe(201);
  await standIn(answer.id, 'pay');
  return { sessionId: answer.id as string, email };
}

describe('the order a buyer returns with', () => {
  // The step ids each order's page lists, written out by hand.
  const ONLY_LOGIN = ['email', 'login', 'pipeline', 'questions'];
  const WITH_SETUP = ['email', 'login', 'setup', 'questions'];
  const BLAST = ['email', 'login', 'kickoff', 'prepare', 'compliance', 'questions'];
  const cases: [string, string, Record<string, unknown>, Partial<OrderSummary>, { kind: string; amountCents?: number; days: number } | null, string[]][] = [
    ['mini', 'mini', {}, { plan: 'mini', planName: 'Mini Blast', paidTodayCents: 700, setup: 'none' }, { kind: 'charge', amountCents: 700, days: 30 }, ONLY_LOGIN],
    ['lite', 'lite', {}, { plan: 'blast-lite', planName: 'Blast Lite', paidTodayCents: 7500, setup: 'none' }, { kind: 'charge', amountCents: 7500, days: 30 }, ONLY_LOGIN],
    ['lite with setup', 'lite', { includeSetup: true }, { plan: 'blast-lite', paidTodayCents: 17500, setup: 'paid' }, { kind: 'charge', amountCents: 7500, days: 30 }, WITH_SETUP],
    ['lite with the setup fee waived (the promo)', 'lite', { setupWaived: true }, { plan: 'blast-lite', paidTodayCents: 7500, setup: 'waived' }, { kind: 'charge', amountCents: 7500, days: 30 }, WITH_SETUP],
    ['blast', 'blast', {}, { plan: 'blast', planName: 'Blast CRM', foundersRate: false, paidTodayCents: 19700, setup: 'none' }, { kind: 'charge', amountCents: 19700, days: 30 }, BLAST],
    ['blast with the setup fee waived (the promo)', 'blast', { setupWaived: true }, { plan: 'blast', paidTodayCents: 19700, setup: 'waived' }, { kind: 'charge', amountCents: 19700, days: 30 }, BLAST],
    ['blast founders with setup', 'blast', { foundersRate: true, includeSetup: true }, { plan: 'blast', foundersRate: true, paidTodayCents: 25000, setup: 'paid' }, { kind: 'charge', amountCents: 15000, days: 30 }, BLAST],
    ['prepay', 'blast', { plan: 'blast-prepay' }, { plan: 'blast-prepay', paidTodayCents: 98500 }, null, BLAST],
    ['custom', 'custom', {}, { plan: 'custom', planName: 'Blast Elite', paidTodayCents: 500000 }, null, ['email', 'discovery-call', 'project-agreement', 'login', 'questions']],
    ['trial', 'blast', { trial: true }, { plan: 'blast', trial: true, paidTodayCents: 0 }, { kind: 'trial-ends', amountCents: 19700, days: 14 }, ['login', 'explore', 'kickoff', 'prepare', 'questions']],
  ];
  for (const [name, type, body, expected, next, steps] of cases) {
    it(`tells the buyer of ${name}: the plan, paid today, what follows, the receipt's email and a reference`, async () => {
      if (body.foundersRate) await setSeatsLeft(50);
      // The setup is sold waived while the owner's promo runs, with its fee while none does.
      await runPromo(body.setupWaived ? {} : null);
      const { sessionId, email } = await bought(type, body);
      const { status, body: order } = await orderOf(sessionId);
      expect(status).toBe(200);
      expect(Object.keys(order).sort()).toEqual(['email', 'foundersRate', 'next', 'paidTodayCents', 'plan', 'planName', 'reference', 'setup', 'setupNote', 'steps', 'trial']);
      // The steps of what was bought (the thank-you page's island shows them); with the setup, its onboarding form.
      expect(order.steps.map((step: { id: string }) => step.id)).toEqual(steps);
      if (order.setup !== 'none') expect(order.steps[0].text).toContain('onboarding form');
      expect(order).toMatchObject({ ...expected, email, reference: sessionId.slice(-8).toUpperCase() });
      if (next === null) expect(order.next).toBeNull();
      else {
        expect(order.next).toMatchObject({ kind: next.kind, amountCents: next.amountCents });
        expect(inDays(order.next.date)).toBeGreaterThan(next.days - 1);
        expect(inDays(order.next.date)).toBeLessThan(next.days + 1);
      }
    });
  }

  it('says when a subscription set to cancel ends instead of its next charge', async () => {
    const { sessionId } = await bought('mini');
    const subscription = (await standInClient.checkout.sessions.retrieve(sessionId)).subscription as string;
    const { email } = (await orderOf(sessionId)).body;
    const login = await fetch(`http://127.0.0.1:${STANDIN_PORT}/p/login/local`, { method: 'POST', body: new URLSearchParams({ email }), redirect: 'manual' });
    await fetch(`http://127.0.0.1:${STANDIN_PORT}${login.headers.get('location')}/subscriptions/${subscription}/cancel-at-period-end`, { method: 'POST', redirect: 'manual' });
    const { body } = await orderOf(sessionId);
    expect(body.next).toEqual({ kind: 'ends', date: expect.any(String) });
    expect(inDays(body.next.date)).toBeGreaterThan(29);
  });
});

describe('the promo: "join now with setup fee waived"', () => {
  it('sells Blast CRM with the done-for-you setup included and its fee waived: the Stripe request, the order and the customer event say so', async () => {
    await setSeatsLeft(50);
    await runPromo({});
    const { sessionId, email } = await bought('blast', { foundersRate: true, setupWaived: true, name: 'Pat Promo' });

    // What the checkout asked of Stripe (the stand-in keeps it as Stripe does): the setup in the
    // metadata the codec reads, its words beside Stripe's Pay button and on the subscription (its invoices, the portal).
    const session = await standInClient.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
    expect(session.amount_total).toBe(15000);
    expect(session.metadata).toMatchObject({ setup: 'false', setup_fee: '0', setup_waived: 'true' });
    expect(session.custom_text.submit?.message).toBe(`${SETUP_WAIVED}: the $100 setup fee is not charged.`);
    const subscription = session.subscription as { description: string | null; metadata: Record<string, string> };
    expect(subscription.description).toBe(`Blast CRM (founders rate). ${SETUP_WAIVED}: the $100 setup fee is not charged.`);
    expect(subscription.metadata).toMatchObject({ setup_waived: 'true' });

    // The order the thank-you page shows.
    const { status, body: order } = await orderOf(sessionId);
    expect(status).toBe(200);
    expect(order).toMatchObject({ plan: 'blast', foundersRate: true, paidTodayCents: 15000, setup: 'waived', setupNote: `${SETUP_WAIVED}: the $100 setup fee is not charged.`, email });

    // What the CRM hears: recorded in the payment's commit, and delivered to the hook.
    const told = (await adminDb().collection('customerEvents').where('sessionId', '==', sessionId).get()).docs.map((doc) => doc.data());
    expect(told).toEqual([expect.objectContaining({ kind: 'purchase-paid', setup: 'waived', amountCents: 15000 })]);
    const delivered = await pollUntil(
      'the promo purchase delivered to the customer hook',
      async () => (await customerHook.received()).find((hit) => hit.status === 200 && (hit.body.stripe as { sessionId?: string })?.sessionId === sessionId),
      (hit) => hit !== undefined,
      { timeoutMs: LEAD_WAITS.firstTryMs + LEAD_WAITS.restOfRoundMs },
    );
    expect(delivered!.body).toMatchObject({ kind: 'purchase-paid', setup: 'waived', setupNote: `${SETUP_WAIVED}: the $100 setup fee is not charged.`, email });
  }, 90_000);

  it('refuses the promo where there is no setup to include, naming setupWaived', async () => {
    for (const [type, body] of [['mini', { setupWaived: true }], ['blast', { setupWaived: true, trial: true }], ['blast', { setupWaived: true, includeSetup: true }]] as const) {
      const { status, answer } = await checkout(type, { email: `${marker()}@example.com`, ...body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.field).toBe('setupWaived');
    }
  });
});

describe('bad or foreign session ids', () => {
  it('answers 400 naming session_id for no id or one that is not a Stripe Checkout Session id', async () => {
    for (const query of ['', '?session_id=', '?session_id=abc', '?session_id=cs_test_../../v1/charges', '?session_id=pi_test_0123456789abcdef', '?other=1']) {
      const res = await api(`/api/order${query}`, { headers: asVisitor() });
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.field === 'session_id' || body.field === 'other', query).toBe(true);
    }
  });

  it('answers 404, and nothing else, for an unknown, unpaid or expired session, or one this site did not make', async () => {
    const unknown = await orderOf('cs_test_000000000000000000000000');
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body).sort()).toEqual(['error', 'field']);

    const open = await checkout('mini', { email: `${marker()}@example.com` });
    expect((await orderOf(open.answer.id)).status).toBe(404);
    await standIn(open.answer.id, 'expire');
    expect((await orderOf(open.answer.id)).status).toBe(404);

    // Paid, but made by another integration of the same Stripe account: its success page is not ours.
    const foreign = await standInClient.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 4200, product_data: { name: 'Something else' } } }],
      customer_email: 'someone-else@example.com',
      metadata: { plan: 'custom' },
      success_url: 'https://elsewhere.example.com/done?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://elsewhere.example.com/',
    });
    await standIn(foreign.id, 'pay');
    const answer = await orderOf(foreign.id);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('someone-else');
  });

  it("answers 404 for a paid session of this site's own making whose success page is on a host that merely starts with the site's", async () => {
    // Everything as this site's checkout makes it (its metadata copied from a real one: plan, mark,
    // buyer), but returning to `${SITE_URL}.evil.test`: another host, whatever it starts with.
    const made = await checkout('mini', { email: `${marker()}@example.com` });
    expect(made.status).toBe(201);
    const ours = await standInClient.checkout.sessions.retrieve(made.answer.id);
    const lookalike = await standInClient.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 700, recurring: { interval: 'month' }, product_data: { name: 'Mini Blast' } } }],
      customer_email: 'lookalike@example.com',
      metadata: { ...ours.metadata },
      subscription_data: { metadata: { ...ours.metadata } },
      success_url: `${SITE_URL}.evil.test/thank-you?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}.evil.test/`,
    });
    await standIn(lookalike.id, 'pay');
    // The same session on the site's own host would be an order: the refusal is the host's alone.
    await standIn(made.answer.id, 'pay');
    expect((await orderOf(made.answer.id)).status).toBe(200);
    const answer = await orderOf(lookalike.id);
    expect(answer.status).toBe(404);
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'field']);
    expect(JSON.stringify(answer.body)).not.toContain('lookalike');
  });
});
