/**
 * The stand-in is as strict as Stripe: every Checkout Session request is checked against Stripe's
 * spec and the rules its docs state, and refused with Stripe's error, which the real stripe SDK
 * turns into a StripeInvalidRequestError naming the parameter. And everything our checkout builds
 * (functions/src/domain/money/checkout.ts) passes.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { CHECKOUT_TYPES, FOUNDERS_HOLD_MINUTES, PLANS_OF_TYPE, type Campaign } from '@blast/catalog';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionParams } from '../../../functions/src/domain/money/checkout';
import { CheckoutRuleError, checkCheckoutRules, type CheckoutRequest } from '../../../functions/src/domain/money/checkout-rules';
import { STRIPE_API_VERSION } from '../../../functions/src/stripe/client';
import { startStripeStandIn } from '../stripe-standin';

let server: Server;
let client: Stripe;
let base: string;

beforeAll(async () => {
  // No event is sent (no session is paid here): the webhook address is never reached.
  server = await startStripeStandIn({ port: 0, webhookUrl: 'http://127.0.0.1:9/api/webhooks/stripe', webhookSecret: 'whsec_unused' });
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  client = new Stripe('sk_test_local_stand_in', { apiVersion: STRIPE_API_VERSION, host: '127.0.0.1', port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const now = () => Math.floor(Date.now() / 1000);
const VALID: Stripe.Checkout.SessionCreateParams = {
  mode: 'payment',
  line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 700, product_data: { name: 'Mini' } } }],
  customer_email: 'ann@example.com',
  success_url: 'http://127.0.0.1:5000/thank-you?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://127.0.0.1:5000/pricing',
};
const SUBSCRIPTION: Stripe.Checkout.SessionCreateParams = {
  ...VALID,
  mode: 'subscription',
  line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 19700, product_data: { name: 'Blast CRM' }, recurring: { interval: 'month' } } }],
};

/** The refusal the SDK raises for these parameters (cast: the types would not let most of them be written). */
async function refusalOf(params: unknown): Promise<Stripe.errors.StripeInvalidRequestError> {
  const err = await client.checkout.sessions.create(params as Stripe.Checkout.SessionCreateParams).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw new Error(`expected a StripeInvalidRequestError, got ${String(err)}`);
  expect(err.statusCode).toBe(400);
  return err;
}

describe('the stand-in refuses what Stripe refuses, with Stripe error', () => {
  it('refuses payment_method_types, which the pinned version removed, as an unknown parameter in Stripe exact error body', async () => {
    const res = await fetch(`${base}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'mode=payment&payment_method_types[0]=card&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=700&line_items[0][price_data][product_data][name]=Mini&success_url=http://127.0.0.1:5000/thank-you',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: 'payment_method_types',
        message: 'Received unknown parameter: payment_method_types',
        doc_url: 'https://stripe.com/docs/error-codes/parameter-unknown',
      },
    });
    const err = await refusalOf({ ...VALID, payment_method_types: ['card'] });
    expect([err.param, err.code]).toEqual(['payment_method_types', 'parameter_unknown']);
  });

  it('refuses trial days on a payment-mode session, naming subscription_data[trial_period_days]', async () => {
    const err = await refusalOf({ ...VALID, subscription_data: { trial_period_days: 14 } });
    expect(err.param).toBe('subscription_data[trial_period_days]');
    expect(err.message).toBe('You can not pass `subscription_data[trial_period_days]` in `payment` mode.');
  });

  it('refuses an unknown parameter however deep it is nested', async () => {
    const err = await refusalOf({ ...VALID, line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 700, product_data: { name: 'Mini', colour: 'red' } } }] });
    expect([err.param, err.code]).toEqual(['line_items[0][price_data][product_data][colour]', 'parameter_unknown']);
    expect((await refusalOf({ ...SUBSCRIPTION, subscription_data: { trial_days: 14 } })).param).toBe('subscription_data[trial_days]');
  });

  it('refuses an expires_at 29 minutes ahead on its own clock, and 24 hours and a minute ahead; takes 30 minutes', async () => {
    const err = await refusalOf({ ...VALID, expires_at: now() + 29 * 60 });
    expect([err.param, err.message]).toEqual(['expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.']);
    expect((await refusalOf({ ...VALID, expires_at: now() + 24 * 3600 + 60 })).param).toBe('expires_at');
    expect((await client.checkout.sessions.create({ ...VALID, expires_at: now() + 30 * 60 + 5 })).status).toBe('open');
  });

  it('refuses wrong types, enum values the spec does not list, empty strings and missing required parameters', async () => {
    const amount = await refusalOf({ ...VALID, line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: '7.5', product_data: { name: 'Mini' } } }] });
    expect([amount.param, amount.code]).toEqual(['line_items[0][price_data][unit_amount]', 'parameter_invalid_integer']);
    expect((await refusalOf({ ...VALID, mode: 'donation' })).message).toBe('Invalid mode: must be one of payment, setup, or subscription');
    expect((await refusalOf({ ...VALID, allow_promotion_codes: 'yes' })).param).toBe('allow_promotion_codes');
    const empty = await refusalOf({ ...VALID, customer_email: '' });
    expect([empty.param, empty.code]).toEqual(['customer_email', 'parameter_invalid_empty']);
    const missing = await refusalOf({ ...VALID, line_items: [{ quantity: 1, price_data: { unit_amount: 700, product_data: { name: 'Mini' } } }] });
    expect([missing.param, missing.code]).toEqual(['line_items[0][price_data][currency]', 'parameter_missing']);
    expect((await refusalOf({ ...VALID, metadata: { note: 'x'.repeat(501) } })).param).toBe('metadata');
  });

  it('refuses what the docs forbid in words: parameters of another mode, recurring prices in payment mode, customer with customer_email', async () => {
    expect((await refusalOf({ ...VALID, subscription_data: { metadata: { plan: 'mini' } } })).param).toBe('subscription_data');
    expect((await refusalOf({ ...SUBSCRIPTION, payment_intent_data: { metadata: { plan: 'blast' } } })).param).toBe('payment_intent_data');
    expect((await refusalOf({ ...VALID, payment_method_collection: 'always' })).param).toBe('payment_method_collection');
    expect((await refusalOf({ ...SUBSCRIPTION, mode: 'payment' })).param).toBe('line_items[0]');
    expect((await refusalOf({ ...SUBSCRIPTION, line_items: VALID.line_items })).param).toBe('line_items');
    expect((await refusalOf({ ...VALID, line_items: undefined })).param).toBe('line_items');
    expect((await refusalOf({ ...VALID, line_items: [{ price_data: VALID.line_items![0].price_data }] })).param).toBe('line_items[0][quantity]');
    const both = await refusalOf({ ...VALID, customer: 'cus_123' });
    expect([both.param, both.code]).toEqual(['customer_email', 'parameters_exclusive']);
  });

  it('takes either branch of an anyOf (an object, or the empty string that unsets it) and what the endive overlay added; refuses an unknown key in the object', async () => {
    expect((await client.checkout.sessions.create({ ...VALID, custom_text: { submit: { message: 'Thanks' }, after_submit: '' } })).status).toBe('open');
    const taxed = { ...VALID.line_items![0], price_data: { ...VALID.line_items![0].price_data!, product_data: { name: 'Mini', tax_details: { tax_code: 'txcd_10103001' } } } };
    expect((await client.checkout.sessions.create({ ...VALID, line_items: [taxed] })).status).toBe('open');
    const err = await refusalOf({ ...VALID, custom_text: { submit: { text: 'Thanks' } } });
    expect([err.param, err.code]).toEqual(['custom_text[submit][text]', 'parameter_unknown']);
  });

  it('checks retrieve and expire too: an unknown query or body parameter is refused, a known one taken; only an open session expires', async () => {
    const { id } = await client.checkout.sessions.create(VALID);
    const retrieve = await client.checkout.sessions.retrieve(id, { include: ['all'] } as Stripe.Checkout.SessionRetrieveParams).catch((err: unknown) => err);
    expect(retrieve).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((retrieve as Stripe.errors.StripeInvalidRequestError).param).toBe('include');
    expect((await client.checkout.sessions.retrieve(id, { expand: ['subscription'] })).id).toBe(id);
    const expire = await client.checkout.sessions.expire(id, { reason: 'gone' } as Stripe.Checkout.SessionExpireParams).catch((err: unknown) => err);
    expect((expire as Stripe.errors.StripeInvalidRequestError).param).toBe('reason');
    expect((await client.checkout.sessions.expire(id)).status).toBe('expired');
    expect(await client.checkout.sessions.expire(id).catch((err: unknown) => err)).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('everything our checkout builds passes', () => {
  const CAMPAIGN: Campaign = { utm_source: 'fb', utm_campaign: 'spring', utm_medium: 'cpc', utm_term: 'crm', utm_content: 'ad-1' };
  const FLAGS = [false, true].flatMap((foundersRate) =>
    [false, true].flatMap((includeSetup) => [false, true].flatMap((trial) => [false, true].map((setupWaived) => ({ foundersRate, includeSetup, trial, setupWaived })))),
  );
  /** Every request the catalogue's rules allow: each type and plan, each flag combination, with and without the optional fields. */
  const ALLOWED: CheckoutRequest[] = CHECKOUT_TYPES.flatMap((type) =>
    PLANS_OF_TYPE[type].flatMap((plan) =>
      FLAGS.flatMap((flags) => [
        { type, plan, ...flags, name: 'Ann Investor', email: 'ann@example.com', sourcePage: '/pricing', campaign: {} },
        { type, plan, ...flags, name: 'Ann Investor', email: 'ann@example.com', phone: '+1 555 0100', sourcePage: `/${'p'.repeat(499)}`, campaign: CAMPAIGN },
      ]),
    ),
  ).filter((req) => {
    try {
      checkCheckoutRules(req);
      return true;
    } catch (err) {
      if (err instanceof CheckoutRuleError) return false;
      throw err;
    }
  });

  it('opens a session for every checkout type, plan, trial, setup fee and founders rate the catalogue allows; the same session in the other mode is refused', async () => {
    expect(ALLOWED.length).toBeGreaterThanOrEqual(14);
    // The promo (setup included, fee waived: custom_text, the subscription's description) is among them.
    expect(ALLOWED.filter((req) => req.setupWaived).length).toBeGreaterThanOrEqual(4);
    for (const req of ALLOWED) {
      // A founders session expires with its seat hold, as startCheckout sets it: the hold's minutes and one more.
      const hold = req.foundersRate ? { id: 'hold_test', expiresAt: now() + (FOUNDERS_HOLD_MINUTES + 1) * 60 } : undefined;
      const params = sessionParams(req, hold);
      const session = await client.checkout.sessions.create(params).catch((err: Error) => {
        throw new Error(`${req.type}/${req.plan} ${JSON.stringify({ foundersRate: req.foundersRate, includeSetup: req.includeSetup, setupWaived: req.setupWaived, trial: req.trial })} refused: ${err.message}`);
      });
      expect(session.status).toBe('open');
      // The stand-in did weigh these very parameters: a one-time session has no recurring price, a subscription's data has no place in a payment.
      await refusalOf({ ...params, mode: params.mode === 'payment' ? 'subscription' : 'payment' });
    }
  });
});
