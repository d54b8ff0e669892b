// The CRM hears of every customer: each Stripe event that tells of one is recorded in its own
// commit (keyed by its id) and delivered to this run's customer hook (scripts/standins/customer-hook-inbox.ts)
// on the Cloud Tasks queue, once; a replay posts nothing new. The stand-in's customer portal:
// a cancellation at the period's end stays in MRR until it ends; a trial cancelled inside its
// 14 days never becomes revenue.
import type Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { charge, stripeId } from './support/stripe-standin';
import { DAY_S, apply, checkout, checkoutMetadata, completedSession, eventOf, invoiceOf, marker, monthLine, purchaseOf, revenueOf, standIn, subscriptionOf, subscriptionRecord } from './support/payments';
import { portalChange, portalSignIn } from './support/portal';
import { LEAD_WAITS, adminDb, customerHook, pollUntil, quietDeliveries, warmCustomerEventDeliveries } from './support/stack';

const customerEvent = async (id: string) => (await adminDb().collection('customerEvents').doc(id).get()).data();
const customerEventsOf = async (campaign: string) => (await adminDb().collection('customerEvents').where('campaign.utm_campaign', '==', campaign).get()).docs;
const forwardOf = async (id: string) => (await customerEvent(id))?.forward as Record<string, unknown> | undefined;
/** Long enough for a quiet spell: no further delivery arrives in it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

afterEach(() => customerHook.answer(200));

// The waits below time the queue, not the deliveries earlier files left retrying nor cold workers
// (test/support/stack.ts, quietDeliveries): those end first, then the workers start.
beforeAll(async () => {
  await quietDeliveries();
  await warmCustomerEventDeliveries();
}, 180_000);

/** One of each kind of customer event, as Stripe's events (in the order Stripe sends them), with the kind each tells. */
function customerStory(campaign: string) {
  const metadata = (overrides: Record<string, string> = {}) => checkoutMetadata(campaign, { phone: '+1 512 555 0100', ...overrides });
  const build = completedSession({ mode: 'payment', amount: 500000, metadata: metadata({ plan: 'custom' }) });
  const trial = completedSession({ amount: 0, paymentStatus: 'no_payment_required', metadata: metadata({ trial: 'true' }) });
  const trialSub = subscriptionOf(trial, { status: 'trialing', trialDays: 14 });
  const monthly = completedSession({ amount: 19700, metadata: metadata() });
  const monthlySub = subscriptionOf(monthly, { status: 'active' });
  const refund = Object.assign(charge({ amountCents: 500000, paymentIntent: build.payment_intent as string, customer: null, email: 'buyer@example.com', name: 'Bo Buyer' }), { amount_refunded: 100000 });
  const told: [Stripe.Event | ReturnType<typeof eventOf>, string | undefined][] = [
    [eventOf('checkout.session.completed', build), 'purchase-paid'],
    [eventOf('customer.subscription.created', trialSub), undefined],
    [eventOf('checkout.session.completed', trial), 'trial-started'],
    [eventOf('invoice.paid', invoiceOf(trialSub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)] })), 'trial-converted'],
    [eventOf('checkout.session.completed', monthly), 'purchase-paid'],
    [eventOf('invoice.payment_failed', invoiceOf(monthlySub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)], status: 'open' })), 'renewal-failed'],
    [eventOf('customer.subscription.deleted', { ...monthlySub, status: 'canceled' as const, canceled_at: monthlySub.created, ended_at: monthlySub.created }), 'canceled'],
    [eventOf('charge.refunded', refund), 'refunded'],
  ];
  return { build, trial, trialSub, monthly, monthlySub, told };
}

describe('telling the CRM of each customer, on the Cloud Tasks queue', () => {
  it('delivers each kind of customer event exactly once with the hook down, then up; a replay of any Stripe event posts nothing new', async () => {
    const campaign = marker();
    const { build, trialSub, told } = customerStory(campaign);
    await customerHook.answer(503);
    for (const [event] of told) await apply(event);
    const tellers = told.filter(([, kind]) => kind !== undefined);
    for (const [event, kind] of tellers) expect((await customerEvent(event.id))?.kind, kind).toBe(kind);
    expect(await customerEvent(told[1][0].id)).toBeUndefined(); // a subscription made tells nothing by itself

    // The hook is down: each event is kept, with its attempts and last error.
    const [first] = tellers[0];
    const failing = await pollUntil('the first customer event\'s first try', () => forwardOf(first.id), (forward) => ((forward?.attempts as number) ?? 0) >= 1, { timeoutMs: LEAD_WAITS.firstTryMs });
    expect(failing).toMatchObject({ status: 'pending', hook: 'customer', lastError: 'HTTP 503 from the hook' });

    await customerHook.answer(200);
    for (const [event] of tellers) await pollUntil(`customer event ${event.id} delivered`, () => forwardOf(event.id), (forward) => forward?.status === 'delivered', { timeoutMs: LEAD_WAITS.restOfRoundMs });
    expect(((await forwardOf(first.id))!.attempts as number)).toBeGreaterThanOrEqual(2);

    // Replays: the same events again, and the same changes under new event ids.
    for (const [event] of told) await apply(event, 'replay');
    for (const [event] of tellers) await apply({ ...event, id: stripeId('evt') }, 'replay');
    await settle();
    const received = await customerHook.received();
    for (const [event] of tellers) {
      const posts = received.filter((hit) => hit.body?.id === event.id);
      expect(posts.filter((hit) => hit.status === 200), event.type).toHaveLength(1);
      expect(posts.at(-1)?.status, event.type).toBe(200);
    }
    expect(received.filter((hit) => hit.status === 200 && (hit.body?.campaign as Record<string, string>)?.utm_campaign === campaign)).toHaveLength(tellers.length);
    expect(await customerEventsOf(campaign)).toHaveLength(tellers.length);

    const bodyOf = (index: number) => received.find((hit) => hit.body?.id === tellers[index][0].id && hit.status === 200)!.body;
    expect(bodyOf(0)).toEqual({
      id: tellers[0][0].id,
      kind: 'purchase-paid',
      test: true,
      occurredAt: expect.any(String),
      name: 'Bo Buyer',
      email: 'buyer@example.com',
      phone: '+1 512 555 0100',
      plan: 'custom',
      amountCents: 500000,
      monthlyCents: null,
      nextDate: null,
      campaign: { utm_source: 'ads', utm_campaign: campaign },
      orderReference: build.id.slice(-8).toUpperCase(),
      recoveryUrl: null,
      setup: 'none',
      setupNote: null,
      stripe: { customerId: null, subscriptionId: null, sessionId: build.id },
    });
    expect(bodyOf(1)).toMatchObject({ kind: 'trial-started', amountCents: 0, monthlyCents: 19700, nextDate: new Date(trialSub.trial_end! * 1000).toISOString(), stripe: { subscriptionId: trialSub.id } });
    expect(bodyOf(2)).toMatchObject({ kind: 'trial-converted', amountCents: 19700, monthlyCents: 19700, email: 'buyer@example.com', name: 'Bo Buyer', phone: '+1 512 555 0100' });
    expect(Date.parse(bodyOf(2).nextDate as string)).toBeGreaterThan(Date.now() + 25 * DAY_S * 1000);
    expect(bodyOf(4)).toMatchObject({ kind: 'renewal-failed', amountCents: 19700, nextDate: expect.any(String) });
    expect(bodyOf(5)).toMatchObject({ kind: 'canceled', amountCents: 0, email: 'buyer@example.com', nextDate: null });
    expect(bodyOf(6)).toMatchObject({ kind: 'refunded', amountCents: 100000, plan: 'custom', name: 'Bo Buyer', phone: '+1 512 555 0100', email: 'buyer@example.com' });
  }, 120_000);
});

describe('a payment still pending', () => {
  it('tells the CRM nothing of a bank debit while it settles (completed, unpaid), then once when it succeeds', async () => {
    const campaign = marker();
    const session = completedSession({ mode: 'payment', amount: 98500, paymentStatus: 'unpaid', metadata: checkoutMetadata(campaign, { plan: 'blast-prepay' }) });
    const completed = eventOf('checkout.session.completed', session);
    await apply(completed);
    expect(await customerEvent(completed.id)).toBeUndefined();
    expect(await customerEventsOf(campaign)).toHaveLength(0);

    const succeeded = eventOf('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' as const });
    await apply(succeeded);
    // Again, under its own id and under another: nothing new to tell.
    await apply(succeeded, 'replay');
    await apply({ ...succeeded, id: stripeId('evt') }, 'replay');
    const told = await customerEventsOf(campaign);
    expect(told.map((doc) => [doc.id, doc.get('kind'), doc.get('amountCents')])).toEqual([[succeeded.id, 'purchase-paid', 98500]]);
    await pollUntil(`customer event ${succeeded.id} delivered`, () => forwardOf(succeeded.id), (forward) => forward?.status === 'delivered', { timeoutMs: LEAD_WAITS.firstTryMs });
    await settle();
    expect((await customerHook.received(succeeded.id)).map((hit) => hit.status)).toEqual([200]);
    expect(await customerHook.received(completed.id)).toEqual([]);
  }, 60_000);
});

describe('a trial that converted', () => {
  it("dates a converted trial's next news by its next charge, not its trial's end: the next date its customer events carry", async () => {
    const campaign = marker();
    const session = completedSession({ amount: 0, paymentStatus: 'no_payment_required', metadata: checkoutMetadata(campaign, { trial: 'true' }) });
    const trialing = subscriptionOf(session, { status: 'trialing', trialDays: 14 });
    await apply(eventOf('customer.subscription.created', trialing));
    expect((await subscriptionRecord(trialing.id))!.currentPeriodEnd.toMillis()).toBe(trialing.trial_end! * 1000);
    // Its trial ended yesterday and its first month was charged: active, the trial's end still on the object.
    const trialEnd = Math.floor(Date.now() / 1000) - DAY_S;
    const active = structuredClone(trialing);
    Object.assign(active, { status: 'active', trial_end: trialEnd });
    Object.assign(active.items.data[0], { current_period_start: trialEnd, current_period_end: trialEnd + 30 * DAY_S });
    await apply(eventOf('customer.subscription.updated', active));
    expect((await subscriptionRecord(trialing.id))!.currentPeriodEnd.toMillis()).toBe((trialEnd + 30 * DAY_S) * 1000);
    // Its session's completion, arriving late, tells the CRM that next date.
    const completed = eventOf('checkout.session.completed', session);
    await apply(completed);
    expect(((await customerEvent(completed.id))!.nextDate as { toMillis(): number }).toMillis()).toBe((trialEnd + 30 * DAY_S) * 1000);
  });
});

describe("the customer portal (the stand-in's), as a buyer uses it", () => {
  /** A subscription bought through the checkout and paid at the stand-in: its session and subscription ids. */
  async function bought(body: Record<string, unknown>) {
    const email = `${marker()}@example.com`;
    const campaign = marker();
    const { status, answer } = await checkout('blast', { email, utm_source: 'ads', utm_campaign: campaign, ...body });
    expect(status).toBe(201);
    await standIn(answer.id, 'pay');
    const subscriptionId = (await purchaseOf(answer.id))!.subscriptionId as string;
    return { email, campaign, sessionId: answer.id as string, subscriptionId };
  }

  it('signs in only the email of a customer, and keeps a subscription set to cancel in MRR, shown canceling, until it ends', async () => {
    const { email, subscriptionId } = await bought({});
    expect((await portalSignIn('nobody-here@example.com')).status).toBe(404);
    const { status, page } = await portalSignIn(email.toUpperCase());
    expect(status).toBe(303);

    expect(await portalChange(page!, subscriptionId, 'cancel-at-period-end')).toBe(303);
    expect(await subscriptionRecord(subscriptionId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, mrrCents: 19700 });
    expect(await portalChange(page!, subscriptionId, 'cancel-at-period-end')).toBe(409); // set already
    expect(await portalChange(page!, subscriptionId, 'resume')).toBe(303);
    expect(await subscriptionRecord(subscriptionId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    expect(await portalChange(page!, subscriptionId, 'cancel-now')).toBe(303);
    expect(await subscriptionRecord(subscriptionId)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    const canceled = (await adminDb().collection('customerEvents').where('subscriptionId', '==', subscriptionId).where('kind', '==', 'canceled').get()).docs;
    expect(canceled.map((doc) => doc.get('email'))).toEqual([email]);
  });

  it('never makes revenue of a trial cancelled inside its 14 days: it ends with its trial, not invoiced', async () => {
    const { email, campaign, subscriptionId } = await bought({ trial: true });
    const { page } = await portalSignIn(email);
    expect(await portalChange(page!, subscriptionId, 'cancel-at-period-end')).toBe(303);
    expect(await subscriptionRecord(subscriptionId)).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    // The 14 days are over: Stripe ends it instead of charging.
    const { body } = await standIn((await adminDb().collection('purchases').where('subscriptionId', '==', subscriptionId).get()).docs[0].id, 'end-trial');
    expect(body.events.map((event: { type: string }) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(await subscriptionRecord(subscriptionId)).toMatchObject({ status: 'canceled', converted: false });
    expect(await revenueOf(campaign)).toMatchObject({ revenueCents: 0, purchases: 0 });
    const kinds = (await customerEventsOf(campaign)).map((doc) => doc.get('kind')).sort();
    expect(kinds).toEqual(['canceled', 'trial-started']);
  });
});
