// What one address sends at once, and how it is sent: a burst of leads is answered 201 up to the
// limit and 429 past it, never 500; a compressed body is refused, naming its encoding.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminDb, api, forwardedFor, randomAddress } from './support/stack';

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const lead = (email: string) => ({ name: 'Burst Buyer', email, plan: 'blast', intent: 'blast-optin', source: '/pricing' });

/** `count` leads posted at once from one address (each its own User-Agent and email): their statuses and Retry-After headers. */
async function burst(count: number): Promise<{ failures: string[]; statuses: number[]; retryAfters: number[]; emails: string[] }> {
  const address = randomAddress();
  const emails = Array.from({ length: count }, (_, i) => unique(`burst${i}`));
  const answers = await Promise.all(
    emails.map((email) =>
      api('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': `burst/${Math.random()}`, 'x-forwarded-for': forwardedFor(address) },
        body: JSON.stringify(lead(email)),
      }),
    ),
  );
  const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ error?: string }>));
  const failures = answers.flatMap((res, i) => (res.status >= 500 ? [`${res.status}: ${bodies[i].error}`] : []));
  return {
    failures,
    statuses: answers.map((res) => res.status),
    retryAfters: answers.filter((res) => res.status === 429).map((res) => Number(res.headers.get('retry-after'))),
    emails,
  };
}

/** Ends the stored leads' delivery here, so that a burst's rounds against a hook that is down do not crowd the queue for the suites that follow. */
async function endDeliveries(emails: string[]): Promise<number> {
  const stored = (await Promise.all(emails.map((email) => adminDb().collection('leads').where('email', '==', email).get()))).flatMap((query) => query.docs);
  await Promise.all(stored.map((doc) => doc.ref.update({ 'forward.status': 'delivered' })));
  return stored.length;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('a burst of leads from one address', () => {
  for (const [count, refused] of [
    [25, 5],
    [40, 20],
  ] as const) {
    it(`${count} at once get 20 × 201 and ${refused} × 429 with Retry-After, no 500, three times over`, async () => {
      for (let round = 0; round < 3; round += 1) {
        const { failures, statuses, retryAfters, emails } = await burst(count);
        expect(tally(statuses), `round ${round + 1}: ${failures.slice(0, 3).join('; ')}`).toEqual({ 201: 20, 429: refused });
        for (const seconds of retryAfters) expect(seconds >= 1 && seconds <= 60, `Retry-After ${seconds}`).toBe(true);
        // No more than the limit stored: exactly the twenty accepted.
        expect(await endDeliveries(emails)).toBe(20);
      }
    }, 240_000);
  }
});

describe('a compressed body', () => {
  // 30 KB of gzip that would expand to 31 MB of JSON.
  const bomb = gzipSync(Buffer.from(`{"name":"${'a'.repeat(31 * 1024 * 1024)}"}`));

  for (const path of ['/api/leads', '/api/webhooks/stripe']) {
    it(`to ${path} is refused 415 naming content-encoding, and nothing is stored`, async () => {
      expect(bomb.length).toBeLessThan(64 * 1024);
      const before = (await adminDb().collection('leads').count().get()).data().count;
      const res = await api(path, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }, body: bomb });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ field: 'content-encoding', error: expect.stringMatching(/Content-Encoding/) });
      expect((await adminDb().collection('leads').count().get()).data().count).toBe(before);
    });
  }
});
