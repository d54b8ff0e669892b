/**
 * What Stripe refuses in a Checkout Session that its schema cannot say: the rules written in the
 * parameters' descriptions on docs.stripe.com/api/checkout/sessions/create (the spec file keeps
 * no descriptions). Checked after the schema (validate.ts), in this order, the first broken one
 * answered; the wording is Stripe's where we have seen it.
 */
import { StripeRequestError } from './validate';

/** A create request whose shape the schema has passed: every leaf a string. */
type Params = Record<string, unknown>;
interface LineItem {
  price?: string;
  price_data?: { unit_amount?: string; unit_amount_decimal?: string; recurring?: unknown };
  quantity?: string;
}

/** Stripe's bounds on expires_at, measured from the request on Stripe's (here, the stand-in's) clock. */
const EXPIRES_AT = { minSeconds: 30 * 60, maxSeconds: 24 * 3600 } as const;
const TRIAL_PARAMS = ['trial_period_days', 'trial_end', 'trial_settings'] as const;
const METADATA = { keys: 50, keyLength: 40, valueLength: 500 } as const;

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const lineItems = (params: Params): LineItem[] => Object.values(record(params.line_items)) as LineItem[];
const notInMode = (param: string, mode: string) => new StripeRequestError(param, `You can not pass \`${param}\` in \`${mode}\` mode.`);

interface Rule {
  /** The rule as the docs state it. */
  says: string;
  /** The refusal when the request breaks it. */
  broken: (params: Params, mode: string, now: number) => StripeRequestError | undefined;
}

const SESSION_CREATE_RULES: readonly Rule[] = [
  {
    says: 'mode is required when line_items are passed (it has no default)',
    broken: (params) => (params.line_items !== undefined && params.mode === undefined ? new StripeRequestError('mode', 'Missing required param: mode.', 'parameter_missing') : undefined),
  },
  {
    says: 'line_items is required for payment and subscription mode',
    broken: (params, mode) =>
      (mode === 'payment' || mode === 'subscription') && lineItems(params).length === 0 ? new StripeRequestError('line_items', 'Missing required param: line_items.', 'parameter_missing') : undefined,
  },
  {
    says: 'each line item has one of price or price_data, and its quantity',
    broken: (params) => {
      for (const [index, item] of lineItems(params).entries()) {
        const param = `line_items[${index}]`;
        if ((item.price === undefined) === (item.price_data === undefined)) return new StripeRequestError(param, `You must specify exactly one of \`price\` or \`price_data\` in \`${param}\`.`);
        if (item.quantity === undefined) return new StripeRequestError(`${param}[quantity]`, `Quantity is required. Add \`quantity\` to \`${param}\``, 'parameter_missing');
      }
    },
  },
  {
    says: 'price_data has one of unit_amount or unit_amount_decimal; unit_amount is not negative',
    broken: (params) => {
      for (const [index, { price_data: data }] of lineItems(params).entries()) {
        if (data && (data.unit_amount === undefined) === (data.unit_amount_decimal === undefined)) {
          return new StripeRequestError(`line_items[${index}][price_data][unit_amount]`, 'You must specify exactly one of `unit_amount` or `unit_amount_decimal`.');
        }
        if (data?.unit_amount !== undefined && Number(data.unit_amount) < 0) return new StripeRequestError(`line_items[${index}][price_data][unit_amount]`, 'This value must be greater than or equal to 0.');
      }
    },
  },
  {
    says: 'a recurring price (price_data.recurring) only in subscription mode',
    broken: (params, mode) => {
      const index = lineItems(params).findIndex((item) => item.price_data?.recurring !== undefined);
      if (index < 0 || mode === 'subscription') return undefined;
      return new StripeRequestError(`line_items[${index}]`, `You specified \`${mode}\` mode but passed a recurring price. Either switch to \`subscription\` mode or use only one-time prices.`);
    },
  },
  {
    says: 'subscription mode has at least one recurring price',
    broken: (params, mode) =>
      mode === 'subscription' && lineItems(params).every((item) => item.price_data !== undefined && item.price_data.recurring === undefined)
        ? new StripeRequestError('line_items', 'You must provide at least one recurring price in `subscription` mode when using prices.')
        : undefined,
  },
  {
    says: 'expires_at is 30 minutes to 24 hours after the session is created',
    broken: ({ expires_at: expiresAt }, _mode, now) => {
      if (expiresAt === undefined) return undefined;
      if (Number(expiresAt) < now + EXPIRES_AT.minSeconds) return new StripeRequestError('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
      if (Number(expiresAt) > now + EXPIRES_AT.maxSeconds) return new StripeRequestError('expires_at', 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
    },
  },
  {
    says: 'trial settings (subscription_data.trial_period_days, trial_end, trial_settings) only in subscription mode',
    broken: (params, mode) => {
      const trial = TRIAL_PARAMS.find((name) => record(params.subscription_data)[name] !== undefined);
      if (trial && mode !== 'subscription') return notInMode(`subscription_data[${trial}]`, mode);
    },
  },
  {
    says: 'subscription_data.trial_period_days is at least 1',
    broken: ({ subscription_data: data }) =>
      record(data).trial_period_days !== undefined && Number(record(data).trial_period_days) < 1
        ? new StripeRequestError('subscription_data[trial_period_days]', 'The minimum number of trial period days is 1.')
        : undefined,
  },
  { says: 'subscription_data only in subscription mode', broken: (params, mode) => (params.subscription_data !== undefined && mode !== 'subscription' ? notInMode('subscription_data', mode) : undefined) },
  { says: 'payment_intent_data only in payment mode', broken: (params, mode) => (params.payment_intent_data !== undefined && mode !== 'payment' ? notInMode('payment_intent_data', mode) : undefined) },
  {
    says: 'payment_method_collection only in subscription mode',
    broken: (params, mode) => (params.payment_method_collection !== undefined && mode !== 'subscription' ? notInMode('payment_method_collection', mode) : undefined),
  },
  {
    says: 'customer and customer_email are mutually exclusive',
    broken: (params) =>
      params.customer !== undefined && params.customer_email !== undefined
        ? new StripeRequestError('customer_email', 'You may only specify one of these parameters: customer, customer_email.', 'parameters_exclusive')
        : undefined,
  },
  {
    says: 'metadata: at most 50 keys, keys at most 40 characters, values at most 500',
    broken: (params) => {
      for (const [param, map] of [['metadata', params.metadata], ['subscription_data[metadata]', record(params.subscription_data).metadata], ['payment_intent_data[metadata]', record(params.payment_intent_data).metadata]] as const) {
        const entries = Object.entries(record(map));
        if (entries.length > METADATA.keys) return new StripeRequestError(param, `You can have up to ${METADATA.keys} metadata keys, but you passed ${entries.length}.`);
        const long = entries.find(([key]) => key.length > METADATA.keyLength);
        if (long) return new StripeRequestError(param, `Metadata keys can have up to ${METADATA.keyLength} characters, but you passed in a key that is ${long[0].length} characters. Invalid key: ${long[0]}`);
        const big = entries.find(([, value]) => String(value).length > METADATA.valueLength);
        if (big) return new StripeRequestError(param, `Metadata values can have up to ${METADATA.valueLength} characters, but you passed in a value that is ${String(big[1]).length} characters. Invalid value: ${String(big[1]).slice(0, 40)}...`);
      }
    },
  },
];

/** The first rule the request breaks, thrown as Stripe's answer; `now` is the receiving clock (Unix seconds). */
export function checkSessionRules(params: Params, now: number): void {
  const mode = typeof params.mode === 'string' ? params.mode : 'payment';
  for (const rule of SESSION_CREATE_RULES) {
    const refusal = rule.broken(params, mode, now);
    if (refusal) throw refusal;
  }
}
