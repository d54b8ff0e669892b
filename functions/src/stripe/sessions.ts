/** Stripe's Checkout Sessions: the calls the domain makes, each one thin. */
import type Stripe from 'stripe';
import { stripe } from './client';

/** Stripe answered 404: it has no object of that id. */
const isMissing = (err: unknown) => (err as { statusCode?: number }).statusCode === 404;

/** Opens a Checkout Session with these parameters; answers its id and its page (null if Stripe gave none). */
export async function createCheckoutSession(params: Stripe.Checkout.SessionCreateParams): Promise<{ id: string; url: string | null }> {
  const { id, url } = await stripe().checkout.sessions.create(params);
  return { id, url };
}

/** A session as Stripe has it now, its subscription expanded; undefined when Stripe has none of that id. */
export async function sessionWithSubscription(sessionId: string): Promise<Stripe.Checkout.Session | undefined> {
  try {
    return await stripe().checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

/** What became of a session at Stripe. */
export type SessionFate = 'open' | 'complete' | 'expired' | 'missing';

/** A session's status at Stripe, or missing when Stripe has none of that id. */
export async function sessionFate(sessionId: string): Promise<SessionFate> {
  try {
    const { status } = await stripe().checkout.sessions.retrieve(sessionId);
    if (status === 'complete') return 'complete';
    return status === 'expired' ? 'expired' : 'open';
  } catch (err) {
    if (isMissing(err)) return 'missing';
    throw err;
  }
}

/** A session as Stripe has it now (its status, page and metadata); undefined when Stripe has none of that id. */
export async function sessionNow(sessionId: string): Promise<Pick<Stripe.Checkout.Session, 'id' | 'status' | 'url' | 'metadata'> | undefined> {
  try {
    const { id, status, url, metadata } = await stripe().checkout.sessions.retrieve(sessionId);
    return { id, status, url, metadata };
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

/**
 * Expires an open session, so that it can no longer be paid; answers whether it is expired now.
 * Stripe refuses to expire a session that is not open (400): false when it completed meanwhile.
 */
export async function expireSession(sessionId: string): Promise<boolean> {
  try {
    return (await stripe().checkout.sessions.expire(sessionId)).status === 'expired';
  } catch (err) {
    if (isMissing(err)) return true;
    if ((err as { statusCode?: number }).statusCode === 400) return (await sessionNow(sessionId))?.status === 'expired';
    throw err;
  }
}
