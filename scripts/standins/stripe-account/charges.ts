/** Charges, disputes and invoice payments as the pinned API version sends them (see objects.ts). */
import type Stripe from 'stripe';
import { stripeId, unixNow } from './ids';

const DAY = 86_400;

export interface ChargeInput {
  amountCents: number;
  paymentIntent: string;
  customer: string | null;
  email: string | null;
  name: string | null;
  description?: string | null;
  created?: number;
}

/** A card charge, succeeded. */
export function charge(input: ChargeInput): Stripe.Charge {
  const created = input.created ?? unixNow();
  const id = stripeId('ch');
  return {
    id,
    object: 'charge',
    amount: input.amountCents,
    amount_captured: input.amountCents,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: stripeId('txn'),
    billing_details: { address: { city: null, country: 'US', line1: null, line2: null, postal_code: '78701', state: null }, email: input.email, name: input.name, phone: null, tax_id: null },
    calculated_statement_descriptor: 'BLAST CRM',
    captured: true,
    created,
    currency: 'usd',
    customer: input.customer,
    description: input.description ?? null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      risk_score: 32,
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: input.paymentIntent,
    payment_method: stripeId('pm'),
    payment_method_details: { type: 'card', card: cardDetails() },
    radar_options: {},
    receipt_email: input.email,
    receipt_number: null,
    receipt_url: `https://pay.stripe.com/receipts/payment/${id}`,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

function cardDetails(): Stripe.Charge.PaymentMethodDetails.Card {
  return {
    amount_authorized: null,
    authorization_code: null,
    brand: 'visa',
    checks: { address_line1_check: null, address_postal_code_check: 'pass', cvc_check: 'pass' },
    country: 'US',
    electronic_commerce_indicator: null,
    exp_month: 12,
    exp_year: 2034,
    extended_authorization: { status: 'disabled' },
    fingerprint: 'Xt5EWLLDS7FJjR1c',
    funding: 'credit',
    incremental_authorization: { status: 'unavailable' },
    installments: null,
    last4: '4242',
    mandate: null,
    multicapture: { status: 'unavailable' },
    network: 'visa',
    network_token: { used: false },
    network_transaction_id: '104102978678771',
    overcapture: { maximum_amount_capturable: 0, status: 'unavailable' },
    regulated_status: 'unregulated',
    three_d_secure: null,
    transaction_link_id: null,
    wallet: null,
  };
}

/** A dispute of a charge, just opened. */
export function dispute(of: Stripe.Charge, created = unixNow()): Stripe.Dispute {
  return {
    id: stripeId('dp'),
    object: 'dispute',
    amount: of.amount - of.amount_refunded,
    balance_transactions: [],
    charge: of.id,
    created,
    currency: 'usd',
    enhanced_eligibility_types: [],
    evidence: noEvidence(),
    evidence_details: { due_by: created + 7 * DAY, enhanced_eligibility: {}, has_evidence: false, past_due: false, submission_count: 0, submission_method: 'not_submitted' },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    network_reason_code: '10.4',
    payment_intent: typeof of.payment_intent === 'string' ? of.payment_intent : null,
    payment_method_details: { type: 'card', card: { brand: 'visa', case_type: 'chargeback', network: 'visa', network_reason_code: '10.4' } },
    reason: 'fraudulent',
    status: 'needs_response',
  };
}

/** A dispute's evidence before the seller has given any. */
function noEvidence(): Stripe.Dispute.Evidence {
  const fields = [
    'access_activity_log', 'billing_address', 'cancellation_policy', 'cancellation_policy_disclosure', 'cancellation_rebuttal', 'customer_communication',
    'customer_email_address', 'customer_name', 'customer_purchase_ip', 'customer_signature', 'duplicate_charge_documentation', 'duplicate_charge_explanation',
    'duplicate_charge_id', 'product_description', 'receipt', 'refund_policy', 'refund_policy_disclosure', 'refund_refusal_explanation', 'service_date',
    'service_documentation', 'shipping_address', 'shipping_carrier', 'shipping_date', 'shipping_documentation', 'shipping_tracking_number',
    'uncategorized_file', 'uncategorized_text',
  ] as const;
  return { ...(Object.fromEntries(fields.map((field) => [field, null])) as Record<(typeof fields)[number], null>), enhanced_evidence: {} };
}

/** What paid an invoice: the payment intent (invoice_payment.paid names it). */
export function invoicePayment(of: Stripe.Invoice, paymentIntent: string, created = unixNow()): Stripe.InvoicePayment {
  return {
    id: stripeId('inpay'),
    object: 'invoice_payment',
    amount_paid: of.amount_paid,
    amount_requested: of.amount_due,
    created,
    currency: 'usd',
    invoice: of.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: created },
  };
}
