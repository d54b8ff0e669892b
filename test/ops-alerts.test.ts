// The owner hears when something breaks: each condition posts one message to the ops hook
// (OPS_HOOK_URL: this run's receiver), once per occurrence, and again only after it cleared;
// failed deliveries of one kind fold into a message per gathering window; no message carries what a visitor typed.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET, apply, checkout, checkoutMetadata, completedSession, deliver, eventOf, marker, standInClient } from './support/payments';
import { asAdmin } from './support/admin';
import { LEAD_WAITS, adminDb, asVisitor, customerHook, failNextSessions, opsHook, forwardedFor, pinnedAt, pollUntil, postJson, quietDeliveries, randomAddress, setSeatsLeft } from './support/stack';

/** How long a fold of failed deliveries gathers in the emulator (OPS_ALERT_GATHER_MS locally, functions/src/config.ts). */
const GATHER_MS = 8_000;

afterAll(async () => {
  await customerHook.answer(200);
  await setSeatsLeft(50);
});

/** The alerts whose text matches, so far. */
const alertsMatching = async (pattern: RegExp) => (await opsHook.texts()).filter((text) => pattern.test(text));
/** Waits until `count` alerts match, and then a quiet spell with no further one. */
async function expectAlerts(pattern: RegExp, count: number): Promise<void> {
  await pollUntil(`${count} alerts matching ${pattern}`, () => alertsMatching(pattern), (texts) => texts.length >= count, { timeoutMs: 30_000 });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await alertsMatching(pattern)).toHaveLength(count);
}

describe('the owner hears', () => {
  /** The alerts that name this lead or event id. */
  const alertsNaming = async (id: string) => (await opsHook.texts()).filter((text) => text.includes(id));
  /**
   * Earlier tests' leads have ended their tries, and whatever failed before has been taken for
   * sending: no fold is still gathering that a lead failed now would join.
   */
  async function noFoldGathering(): Promise<void> {
    await quietDeliveries();
    const gatheringAlert = async () => {
      const alertId = (await adminDb().collection('opsConditions').doc('deliveryFailures-leads').get()).get('alertId') as string | undefined;
      const forward = alertId ? (await adminDb().collection('opsAlerts').doc(alertId).get()).get('forward') : undefined;
      return forward?.status === 'pending' && forward.attempts === 0 && forward.leaseUntil === undefined ? alertId : undefined;
    };
    await pollUntil('no fold gathering', gatheringAlert, (alertId) => alertId === undefined, { timeoutMs: 2 * GATHER_MS + 30_000, intervalMs: 500 });
  }

  it('of a lead that failed its last delivery try: one message naming it by its id, with none of what the visitor typed; again when its Retry fails', async () => {
    // Alone in its fold: a lead of an earlier test failing now would share the message.
    await noFoldGathering();
    const email = `unheard-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const name = '<!channel> URGENT\n*Stripe key revoked* [log in](https://evil.example/x) <https://evil.example/admin|https://blast-crm.example/admin>';
    // Nothing listens on this run's lead hooks: the lead fails after the local policy's tries.
    const res = await postJson('/api/leads', { name, email, intent: 'blast-optin' }, asVisitor());
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const first = await pollUntil('the failed lead alert', () => alertsNaming(id), (texts) => texts.length > 0, { timeoutMs: LEAD_WAITS.firstTryMs + LEAD_WAITS.restOfRoundMs + GATHER_MS + 15_000 });
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(new RegExp(`lead failed its last delivery try .*Retry it on http\\S+/admin \\(id \`${id}\`\\)`));
    for (const typed of ['<!channel>', 'evil.example', '*', 'URGENT', email, '[', '|']) expect(first[0]).not.toContain(typed);
    // The operator's Retry is a new round: its failure is heard too, in a message of its own.
    expect((await asAdmin(`/api/admin/leads/${id}/retry`, { method: 'POST' })).status).toBe(202);
    await pollUntil('the retried lead alert', () => alertsNaming(id), (texts) => texts.length === 2, { timeoutMs: LEAD_WAITS.firstTryMs + LEAD_WAITS.restOfRoundMs + GATHER_MS + 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await alertsNaming(id)).toHaveLength(2);
  }, 300_000);

  it('of ten leads that failed inside one window: one message with their count and every id', async () => {
    await noFoldGathering();
    // Ten leads as the site stores them, each failed its last try at the same moment (written so: a hook that is down spreads them over seconds).
    const ids = Array.from({ length: 10 }, (_, i) => `tenfailed${i}${Math.random().toString(36).slice(2, 10)}`);
    const batch = adminDb().batch();
    for (const id of ids) {
      batch.set(adminDb().collection('leads').doc(id), {
        name: 'Ten Failed',
        email: `${id}@example.com`,
        plan: 'blast',
        source: '/pricing',
        intent: 'blast-optin',
        visitor: 'ten-failed-visitor',
        createdAt: Timestamp.now(),
        forward: { hook: 'blast', status: 'failed', attempts: 6, round: 0, lastError: 'HTTP 503 from the hook <!here>' },
      });
    }
    await batch.commit();
    const folded = await pollUntil('the folded alert', () => alertsNaming(ids[0]), (texts) => texts.length > 0, { timeoutMs: 30_000 + GATHER_MS });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const naming = (await opsHook.texts()).filter((text) => ids.some((id) => text.includes(id)));
    expect(naming).toEqual(folded);
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatch(/10 leads failed their last delivery try within \d+ s \(the last error: HTTP 503 from the hook &lt;!here&gt;\)\. Retry them on \S+\/admin \(ids /);
    for (const id of ids) expect(folded[0]).toContain(id);
  }, 120_000);

  it('of a lead that failed just after its fold was taken for sending: in the next message, never lost between them', async () => {
    // A fold that a delivery try has already taken (and sent), still named as the one gathering.
    const sent = `taken-fold-${Math.random().toString(36).slice(2, 10)}`;
    await adminDb().collection('opsAlerts').doc(sent).set({
      condition: 'delivery-failed',
      text: '',
      fold: { what: 'lead', failures: {}, lastError: null },
      sendAfter: Timestamp.now(),
      createdAt: Timestamp.now(),
      forward: { hook: 'ops', status: 'delivered', attempts: 1, round: 0 },
    });
    await adminDb().collection('opsConditions').doc('deliveryFailures-leads').set({ raised: true, count: 0, windowStart: Timestamp.now(), updatedAt: Timestamp.now(), alertId: sent });
    const id = `latefailed${Math.random().toString(36).slice(2, 10)}`;
    await adminDb().collection('leads').doc(id).set({
      name: 'Late Failed',
      email: `${id}@example.com`,
      plan: 'blast',
      source: '/pricing',
      intent: 'blast-optin',
      visitor: 'late-failed-visitor',
      createdAt: Timestamp.now(),
      forward: { hook: 'blast', status: 'failed', attempts: 6, round: 0, lastError: 'HTTP 503' },
    });
    const [alert] = await pollUntil('the next fold', () => alertsNaming(id), (texts) => texts.length > 0, { timeoutMs: 30_000 + GATHER_MS });
    expect(alert).toMatch(/a lead failed its last delivery try/);
    expect((await adminDb().collection('opsAlerts').doc(sent).get()).get('fold.failures')).toEqual({});
  }, 120_000);

  it('of a customer event that failed its last delivery try (the customer hook down): one message, naming it by its id', async () => {
    await customerHook.answer(503);
    try {
      const bought = completedSession({ mode: 'payment', amount: 98_500, metadata: checkoutMetadata(marker(), { plan: 'blast-prepay' }) });
      const event = eventOf('checkout.session.completed', bought);
      await apply(event);
      const forward = () => adminDb().collection('customerEvents').doc(event.id).get().then((doc) => doc.get('forward') as Record<string, unknown> | undefined);
      const failed = await pollUntil('the customer event failed', forward, (state) => state?.status === 'failed', { timeoutMs: LEAD_WAITS.firstTryMs + LEAD_WAITS.restOfRoundMs });
      expect(failed).toMatchObject({ hook: 'customer', lastError: 'HTTP 503 from the hook' });
      const [alert] = await pollUntil('the customer event alert', () => alertsNaming(event.id), (texts) => texts.length > 0, { timeoutMs: 30_000 + GATHER_MS });
      expect(alert).toMatch(/customer events? failed (its|their) last delivery try .*HTTP 503 from the hook\)\. Retry (it|them) on \S+\/admin \(ids? /);
      expect(alert).not.toContain('buyer@example.com');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await alertsNaming(event.id)).toHaveLength(1);
    } finally {
      await customerHook.answer(200);
    }
  }, 120_000);

  const session = () => completedSession({ amount: 19_700, metadata: checkoutMetadata(marker()) });
  const WEBHOOK = /the Stripe webhook refused 5 requests signed in Stripe's format within the hour, and verified no event since\. Either STRIPE_WEBHOOK_SECRET no longer matches/;

  it('when the webhook refuses signed events more than a few times an hour (a rotated secret): once, and again after one verifies', async () => {
    expect((await deliver(eventOf('checkout.session.completed', session()))).status).toBe(200); // clears what earlier suites counted
    const before = (await alertsMatching(WEBHOOK)).length;
    const refuse = async (times: number) => {
      for (let i = 0; i < times; i += 1) expect((await deliver(eventOf('checkout.session.completed', session()), { secret: 'whsec_rotated' })).status).toBe(400);
    };
    await refuse(4);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await alertsMatching(WEBHOOK)).toHaveLength(before);
    await refuse(6);
    await expectAlerts(WEBHOOK, before + 1);
    // An event that verifies clears it: the next run of refusals alerts again.
    expect((await deliver(eventOf('checkout.session.completed', session()))).outcome).toBe('applied');
    await refuse(5);
    await expectAlerts(WEBHOOK, before + 2);
    // An unsigned request is a stranger, not a rotated secret: it counts toward nothing.
    expect((await deliver(eventOf('checkout.session.completed', session()))).outcome).toBe('applied');
    for (let i = 0; i < 6; i += 1) expect((await postJson('/api/webhooks/stripe', eventOf('checkout.session.completed', session()))).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await alertsMatching(WEBHOOK)).toHaveLength(before + 2);
  }, 90_000);

  it("of forged signatures over what is no event of Stripe's, or signed long ago: nothing, and nothing written", async () => {
    expect((await deliver(eventOf('checkout.session.completed', session()))).status).toBe(200); // clears what earlier suites counted
    const before = (await alertsMatching(WEBHOOK)).length;
    const refusals = adminDb().collection('opsConditions').doc('webhookRefusals');
    const written = (await refusals.get()).updateTime?.toMillis();
    const now = Math.floor(Date.now() / 1000);
    const forged = (t: number, body: string) => postJson('/api/webhooks/stripe', body, { 'stripe-signature': `t=${t},v1=${'ab12'.repeat(16)}` });
    for (let i = 0; i < 6; i += 1) {
      expect((await forged(now, JSON.stringify({ id: `evt_${i}`, hello: 'world' }))).status).toBe(400);
      expect((await forged(now - 3_600, JSON.stringify(eventOf('checkout.session.completed', session())))).status).toBe(400);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await alertsMatching(WEBHOOK)).toHaveLength(before);
    expect((await refusals.get()).updateTime?.toMillis()).toBe(written);
  }, 90_000);

  it('never of a flood: past 60 refusals a minute from one address the webhook answers 429, counting nothing, and still applies what verifies', async () => {
    const address = randomAddress();
    const refusals = adminDb().collection('opsConditions').doc('webhookRefusals');
    const written = (await refusals.get()).updateTime?.toMillis();
    // Every request in the same minute of the limiter, however slowly a busy machine sends them.
    const minute = pinnedAt(new Date().toISOString());
    const forged = () => postJson('/api/webhooks/stripe', JSON.stringify(eventOf('checkout.session.completed', session())), { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'cd34'.repeat(16)}`, 'x-forwarded-for': forwardedFor(address), ...minute });
    const statuses: number[] = [];
    for (let sent = 0; sent < 70; sent += 10) statuses.push(...(await Promise.all(Array.from({ length: 10 }, forged))).map((res) => res.status));
    expect(statuses.filter((status) => status === 400)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // The sixty refused before the limit counted toward the alarm; none of the ten past it did.
    expect((await refusals.get()).updateTime?.toMillis()).not.toBe(written);
    const counted = (await refusals.get()).get('count') as number;
    expect((await forged()).status).toBe(429);
    expect((await refusals.get()).get('count')).toBe(counted);
    // Stripe's own events are never limited, from the same address.
    const payload = JSON.stringify(eventOf('checkout.session.completed', session()));
    const signature = standInClient.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const genuine = await postJson('/api/webhooks/stripe', payload, { 'stripe-signature': signature, 'x-forwarded-for': forwardedFor(address), ...minute });
    expect(genuine.status).toBe(200);
  }, 120_000);

  const CHECKOUTS = /3 checkouts in a row could not reach Stripe/;

  it('when checkouts fail to reach Stripe several times in a row: once, and again after one goes through', async () => {
    expect((await checkout('mini', {})).status).toBe(201); // clears what earlier suites counted
    const before = (await alertsMatching(CHECKOUTS)).length;
    // Each failed checkout is two refusals: the SDK tries again once.
    await failNextSessions(2 * 4);
    for (let i = 0; i < 4; i += 1) expect((await checkout('mini', {})).status).toBe(502);
    await expectAlerts(CHECKOUTS, before + 1);
    expect((await checkout('mini', {})).status).toBe(201);
    await failNextSessions(2 * 3);
    for (let i = 0; i < 3; i += 1) expect((await checkout('mini', {})).status).toBe(502);
    await expectAlerts(CHECKOUTS, before + 2);
    expect((await checkout('mini', {})).status).toBe(201);
  }, 90_000);

  const SOLD_OUT = /the founders seats ran out/;

  it('when the founders seats run out: once each time they run out, and again only after seats came back', async () => {
    await setSeatsLeft(1);
    const before = (await alertsMatching(SOLD_OUT)).length;
    expect((await checkout('blast', { foundersRate: true })).status).toBe(201);
    await expectAlerts(SOLD_OUT, before + 1);
    await setSeatsLeft(0); // still none: no new occurrence
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await alertsMatching(SOLD_OUT)).toHaveLength(before + 1);
    // A seat came back (a hold expired, the owner added one): cleared. Taken again: a second message.
    await setSeatsLeft(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await alertsMatching(SOLD_OUT)).toHaveLength(before + 1);
    expect((await checkout('blast', { foundersRate: true })).status).toBe(201);
    await expectAlerts(SOLD_OUT, before + 2);
  }, 60_000);
});
