/** Checkout Sessions as the pinned API version sends them (see objects.ts). */
import type Stripe from 'stripe';
import { stripeId, unixNow } from './ids';

const DAY = 86_400;

export interface SessionInput {
  id?: string;
  mode: 'payment' | 'subscription';
  amountTotal: number;
  customerEmail: string | null;
  metadata: Record<string, string>;
  successUrl?: string;
  cancelUrl?: string;
  url?: string;
  created?: number;
  expiresAt?: number;
  allowedPaymentMethodTypes?: string[] | null;
}

/** An open Checkout Session. */
export function checkoutSession(input: SessionInput): Stripe.Checkout.Session {
  const created = input.created ?? unixNow();
  const id = input.id ?? stripeId('cs_test');
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: input.allowedPaymentMethodTypes ?? null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl ?? 'http://127.0.0.1:5000/pricing',
    client_reference_id: null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: 'usd',
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: input.mode === 'payment' ? 'if_required' : 'always',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt ?? created + DAY,
    integration_identifier: null,
    invoice: null,
    invoice_creation: input.mode === 'payment' ? { enabled: false, invoice_data: invoiceData() } : null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.allowedPaymentMethodTypes ?? ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: { allow_redisplay_filters: ['always'], payment_method_remove: 'disabled', payment_method_save: null },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl ?? 'http://127.0.0.1:5000/thank-you?session_id={CHECKOUT_SESSION_ID}',
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: input.url ?? `https://checkout.stripe.com/c/pay/${id}`,
    wallet_options: null,
  };
}

function invoiceData(): Stripe.Checkout.Session.InvoiceCreation.InvoiceData {
  return { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null };
}

/** The buyer Checkout collected, on a completed session. */
export function customerDetails(email: string | null, name: string | null): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: { city: null, country: 'US', line1: null, line2: null, postal_code: '78701', state: null },
    business_name: null,
    email,
    individual_name: null,
    name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}
