import type { OrderSummary } from '@blast/catalog';
import { SITE_ORIGIN } from '../config';
import { OrderNotFoundError, orderSummaryOf } from '../domain/money/order-summary';
import { stripe } from './client';

/** The order of a Checkout Session, read from Stripe (the truth, even before its webhook events arrive). */
export async function orderOfSession(sessionId: string): Promise<OrderSummary> {
  let session;
  try {
    session = await stripe().checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw new OrderNotFoundError();
    throw err;
  }
  return orderSummaryOf(session, SITE_ORIGIN);
}
