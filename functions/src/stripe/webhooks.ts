/** Stripe's webhook signatures: checked on what Stripe sends, made for what the site simulates. */
import type Stripe from 'stripe';
import { STRIPE } from '../config';
import { stripe } from './client';

/**
 * The event in a raw body once its signature verifies with STRIPE_WEBHOOK_SECRET and a 300 s
 * tolerance; else the SDK's error (unsigned with our secret, altered or stale).
 */
export const constructEvent = (rawBody: Buffer, signature: string): Stripe.Event =>
  stripe().webhooks.constructEvent(rawBody, signature, STRIPE.webhookSecret, STRIPE.toleranceSeconds);

/** The Stripe-Signature header Stripe would send with this payload, signed with STRIPE_WEBHOOK_SECRET. */
export const signedHeader = (payload: string): string => stripe().webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret });
