// Outside the emulator no setting falls back to a local address: what needs a missing one refuses,
// naming it. Inside the emulator the local defaults (and the test run's LOCAL_ overrides) apply.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SETTINGS = ['SITE_URL', 'BOOKING_URL', 'LEAD_HOOK_BLAST_URL', 'LEAD_HOOK_LITE_URL', 'LEAD_HOOK_SNAPSHOT_URL'] as const;

/** config.ts as an instance with this environment reads it (it reads the environment once, at load). */
async function configWith(values: Record<string, string>) {
  vi.stubEnv('FUNCTIONS_EMULATOR', '');
  for (const name of [...SETTINGS, 'STRIPE_SECRET_KEY', ...SETTINGS.map((name) => `LOCAL_${name}`)]) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('../config');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the settings outside the emulator', () => {
  it('take no local default: a missing one stays empty and is named as missing', async () => {
    const config = await configWith({});
    expect(config.IS_LOCAL).toBe(false);
    expect(config.SITE_ORIGIN).toBe('');
    expect(config.BOOKING_TARGET).toBeNull();
    expect(config.LEAD_HOOKS).toEqual({ blast: '', lite: '', snapshot: '' });
    expect(config.missingSettings([...SETTINGS, 'STRIPE_SECRET_KEY'])).toEqual([...SETTINGS, 'STRIPE_SECRET_KEY']);
  });

  it('leave a lead undelivered, naming the hook setting, rather than post it to this machine', async () => {
    const config = await configWith({ LEAD_HOOK_LITE_URL: 'http://127.0.0.1:5055/hooks/lite', LEAD_HOOK_SNAPSHOT_URL: 'https://hooks.example.com/snap' });
    expect(config.leadHookTarget('blast')).toEqual({ problem: expect.stringMatching(/^LEAD_HOOK_BLAST_URL is not set/) });
    expect(config.leadHookTarget('lite')).toEqual({ problem: 'LEAD_HOOK_LITE_URL is not an https address' });
    expect(config.leadHookTarget('snapshot')).toEqual({ url: 'https://hooks.example.com/snap' });
  });

  it('use what is set, and never a LOCAL_ override', async () => {
    const config = await configWith({ SITE_URL: 'https://www.example.com/', BOOKING_URL: 'https://calendly.com/x', LEAD_HOOK_BLAST_URL: 'https://hooks.example.com/b', LOCAL_LEAD_HOOK_BLAST_URL: 'http://127.0.0.1:1/hooks/blast', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(config.SITE_ORIGIN).toBe('https://www.example.com');
    expect(config.BOOKING_TARGET?.href).toBe('https://calendly.com/x');
    expect(config.LEAD_HOOKS.blast).toBe('https://hooks.example.com/b');
    expect(config.missingSettings(['SITE_URL', 'BOOKING_URL', 'LEAD_HOOK_BLAST_URL', 'STRIPE_SECRET_KEY'])).toEqual([]);
  });

  it('make the routes that need a missing one answer 503 naming it', async () => {
    await configWith({});
    const [{ createApp }, { checkoutRoutes }, { bookingRoutes }] = await Promise.all([import('../app'), import('../routes/checkout'), import('../routes/booking')]);
    const server = createApp([checkoutRoutes, bookingRoutes]).listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const checkout = await fetch(`${base}/api/checkout/blast`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ann', email: 'ann@example.com' }) });
      expect(checkout.status).toBe(503);
      expect(((await checkout.json()) as { error: string }).error).toMatch(/SITE_URL, STRIPE_SECRET_KEY are not set/);
      const booking = await fetch(`${base}/api/booking`, { redirect: 'manual' });
      expect(booking.status).toBe(503);
      expect(((await booking.json()) as { error: string }).error).toMatch(/BOOKING_URL/);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

describe('the settings inside the emulator', () => {
  it('default to the local stack on 127.0.0.1', async () => {
    const config = await configWith({ FUNCTIONS_EMULATOR: 'true' });
    expect(config.SITE_ORIGIN).toBe('http://127.0.0.1:5000');
    expect(config.BOOKING_TARGET?.href).toBe('http://127.0.0.1:12112/booking');
    expect(config.leadHookTarget('blast')).toEqual({ url: 'http://127.0.0.1:5055/hooks/blast' });
    expect(config.missingSettings([...SETTINGS, 'STRIPE_SECRET_KEY'])).toEqual([]);
  });

  it("let the test run's LOCAL_LEAD_HOOK_*_URL win over the shared secret", async () => {
    const config = await configWith({ FUNCTIONS_EMULATOR: 'true', LEAD_HOOK_LITE_URL: 'http://127.0.0.1:5055/hooks/lite', LOCAL_LEAD_HOOK_LITE_URL: 'http://127.0.0.1:40123/hooks/lite' });
    expect(config.LEAD_HOOKS.lite).toBe('http://127.0.0.1:40123/hooks/lite');
  });
});
