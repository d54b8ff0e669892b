import { CAMPAIGN_KEYS, CAMPAIGN_VALUE_MAX, CHECKOUT_TYPES, FOUNDERS_MONTHLY_CENTS, PLANS, PLANS_OF_TYPE, PLAN_IDS, SOURCE_PAGE_MAX, SETUP_WAIVED, TRIAL_DAYS, type Campaign, type CheckoutType, type PlanId } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../config';
import { answerTo, type HttpError } from '../http/errors';
import { sessionParams, type FoundersHold } from '../domain/money/checkout';
import { CheckoutRuleError, checkCheckoutRules, type CheckoutRequest } from '../domain/money/checkout-rules';
import { METADATA_LIMITS } from '../domain/money/session-metadata';

const FOUNDERS_PLAN: PlanId = 'blast';
const TRIAL_PLAN: PlanId = 'blast';
const CAMPAIGN: Campaign = { utm_source: 'fb', utm_campaign: 'spring', utm_medium: 'cpc', utm_term: 'crm', utm_content: 'ad-1' };

/** The seat a founders session holds (domain/money/seat-holds.ts makes it before the session). */
const HOLD: FoundersHold = { id: 'hold_abc123', expiresAt: 1_900_000_000 };
const SOLD = CHECKOUT_TYPES.flatMap((type) => PLANS_OF_TYPE[type].map((plan) => ({ type, plan })));
const FLAGS = [false, true].flatMap((foundersRate) =>
  [false, true].flatMap((includeSetup) => [false, true].flatMap((trial) => [false, true].map((setupWaived) => ({ foundersRate, includeSetup, trial, setupWaived })))),
);

const request = (type: CheckoutType, plan: PlanId, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  type,
  plan,
  foundersRate: false,
  includeSetup: false,
  trial: false,
  name: 'Ann Investor',
  email: 'ann@example.com',
  sourcePage: '/pricing',
  campaign: {},
  ...overrides,
});

const describeRequest = (req: CheckoutRequest) =>
  `${req.type} checkout of ${req.plan}, ${JSON.stringify({ foundersRate: req.foundersRate, includeSetup: req.includeSetup, setupWaived: req.setupWaived, trial: req.trial, phone: req.phone, campaign: req.campaign })}`;
/** What startCheckout does with a request: its rules checked once, then its session, a founders one with its hold. */
const build = (req: CheckoutRequest) => {
  checkCheckoutRules(req);
  return sessionParams(req, req.foundersRate ? HOLD : undefined);
};

/** The refusal as the API answers it (http/errors.ts maps the rule's kind to its status). */
function refusalOf(call: () => unknown): HttpError {
  try {
    call();
  } catch (err) {
    if (err instanceof CheckoutRuleError) return answerTo(err)!;
    throw err;
  }
  throw new Error('expected a CheckoutRuleError, the session was built');
}

/** The rules in the order the first broken one is blamed (the seats are the hold's: test/seat-holds.test.ts). */
const RULES: { field: string; status: number; broken: (req: CheckoutRequest) => boolean }[] = [
  { field: 'plan', status: 400, broken: (req) => PLANS[req.plan].checkoutType !== req.type },
  { field: 'foundersRate', status: 400, broken: (req) => req.foundersRate && req.plan !== FOUNDERS_PLAN },
  { field: 'includeSetup', status: 400, broken: (req) => req.includeSetup && PLANS[req.plan].setupFeeCents === undefined },
  { field: 'trial', status: 400, broken: (req) => req.trial && (req.plan !== TRIAL_PLAN || req.foundersRate) },
  { field: 'includeSetup', status: 400, broken: (req) => req.trial && req.includeSetup },
  { field: 'setupWaived', status: 400, broken: (req) => !!req.setupWaived && (PLANS[req.plan].setupFeeCents === undefined || req.trial || req.includeSetup) },
];

function expectedSession(req: CheckoutRequest) {
  const plan = PLANS[req.plan];
  const recurring = plan.billing === 'monthly';
  const setupFee = req.includeSetup ? plan.setupFeeCents! : 0;
  const product = req.foundersRate ? `${plan.name} (founders rate)` : plan.name;
  const waived = req.setupWaived ? `${SETUP_WAIVED}: the $100 setup fee is not charged.` : undefined;
  const metadata: Record<string, string> = {
    site: 'blast-crm',
    plan: req.plan,
    foundersRate: String(req.foundersRate),
    setup: String(req.includeSetup),
    setup_fee: String(setupFee),
    ...(req.setupWaived && { setup_waived: 'true' }),
    trial: String(req.trial),
    name: req.name,
    source_page: req.sourcePage,
    ...(req.phone !== undefined && { phone: req.phone }),
    ...req.campaign,
    ...(req.foundersRate && { seat_hold: HOLD.id }),
  };
  return {
    mode: recurring ? 'subscription' : 'payment',
    allowed_payment_method_types: ['card'],
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: req.foundersRate ? FOUNDERS_MONTHLY_CENTS : plan.priceCents,
          product_data: { name: product, ...(waived && { description: waived }) },
          ...(recurring && { recurring: { interval: 'month' } }),
        },
      },
      ...(req.includeSetup ? [{ quantity: 1, price_data: { currency: 'usd', unit_amount: setupFee, product_data: { name: `${plan.name} setup fee` } } }] : []),
    ],
    customer_email: req.email,
    // Stripe asks for promotional-email consent, and an expired session carries its recovery link.
    consent_collection: { promotions: 'auto' },
    after_expiration: { recovery: { enabled: true } },
    metadata,
    success_url: `${SITE_ORIGIN}${req.trial ? '/thank-you-trial' : '/thank-you'}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${SITE_ORIGIN}${req.sourcePage}`,
    // The promo: Stripe's page says it beside Pay, and the subscription's description (its invoices, the portal) says it too.
    ...(waived && { custom_text: { submit: { message: waived } } }),
    ...(recurring && { subscription_data: { metadata, ...(waived && { description: `${product}. ${waived}` }), ...(req.trial && { trial_period_days: TRIAL_DAYS }) } }),
    ...(req.trial && { payment_method_collection: 'always' }),
    ...(req.foundersRate && { expires_at: HOLD.expiresAt }),
  };
}

describe('the plans each checkout type sells', () => {
  it('sell every plan of the catalogue through its own checkout type and no other', () => {
    for (const plan of PLAN_IDS) {
      const sellers = CHECKOUT_TYPES.filter((type) => PLANS_OF_TYPE[type].includes(plan));
      expect(sellers, plan).toEqual([PLANS[plan].checkoutType]);
    }
  });
});

describe('the Checkout Session of a request', () => {
  describe.each(SOLD)('a $type checkout of $plan', ({ type, plan }) => {
    const catalogue = PLANS[plan];
    const monthly = catalogue.billing === 'monthly';

    it(`charges the catalogue price ${monthly ? 'every month on a subscription' : 'once as a payment'}`, () => {
      const session = sessionParams(request(type, plan));
      expect(session.mode).toBe(monthly ? 'subscription' : 'payment');
      expect(session.line_items).toStrictEqual([
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: catalogue.priceCents,
            product_data: { name: catalogue.name },
            ...(monthly && { recurring: { interval: 'month' } }),
          },
        },
      ]);
      expect(session.customer_email).toBe('ann@example.com');
      expect(session.success_url).toBe(`${SITE_ORIGIN}/thank-you?session_id={CHECKOUT_SESSION_ID}`);
      expect(session.cancel_url).toBe(`${SITE_ORIGIN}/pricing`);
      expect(session.subscription_data).toEqual(monthly ? { metadata: session.metadata } : undefined);
      expect(session).not.toHaveProperty('payment_method_collection');
    });

    if (catalogue.setupFeeCents !== undefined) {
      it('adds the setup fee as a one-time line of its own when asked for', () => {
        const session = sessionParams(request(type, plan, { includeSetup: true }));
        expect(session.line_items).toHaveLength(2);
        expect(session.line_items![0].price_data!.unit_amount).toBe(catalogue.priceCents);
        expect(session.line_items![1]).toEqual({
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: catalogue.setupFeeCents, product_data: { name: `${catalogue.name} setup fee` } },
        });
        expect(session.metadata).toMatchObject({ setup: 'true', setup_fee: String(catalogue.setupFeeCents) });
      });
    } else {
      it('refuses a setup fee, having none', () => {
        const error = refusalOf(() => checkCheckoutRules(request(type, plan, { includeSetup: true })));
        expect(error).toMatchObject({ field: 'includeSetup', status: 400 });
      });
    }

    if (plan === FOUNDERS_PLAN) {
      it('charges the founders rate, with the seat it holds, and expires with the hold', () => {
        const session = build(request(type, plan, { foundersRate: true }));
        expect(session.line_items).toEqual([
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: FOUNDERS_MONTHLY_CENTS, product_data: { name: `${catalogue.name} (founders rate)` }, recurring: { interval: 'month' } },
          },
        ]);
        expect(session.metadata).toMatchObject({ foundersRate: 'true', seat_hold: HOLD.id });
        expect(session.subscription_data!.metadata).toMatchObject({ seat_hold: HOLD.id });
        expect(session.expires_at).toBe(HOLD.expiresAt);
      });

      it('never builds a founders session without the seat it holds', () => {
        expect(() => sessionParams(request(type, plan, { foundersRate: true }))).toThrow(/seat it holds/);
      });

      it('holds nothing and lets Stripe keep its default lifetime for the regular price', () => {
        const session = sessionParams(request(type, plan));
        expect(session.line_items![0].price_data!.unit_amount).toBe(catalogue.priceCents);
        expect(session).not.toHaveProperty('expires_at');
        expect(session.metadata).not.toHaveProperty('seat_hold');
      });
    } else {
      it('refuses the founders rate even while seats remain', () => {
        const error = refusalOf(() => checkCheckoutRules(request(type, plan, { foundersRate: true })));
        expect(error).toMatchObject({ field: 'foundersRate', status: 400 });
      });
    }

    if (plan === TRIAL_PLAN) {
      it(`starts a ${TRIAL_DAYS}-day trial at the regular price with the card kept on file`, () => {
        const session = sessionParams(request(type, plan, { trial: true }));
        expect(session.mode).toBe('subscription');
        expect(session.line_items).toHaveLength(1);
        expect(session.line_items![0].price_data!.unit_amount).toBe(catalogue.priceCents);
        expect(session.subscription_data).toEqual({ metadata: session.metadata, trial_period_days: TRIAL_DAYS });
        expect(session.payment_method_collection).toBe('always');
        expect(session.success_url).toBe(`${SITE_ORIGIN}/thank-you-trial?session_id={CHECKOUT_SESSION_ID}`);
        expect(session.metadata).toMatchObject({ trial: 'true' });
      });

      it('refuses a trial at the founders rate', () => {
        const error = refusalOf(() => checkCheckoutRules(request(type, plan, { trial: true, foundersRate: true })));
        expect(error).toMatchObject({ field: 'trial', status: 400 });
      });

      it('refuses a trial with the setup fee', () => {
        const error = refusalOf(() => checkCheckoutRules(request(type, plan, { trial: true, includeSetup: true })));
        expect(error).toMatchObject({ field: 'includeSetup', status: 400 });
      });
    } else {
      it('refuses a trial', () => {
        const error = refusalOf(() => checkCheckoutRules(request(type, plan, { trial: true })));
        expect(error).toMatchObject({ field: 'trial', status: 400 });
      });
    }

    it('refuses the plan through every other checkout type', () => {
      for (const other of CHECKOUT_TYPES.filter((candidate) => candidate !== type)) {
        const error = refusalOf(() => checkCheckoutRules(request(other, plan)));
        expect(error, other).toMatchObject({ field: 'plan', status: 400 });
      }
    });
  });

  it('records the buyer, the page and the campaign in the metadata, the phone only when given', () => {
    const withPhone = sessionParams(request('blast', 'blast', { phone: '+1 512 555 0100', sourcePage: '/blast-crm', campaign: CAMPAIGN }));
    expect(withPhone.metadata).toEqual({
      site: 'blast-crm',
      plan: 'blast',
      foundersRate: 'false',
      setup: 'false',
      setup_fee: '0',
      trial: 'false',
      name: 'Ann Investor',
      source_page: '/blast-crm',
      phone: '+1 512 555 0100',
      ...CAMPAIGN,
    });
    expect(withPhone.subscription_data!.metadata).toEqual(withPhone.metadata);
    expect(withPhone.cancel_url).toBe(`${SITE_ORIGIN}/blast-crm`);

    const withoutPhone = sessionParams(request('mini', 'mini'));
    expect(withoutPhone.metadata).not.toHaveProperty('phone');
    expect(Object.keys(withoutPhone.metadata!).filter((key) => key.startsWith('utm_'))).toEqual([]);
  });

  it('sells the promo as the plan with the done-for-you setup included and its fee waived: metadata, Stripe\'s page, the receipt\'s subscription text; nothing charged for it', () => {
    for (const foundersRate of [false, true]) {
      const session = build(request('blast', 'blast', { setupWaived: true, foundersRate }));
      const monthly = foundersRate ? FOUNDERS_MONTHLY_CENTS : PLANS.blast.priceCents;
      expect(session.line_items!.map((item) => item.price_data!.unit_amount)).toEqual([monthly]);
      expect(session.metadata).toMatchObject({ setup: 'false', setup_fee: '0', setup_waived: 'true' });
      expect(session.subscription_data!.metadata).toEqual(session.metadata);
      expect(session.custom_text).toEqual({ submit: { message: 'Done-for-you setup included, fee waived: the $100 setup fee is not charged.' } });
      expect(session.subscription_data!.description).toMatch(/^Blast CRM( \(founders rate\))?\. Done-for-you setup included, fee waived/);
      expect(session.line_items![0].price_data!.product_data!.description).toContain('setup included, fee waived');
    }
    // Without the promo, nothing says so.
    const plain = build(request('blast', 'blast'));
    expect(plain.metadata).not.toHaveProperty('setup_waived');
    expect(plain).not.toHaveProperty('custom_text');
    expect(plain.subscription_data).not.toHaveProperty('description');
  });

  it('refuses the promo for a plan without a setup fee, with the trial, or with the fee paid, naming setupWaived', () => {
    for (const req of [request('mini', 'mini', { setupWaived: true }), request('blast', 'blast', { setupWaived: true, trial: true }), request('lite', 'blast-lite', { setupWaived: true, includeSetup: true })]) {
      expect(refusalOf(() => checkCheckoutRules(req)), describeRequest(req)).toMatchObject({ field: 'setupWaived', status: 400 });
    }
  });

  it('offers cards alone, explicitly, whatever the account has enabled', () => {
    for (const { type, plan } of SOLD) expect(sessionParams(request(type, plan)).allowed_payment_method_types).toEqual(['card']);
  });

  it("keeps the metadata within Stripe's limits with every field at its longest", () => {
    const longest = (n: number) => 'x'.repeat(n);
    const campaign = Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, longest(CAMPAIGN_VALUE_MAX)])) as Campaign;
    const req = request('blast', 'blast', { foundersRate: true, includeSetup: true, name: longest(200), phone: longest(40), sourcePage: `/${longest(SOURCE_PAGE_MAX - 1)}`, campaign });
    const { metadata } = build(req);
    const entries = Object.entries(metadata!);
    expect(entries.length).toBeLessThanOrEqual(METADATA_LIMITS.keys);
    for (const [key, value] of entries) {
      expect(key.length, key).toBeLessThanOrEqual(METADATA_LIMITS.keyLength);
      expect(String(value).length, key).toBeLessThanOrEqual(METADATA_LIMITS.valueLength);
    }
    expect(metadata!.source_page).toHaveLength(SOURCE_PAGE_MAX);
  });

  it('follows the rules for every plan, checkout type, flag, phone and campaign', () => {
    let built = 0;
    let refused = 0;
    for (const type of CHECKOUT_TYPES)
      for (const plan of PLAN_IDS)
        for (const flags of FLAGS)
          for (const phone of [undefined, '555-0100'])
            for (const campaign of [{}, CAMPAIGN]) {
              const req = request(type, plan, { ...flags, phone, campaign });
              const rule = RULES.find(({ broken }) => broken(req));
              const label = describeRequest(req);
              if (rule) {
                expect(refusalOf(() => build(req)), label).toMatchObject({ field: rule.field, status: rule.status });
                refused += 1;
              } else {
                expect(build(req), label).toStrictEqual(expectedSession(req));
                built += 1;
              }
            }
    expect(built).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
