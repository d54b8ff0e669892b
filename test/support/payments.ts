/**
 * What the payment suites share: Stripe's events built from the stand-in's own objects
 * (scripts/standins/stripe-account/objects.ts: full objects of the pinned API version), signed and posted
 * as Stripe posts them; the checkout as a visitor calls it; the stand-in's lifecycle; and readers
 * of what the webhook recorded.
 */
import Stripe from 'stripe';
import { ensureFunctionsEnvLocal } from './local-stack';
import { checkoutSession, customerDetails, invoice, stripeEvent, stripeId, subscription, STANDIN_PORT, unixNow, type SoldLine } from './stripe-standin';
import { adminDb, asVisitor, foundersCounter, pollUntil, postJson, randomAddress } from './stack';

export const WEBHOOK_SECRET = ensureFunctionsEnvLocal().STRIPE_WEBHOOK_SECRET;
export const standInClient = new Stripe('sk_test_local_stand_in', { host: '127.0.0.1', port: STANDIN_PORT, protocol: 'http', telemetry: false });

/** A campaign of its own for each test, so that its figures are its alone. */
export const marker = () => `t-${Math.random().toString(36).slice(2, 10)}`;
export const DAY_S = 86_400;
export const dayOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** Signs the event as Stripe does (or with another secret, or at another time) and posts it to the webhook. */
export async function deliver(event: unknown, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = standInClient.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const res = await postJson('/api/webhooks/stripe', payload, { 'stripe-signature': signature });
  const body = await res.json();
  return { status: res.status, outcome: body.outcome as string | undefined, body };
}

/** Posts it and expects it applied (or another outcome). */
export async function apply(event: unknown, expected = 'applied'): Promise<void> {
  const { status, outcome, body } = await deliver(event);
  if (status !== 200 || outcome !== expected) throw new Error(`${(event as { type: string }).type}: expected 200 ${expected}, got ${status} ${JSON.stringify(body)}`);
}

/** An event as Stripe sends it, typed by the object it carries. */
export type EventOf<T> = Omit<Stripe.Event, 'data'> & { data: { object: T; previous_attributes?: Record<string, unknown> } };

/** An event, made `ago` seconds ago (Stripe's created: what revenue is dated by), carrying a copy of the object. */
export function eventOf<T extends { id: string }>(type: Stripe.Event.Type, object: T, { ago = 0, previous }: { ago?: number; previous?: Record<string, unknown> } = {}): EventOf<T> {
  return stripeEvent(type, structuredClone(object), { created: unixNow() - ago, previous }) as unknown as EventOf<T>;
}

/** The metadata the checkout puts on a session and its subscription (functions/src/domain/money/session-metadata.ts). */
export function checkoutMetadata(campaign: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { site: 'blast-crm', plan: 'blast', foundersRate: 'false', setup: 'false', setup_fee: '0', trial: 'false', name: 'Bo Buyer', source_page: '/pricing', utm_source: 'ads', utm_campaign: campaign, ...overrides };
}

interface Completion {
  mode?: 'payment' | 'subscription';
  amount?: number;
  metadata: Record<string, string>;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
}

/** A session as Checkout completes it: a subscription's with its customer, subscription and first invoice; a payment's with its intent. */
export function completedSession({ mode = 'subscription', amount = 19700, metadata, paymentStatus = 'paid' }: Completion): Stripe.Checkout.Session {
  const session = checkoutSession({ mode, amountTotal: amount, customerEmail: 'buyer@example.com', metadata });
  Object.assign(session, { status: 'complete', payment_status: paymentStatus, customer_details: customerDetails('Buyer@Example.com', 'Bo Buyer') });
  if (mode === 'subscription') Object.assign(session, { customer: stripeId('cus'), subscription: stripeId('sub'), invoice: stripeId('in') });
  else Object.assign(session, { payment_intent: stripeId('pi') });
  return session;
}

/** The subscription a session started, as customer.subscription.* events carry it. */
export function subscriptionOf(session: Stripe.Checkout.Session, { status, monthlyCents = 19700, trialDays, quantity }: { status: Stripe.Subscription.Status; monthlyCents?: number; trialDays?: number; quantity?: number }) {
  const sub = subscription({ id: session.subscription as string, customer: session.customer as string, monthlyCents: [monthlyCents], metadata: session.metadata ?? {}, status, trialDays });
  if (quantity !== undefined) sub.items.data[0].quantity = quantity;
  return sub;
}

/** An invoice of the subscription: its first (with the setup fee when there is one) or a month's. */
export function invoiceOf(sub: Stripe.Subscription, { billingReason, lines, status = 'paid' }: { billingReason: 'subscription_create' | 'subscription_cycle'; lines: SoldLine[]; status?: 'paid' | 'open' }) {
  const free = lines.every((line) => line.amountCents === 0);
  return invoice({ customer: sub.customer as string, customerEmail: 'buyer@example.com', subscription: sub, billingReason, lines, status, free });
}

export const monthLine = (amountCents: number): SoldLine => ({ description: 'Blast CRM', amountCents, recurring: true });
export const setupLine = (amountCents: number): SoldLine => ({ description: 'Blast CRM setup fee', amountCents, recurring: false });

/** An email of its own, so that a founders checkout is a buyer of its own (one open hold per buyer). */
export const buyerEmail = (name = 'ann') => `${name}-${marker()}@example.com`;

/**
 * POST /api/checkout/{type} as a visitor: a buyer of its own (an email and an address of its own)
 * unless the body names the email or `address` is given.
 */
export async function checkout(type: string, body: Record<string, unknown>, address = randomAddress(), headers: Record<string, string> = {}) {
  const res = await postJson(`/api/checkout/${type}`, { name: 'Ann Investor', email: buyerEmail(), ...body }, { ...asVisitor('buyer', address), ...headers });
  return { status: res.status, answer: await res.json() };
}

/** Plays a lifecycle action on the stand-in directly (the admin API's route calls the same). */
export async function standIn(sessionId: string, action: string, query = '') {
  const res = await fetch(`http://127.0.0.1:${STANDIN_PORT}/__lifecycle/sessions/${sessionId}/${action}${query}`, { method: 'POST' });
  const body = await res.json();
  if (res.ok && body.events.some((event: { webhookStatus: number }) => event.webhookStatus !== 200)) throw new Error(`${action}: the webhook refused ${JSON.stringify(body.events)}`);
  return { status: res.status, body };
}

export const seatsLeft = async () => (await foundersCounter().get()).get('seatsLeft') as number;
export const purchaseOf = async (sessionId: string) => (await adminDb().collection('purchases').doc(sessionId).get()).data();
export const subscriptionRecord = async (id: string) => (await adminDb().collection('subscriptions').doc(id).get()).data();
export const holdOf = async (holdId: string) => (await adminDb().collection('seatHolds').doc(holdId).get()).data();
export const conversionsOf = async (campaign: string) => (await adminDb().collection('conversions').where('utmCampaign', '==', campaign).get()).docs.map((doc) => doc.data());

/** Waits until a hold has left 'held' (its session paid or gone), and answers it. */
export const holdSettled = (holdId: string) => pollUntil(`hold ${holdId} settled`, () => holdOf(holdId), (hold) => hold?.status !== 'held', { timeoutMs: 20_000 });

/**
 * Ends every founders hold still held by an earlier test (its session expired at the stand-in, which
 * sends the expiry event), so that a test starts with no seat held but its own.
 */
export async function settleAllHolds(): Promise<void> {
  const held = await adminDb().collection('seatHolds').where('status', '==', 'held').get();
  await Promise.all(held.docs.map((hold) => (hold.get('sessionId') ? standIn(hold.get('sessionId') as string, 'expire') : undefined)));
  await pollUntil('every earlier hold settled', async () => (await adminDb().collection('seatHolds').where('heldUntil', '>', new Date()).get()).size, (open) => open === 0, { timeoutMs: 30_000 });
}

/** What the revenue rollups hold for a campaign (utm_source 'ads' unless said), in all and per day. */
export async function revenueOf(campaign: string, source = 'ads') {
  const shards = await adminDb().collection('revenueRollups').where('key', '==', JSON.stringify([source, campaign])).get();
  const total = { revenueCents: 0, purchases: 0, refundedCents: 0, refunds: 0 };
  const days: Record<string, { revenueCents: number; refundedCents: number }> = {};
  for (const doc of shards.docs) {
    const { metric, day, count, amountCents = 0 } = doc.data() as { metric: string; day: string; count: number; amountCents?: number };
    days[day] ??= { revenueCents: 0, refundedCents: 0 };
    if (metric === 'revenue') {
      total.revenueCents += amountCents;
      total.purchases += count;
      days[day].revenueCents += amountCents;
    } else {
      total.refundedCents += amountCents;
      total.refunds += count;
      days[day].refundedCents += amountCents;
    }
  }
  return { ...total, days };
}
