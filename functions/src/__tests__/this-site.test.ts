import { afterEach, describe, expect, it, vi } from 'vitest';

/** foreignOrigin as the site reads it with the given Stripe key (the mode is read from the key at load). */
async function foreignOriginWithKey(secretKey: string) {
  vi.stubEnv('STRIPE_SECRET_KEY', secretKey);
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_x');
  vi.resetModules();
  return (await import('../domain/money/this-site')).foreignOrigin;
}

describe("only this site's mode and account", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('refuses a test-mode object on a live site, and takes a live one', async () => {
    const foreignOrigin = await foreignOriginWithKey('sk_live_not_a_real_key');
    expect(foreignOrigin({ livemode: false })).toBe('a test-mode object, and the site runs live');
    expect(foreignOrigin({ livemode: true })).toBeUndefined();
    expect(foreignOrigin({ livemode: true, account: 'acct_other' })).toBe('an object of another account (acct_other)');
  });

  it('refuses a live object on a site in test mode, and takes a test one', async () => {
    const foreignOrigin = await foreignOriginWithKey('sk_test_abc');
    expect(foreignOrigin({ livemode: true })).toBe('a live-mode object, and the site runs in test mode');
    expect(foreignOrigin({ livemode: false })).toBeUndefined();
  });
});
