// The owner hears when something breaks (issue 34): each condition posts one message to the ops
// hook (OPS_HOOK_URL: this run's receiver), once per occurrence, and again only after it cleared.
import { afterAll, describe, expect, it } from 'vitest';
import { apply, checkout, checkoutMetadata, completedSession, deliver, eventOf, marker } from './support/payments';
import { LEAD_WAITS, adminDb, asVisitor, customerHook, failNextSessions, opsHook, pollUntil, postJson, setSeatsLeft } from './support/stack';

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
  it('of a lead that failed its last delivery try: one message, naming it', async () => {
    const email = `unheard-${Math.random().toString(36).slice(2, 8)}@example.com`;
    // Nothing listens on this run's lead hooks: the lead fails after the local policy's tries.
    const res = await postJson('/api/leads', { name: 'Una Unheard', email, intent: 'blast-optin' }, asVisitor());
    expect(res.status).toBe(201);
    const pattern = new RegExp(`lead \\(Una Unheard <${email}>, blast-optin\\) failed its last delivery try`);
    await pollUntil('the failed lead alert', () => alertsMatching(pattern), (texts) => texts.length > 0, { timeoutMs: LEAD_WAITS.firstTryMs + LEAD_WAITS.restOfRoundMs });
    await expectAlerts(pattern, 1);
  }, 120_000);

  it('of a customer event that failed its last delivery try (the customer hook down): one message, naming it', async () => {
    await customerHook.answer(503);
    try {
      const bought = completedSession({ mode: 'payment', amount: 98_500, metadata: checkoutMetadata(marker(), { plan: 'blast-prepay' }) });
      const event = eventOf('checkout.session.completed', bought);
      await apply(event);
      const forward = () => adminDb().collection('customerEvents').doc(event.id).get().then((doc) => doc.get('forward') as Record<string, unknown> | undefined);
      const failed = await pollUntil('the customer event failed', forward, (state) => state?.status === 'failed', { timeoutMs: LEAD_WAITS.firstTryMs + LEAD_WAITS.restOfRoundMs });
      expect(failed).toMatchObject({ hook: 'customer', lastError: 'HTTP 503 from the hook' });
      const pattern = new RegExp(`customer event \\(purchase-paid, buyer@example\\.com\\) failed its last delivery try: HTTP 503 from the hook\\. Retry it on .*\\(id ${event.id}\\)`);
      await expectAlerts(pattern, 1);
    } finally {
      await customerHook.answer(200);
    }
  }, 120_000);

  const session = () => completedSession({ amount: 19_700, metadata: checkoutMetadata(marker()) });
  const WEBHOOK = /the Stripe webhook refused 5 signed events within the hour/;

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
