import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { recoveryUrlOf } from '../domain/money/events/abandoned-checkouts';

const URL = 'https://buy.stripe.com/r/live_cs_test_a';

/** An expired session with Stripe's recovery link and the buyer's answer to promotional emails (null: never asked). */
const expired = (promotions: 'opt_in' | 'opt_out' | null, url: string | null = URL) =>
  ({ after_expiration: { recovery: { url } }, consent: promotions && { promotions, terms_of_service: null } }) as unknown as Stripe.Checkout.Session;

describe("an abandoned checkout's recovery link", () => {
  it('travels only when the buyer opted in to follow-up emails: not when they opted out, nor when they gave no answer', () => {
    expect(recoveryUrlOf(expired('opt_in'))).toBe(URL);
    expect(recoveryUrlOf(expired('opt_out'))).toBeUndefined();
    expect(recoveryUrlOf(expired(null))).toBeUndefined();
    expect(recoveryUrlOf(expired('opt_in', null))).toBeUndefined();
  });
});
