/** Subscriptions and their invoices as the pinned API version sends them (see objects.ts). */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeId, unixNow, type SoldLine } from './ids';

const DAY = 86_400;
const MONTH = 30 * DAY;

function price(amountCents: number, created: number): Stripe.Price {
  return {
    id: stripeId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: stripeId('prod'),
    recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: amountCents,
    unit_amount_decimal: String(amountCents) as unknown as Stripe.Price['unit_amount_decimal'],
  };
}

function plan(of: Stripe.Price): Stripe.Plan {
  return {
    id: of.id,
    object: 'plan',
    active: of.active,
    amount: of.unit_amount,
    amount_decimal: of.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: of.created,
    currency: 'usd',
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: of.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export interface SubscriptionInput {
  id?: string;
  customer: string;
  /** The monthly lines of the checkout (not the setup fee: it is billed once, on the first invoice). */
  monthlyCents: number[];
  metadata: Record<string, string>;
  /** subscription_data.description, when the checkout gave one. */
  description?: string;
  status: Stripe.Subscription.Status;
  trialDays?: number;
  created?: number;
}

/** A subscription, as Checkout creates it from a subscription-mode session. */
export function subscription(input: SubscriptionInput): Stripe.Subscription {
  const created = input.created ?? unixNow();
  const id = input.id ?? stripeId('sub');
  const trialEnd = input.trialDays ? created + input.trialDays * DAY : null;
  const periodEnd = trialEnd ?? created + MONTH;
  const items = input.monthlyCents.map((cents): Stripe.SubscriptionItem => {
    const itemPrice = price(cents, created);
    return {
      id: stripeId('si'),
      object: 'subscription_item',
      billing_thresholds: null,
      created,
      current_period_end: periodEnd,
      current_period_start: created,
      current_trial: null,
      discounts: [],
      metadata: {},
      plan: plan(itemPrice),
      price: itemPrice,
      quantity: 1,
      subscription: id,
      tax_rates: [],
    };
  });
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: periodEnd,
    billing_cycle_anchor_config: null,
    billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' } },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created,
    currency: 'usd',
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: stripeId('pm'),
    default_source: null,
    default_tax_rates: [],
    description: input.description ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: created,
    status: input.status,
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: trialEnd ? created : null,
  };
}

export interface InvoiceInput {
  customer: string;
  customerEmail: string | null;
  subscription: Stripe.Subscription;
  billingReason: 'subscription_create' | 'subscription_cycle';
  /** What it bills: the subscription's months, plus the setup fee on a first invoice. */
  lines: SoldLine[];
  status: 'open' | 'paid';
  created?: number;
  /** A trial's first invoice is $0. */
  free?: boolean;
}

/** An invoice of a subscription; its subscription under parent.subscription_details, as this API version puts it. */
export function invoice(input: InvoiceInput): Stripe.Invoice {
  const created = input.created ?? unixNow();
  const id = stripeId('in');
  const total = input.free ? 0 : input.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const paid = input.status === 'paid';
  const periodEnd = created + MONTH;
  const lines = input.lines.map((line): Stripe.InvoiceLineItem => {
    const amount = input.free ? 0 : line.amountCents;
    return {
      id: stripeId('il'),
      object: 'line_item',
      amount,
      currency: 'usd',
      description: input.free ? `Trial period for ${line.description}` : `1 × ${line.description}`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: line.recurring
        ? {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: input.subscription.id, subscription_item: input.subscription.items.data[0]?.id ?? stripeId('si') },
          }
        : {
            type: 'invoice_item_details',
            invoice_item_details: { invoice_item: stripeId('ii'), proration: false, proration_details: { credited_items: null }, subscription: input.subscription.id },
            subscription_item_details: null,
          },
      period: { start: created, end: line.recurring ? periodEnd : created },
      pretax_credit_amounts: [],
      pricing: { type: 'price_details', price_details: { price: stripeId('price'), product: stripeId('prod') }, unit_amount_decimal: String(amount) as unknown as Stripe.InvoiceLineItem.Pricing['unit_amount_decimal'] },
      quantity: 1,
      quantity_decimal: null,
      subscription: input.subscription.id,
      subtotal: amount,
      taxes: [],
    };
  });
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Blast CRM',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    amount_shipping: 0,
    application: null,
    attempt_count: total > 0 ? 1 : 0,
    attempted: total > 0 || paid,
    auto_advance: !paid,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created,
    currency: 'usd',
    custom_fields: null,
    customer: input.customer,
    customer_account: null,
    customer_address: null,
    customer_email: input.customerEmail,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/${id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: paid ? null : created + 3 * DAY,
    number: `BLAST-${randomBytes(3).toString('hex').toUpperCase()}`,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: input.subscription.metadata, subscription: input.subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: created,
    period_start: created,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: input.status,
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: paid ? created : null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: created,
  };
}
