// The people to follow up: a checkout that expired unpaid is recorded once and told to the CRM
// once (with Stripe's recovery link only where the buyer opted in); the Customers panel lists the
// Stripe mirror's subscriptions by state; Needs attention holds the trials ending within a week,
// the renewals failed and the cancellations coming; a lead says whether its email later bought;
// revenue is counted per plan too.
import type { AbandonedCheckoutRow, CustomersPage, LeadsPage, NeedsAttention, RevenueReport } from '@blast/catalog';
import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutSession, stripeId } from './support/stripe-standin';
import { asAdmin } from './support/admin';
import { DAY_S, apply, checkout, checkoutMetadata, completedSession, dayOf, eventOf, invoiceOf, marker, monthLine, standIn, subscriptionOf } from './support/payments';
import { LEAD_WAITS, adminDb, asVisitor, customerHook, pollUntil, postJson } from './support/stack';

const customerEvent = async (id: string) => (await adminDb().collection('customerEvents').doc(id).get()).data();
const abandonedRecord = async (sessionId: string) => (await adminDb().collection('abandonedCheckouts').doc(sessionId).get()).data();
/** Long enough for a quiet spell: no further delivery arrives in it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

async function adminJson<T>(path: string): Promise<T> {
  const res = await asAdmin(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** A session left open at Stripe until it expired: Stripe's recovery link on it, and the buyer's answer to promotional emails. */
function expiredSession(campaign: string, { consent, metadata = {} }: { consent: 'opt_in' | 'opt_out' | null; metadata?: Record<string, string> }): Stripe.Checkout.Session {
  const session = checkoutSession({ mode: 'subscription', amountTotal: 19700, customerEmail: `${campaign}@example.com`, metadata: checkoutMetadata(campaign, { phone: '+1 512 555 0100', ...metadata }) });
  Object.assign(session, {
    status: 'expired',
    consent_collection: { payment_method_reuse_agreement: null, promotions: 'auto', terms_of_service: 'none' },
    consent: consent && { promotions: consent, terms_of_service: null },
    after_expiration: { recovery: { allow_promotion_codes: false, enabled: true, expires_at: Math.floor(Date.now() / 1000) + 30 * DAY_S, url: `https://buy.stripe.com/r/live_${session.id}` } },
  });
  return session;
}

afterEach(() => customerHook.answer(200));

describe('a checkout abandoned', () => {
  it('is recorded once and told to the CRM once with the hook down, then up, with its recovery link; a replay posts nothing', async () => {
    const campaign = marker();
    const session = expiredSession(campaign, { consent: 'opt_in' });
    const expiry = eventOf('checkout.session.expired', session);
    await customerHook.answer(503);
    await apply(expiry);

    expect(await abandonedRecord(session.id)).toMatchObject({ email: `${campaign}@example.com`, plan: 'blast', seatReturned: false, recoveryUrl: `https://buy.stripe.com/r/live_${session.id}`, eventId: expiry.id });
    expect(await customerEvent(expiry.id)).toMatchObject({ kind: 'checkout-abandoned', sessionId: session.id });
    const failing = await pollUntil('the abandoned checkout\'s first try', () => customerEvent(expiry.id), (event) => ((event?.forward?.attempts as number) ?? 0) >= 1, { timeoutMs: LEAD_WAITS.firstTryMs });
    expect(failing?.forward).toMatchObject({ status: 'pending', lastError: 'HTTP 503 from the hook' });

    await customerHook.answer(200);
    await pollUntil('the abandoned checkout delivered', () => customerEvent(expiry.id), (event) => event?.forward?.status === 'delivered', { timeoutMs: LEAD_WAITS.restOfRoundMs });
    // Replays: the same event, and the same expiry under a new event id.
    await apply(expiry, 'replay');
    await apply({ ...expiry, id: stripeId('evt') }, 'replay');
    await settle();
    const posts = await customerHook.received(expiry.id);
    expect(posts.filter((hit) => hit.status === 200)).toHaveLength(1);
    expect(posts.find((hit) => hit.status === 200)!.body).toMatchObject({
      kind: 'checkout-abandoned',
      email: `${campaign}@example.com`,
      name: 'Bo Buyer',
      phone: '+1 512 555 0100',
      plan: 'blast',
      amountCents: 19700,
      monthlyCents: 19700,
      recoveryUrl: `https://buy.stripe.com/r/live_${session.id}`,
      campaign: { utm_source: 'ads', utm_campaign: campaign },
      stripe: { sessionId: session.id },
    });
    expect((await adminDb().collection('abandonedCheckouts').where('utmCampaign', '==', campaign).get()).size).toBe(1);
  }, 120_000);

  it('carries no recovery link when the buyer did not agree to follow-up emails', async () => {
    const campaign = marker();
    const session = expiredSession(campaign, { consent: 'opt_out' });
    const expiry = eventOf('checkout.session.expired', session);
    await apply(expiry);
    expect((await abandonedRecord(session.id))?.recoveryUrl).toBeUndefined();
    expect((await customerEvent(expiry.id))?.recoveryUrl).toBeUndefined();
  });

  it("carries the stand-in's recovery link, which reopens the order, where the buyer agreed on the checkout page; none where not", async () => {
    const agreed = await checkout('blast', { email: `${marker()}@example.com` });
    const declined = await checkout('blast', { email: `${marker()}@example.com` });
    await standIn(agreed.answer.id, 'expire', '?consent=opt_in');
    await standIn(declined.answer.id, 'expire', '?consent=opt_out');
    const link = (await pollUntil('the agreed checkout abandoned', () => abandonedRecord(agreed.answer.id), Boolean))!.recoveryUrl as string;
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/r/${agreed.answer.id}$`));
    expect((await pollUntil('the declined checkout abandoned', () => abandonedRecord(declined.answer.id), Boolean))!.recoveryUrl).toBeUndefined();
    const reopened = await fetch(link, { redirect: 'manual' });
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toMatch(/\/checkout\/cs_test_\w+$/);
    expect(reopened.headers.get('location')).not.toContain(agreed.answer.id);
  });

  it('is not one when its buyer left it for a new session of the same founders hold', async () => {
    const campaign = marker();
    const hold = adminDb().collection('seatHolds').doc();
    const session = expiredSession(campaign, { consent: null, metadata: { foundersRate: 'true', seat_hold: hold.id } });
    await hold.set({ status: 'held', heldUntil: new Date(Date.now() + 30 * 60_000), createdAt: new Date(), replacedSessions: [session.id] });
    const expiry = eventOf('checkout.session.expired', session);
    await apply(expiry);
    expect(await abandonedRecord(session.id)).toBeUndefined();
    expect(await customerEvent(expiry.id)).toBeUndefined();
    expect((await hold.get()).get('status')).toBe('held');
    // The hold is this test's own, held by no session: it must not hold a seat for the suites after it.
    await hold.delete();
  });

  it('says its founders seat came back, and is listed among the period\'s abandoned checkouts', async () => {
    const email = `${marker()}@example.com`;
    const { status, answer } = await checkout('blast', { email, foundersRate: true });
    expect(status).toBe(201);
    await standIn(answer.id, 'expire');
    const row = await pollUntil('the abandoned founders checkout', () => abandonedRecord(answer.id), Boolean);
    expect(row).toMatchObject({ email, foundersRate: true, seatReturned: true });
    const attention = await adminJson<NeedsAttention>('/api/admin/customers/attention');
    expect(attention.abandoned.find((found: AbandonedCheckoutRow) => found.sessionId === answer.id)).toMatchObject({ email, foundersRate: true, seatReturned: true, plan: 'blast' });
  });
});

/** A subscription the webhook heard of: its session completed and Stripe's subscription event, as Stripe sends them. */
async function subscribed(campaign: string, { trialDays, status = trialDays ? 'trialing' : 'active' }: { trialDays?: number; status?: Stripe.Subscription.Status } = {}) {
  const session = completedSession({ amount: trialDays ? 0 : 19700, paymentStatus: trialDays ? 'no_payment_required' : 'paid', metadata: checkoutMetadata(campaign, trialDays ? { trial: 'true' } : {}) });
  const sub = subscriptionOf(session, { status, trialDays });
  await apply(eventOf('customer.subscription.created', sub));
  await apply(eventOf('checkout.session.completed', session));
  return { session, sub };
}

const idsOf = (rows: { subscriptionId: string }[]) => rows.map((row) => row.subscriptionId);

describe('the customers to follow up', () => {
  it('lists a trial ending in 6 days, not one in 8; a failed renewal; a subscription set to cancel; each state under its filter', async () => {
    const campaign = marker();
    const soon = await subscribed(campaign, { trialDays: 6 });
    const later = await subscribed(campaign, { trialDays: 8 });
    const failed = await subscribed(campaign);
    await apply(eventOf('invoice.payment_failed', invoiceOf(failed.sub, { billingReason: 'subscription_cycle', lines: [monthLine(19700)], status: 'open' })));
    const leaving = await subscribed(campaign);
    await apply(eventOf('customer.subscription.updated', { ...leaving.sub, cancel_at_period_end: true }, { previous: { cancel_at_period_end: false } }));

    const attention = await adminJson<NeedsAttention>('/api/admin/customers/attention');
    expect(idsOf(attention.trialsEnding)).toContain(soon.sub.id);
    expect(idsOf(attention.trialsEnding)).not.toContain(later.sub.id);
    const trial = attention.trialsEnding.find((row) => row.subscriptionId === soon.sub.id)!;
    expect(trial).toMatchObject({ state: 'trialing', email: 'buyer@example.com', name: 'Bo Buyer', mrrCents: 0, monthlyCents: 19700, next: { is: 'trial-end', date: new Date(soon.sub.trial_end! * 1000).toISOString() } });
    expect(trial.stripeUrl).toBe(`https://dashboard.stripe.com/test/customers/${soon.sub.customer as string}`);
    expect(attention.pastDue.find((row) => row.subscriptionId === failed.sub.id)).toMatchObject({ state: 'past_due', mrrCents: 19700, pastDueSince: expect.any(String) });
    expect(attention.canceling.find((row) => row.subscriptionId === leaving.sub.id)).toMatchObject({ state: 'canceling', next: { is: 'ends' } });
    expect(idsOf(attention.pastDue)).not.toContain(leaving.sub.id);

    const listed = async (state: string) => idsOf((await adminJson<CustomersPage>(`/api/admin/customers?limit=100&state=${state}`)).customers);
    expect(await listed('trialing')).toEqual(expect.arrayContaining([soon.sub.id, later.sub.id]));
    expect(await listed('trialing')).not.toContain(failed.sub.id);
    expect(await listed('past_due')).toContain(failed.sub.id);
    expect(await listed('past_due')).not.toContain(soon.sub.id);
    expect(await listed('canceling')).toEqual(expect.arrayContaining([leaving.sub.id]));
    expect(await listed('canceling')).not.toContain(failed.sub.id);
    expect(await listed('active')).toContain(leaving.sub.id);
    expect((await asAdmin('/api/admin/customers?state=gold')).status).toBe(400);

    // A page at a time: the second page goes on after the first, with no subscription twice.
    const first = await adminJson<CustomersPage>('/api/admin/customers?limit=2');
    expect(first.customers).toHaveLength(2);
    const second = await adminJson<CustomersPage>(`/api/admin/customers?limit=2&after=${first.nextCursor}`);
    expect(idsOf(second.customers).some((id) => idsOf(first.customers).includes(id))).toBe(false);
  }, 60_000);

  it("says on a lead's row that its email bought later, not that it bought before", async () => {
    const email = `${marker()}@example.com`;
    const other = `${marker()}@example.com`;
    // `other` paid before its lead came in: that purchase is not the lead's doing.
    const before = completedSession({ amount: 19700, metadata: checkoutMetadata(marker()) });
    Object.assign(before, { customer_details: { ...before.customer_details, email: other } });
    await apply(eventOf('checkout.session.completed', before, { ago: 60 }));
    for (const address of [email, other]) {
      const res = await postJson('/api/leads', { name: 'Lee Later', email: address, intent: 'blast-optin', source: '/pricing' }, asVisitor());
      expect(res.status).toBe(201);
    }
    const paid = completedSession({ amount: 19700, metadata: checkoutMetadata(marker()) });
    Object.assign(paid, { customer_details: { ...paid.customer_details, email } });
    await apply(eventOf('checkout.session.completed', paid));

    const rowOf = async (address: string) => (await adminJson<LeadsPage>(`/api/admin/leads?q=${encodeURIComponent(address)}`)).leads[0];
    expect((await rowOf(email)).bought).toEqual({ plan: 'blast', trial: false, at: expect.any(String) });
    expect((await rowOf(other)).bought).toBeNull();
  });

  it('counts revenue per plan (gross, its refunds beside it), renewals under their plan', async () => {
    const ago = 333 * DAY_S;
    const day = dayOf(Math.floor(Date.now() / 1000) - ago);
    const build = completedSession({ mode: 'payment', amount: 500000, metadata: checkoutMetadata(marker(), { plan: 'custom' }) });
    const monthly = completedSession({ amount: 7500, metadata: checkoutMetadata(marker(), { plan: 'blast-lite' }) });
    const sub = subscriptionOf(monthly, { status: 'active', monthlyCents: 7500 });
    await apply(eventOf('checkout.session.completed', build, { ago }));
    await apply(eventOf('customer.subscription.created', sub, { ago }));
    await apply(eventOf('checkout.session.completed', monthly, { ago }));
    await apply(eventOf('invoice.paid', invoiceOf(sub, { billingReason: 'subscription_cycle', lines: [monthLine(7500)] }), { ago }));
    // Ended the same day: no subscription of this test stands in any later day's MRR or churn.
    await apply(eventOf('customer.subscription.deleted', { ...sub, status: 'canceled' as const, canceled_at: sub.created, ended_at: sub.created }, { ago }));

    const report = await adminJson<RevenueReport>(`/api/admin/analytics/revenue?from=${day}&to=${day}`);
    expect(report.byPlan).toEqual([
      { plan: 'custom', purchases: 1, revenueCents: 500000, refundedCents: 0 },
      { plan: 'blast-lite', purchases: 1, revenueCents: 15000, refundedCents: 0 },
    ]);
    expect(report.revenueCents).toBe(515000); // each payment counted once, whatever the dimensions
  });
});
