// Founders seats held fairly (PRODUCT.md, "seats held fairly"): one open hold per buyer (email)
// and at most 3 per client address, so one client can not empty the counter with checkouts it
// never pays; when every remaining seat is held, not sold, the visitor is told so, and when.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buyerEmail, checkout, holdOf, holdSettled, seatsLeft, settleAllHolds, standIn, standInClient } from './support/payments';
import { pinnedAt, randomAddress, runPromo, setSeatsLeft } from './support/stack';

afterAll(() => Promise.all([setSeatsLeft(50), runPromo(null)]));

beforeEach(async () => {
  await settleAllHolds();
  await setSeatsLeft(50);
});

/**
 * The hour the checkouts are opened at: the holds are indexed by the day's keys, and for the length
 * of a hold after midnight UTC yesterday's too (hold-claims.ts), so the hour is the test's choice.
 */
const MIDDAY = '2026-03-12T12:00:00Z';

/** A founders checkout of `email` from `address`, opened at `at`. */
const founders = (email: string, address: string, body: Record<string, unknown> = {}, at = MIDDAY) => checkout('blast', { foundersRate: true, email, ...body }, address, pinnedAt(at));

/** The founders checkout made: its session at the stand-in and the hold it carries. */
async function foundersSession(email: string, address: string, body: Record<string, unknown> = {}, at = MIDDAY) {
  const { status, answer } = await founders(email, address, body, at);
  expect(status, JSON.stringify(answer)).toBe(201);
  const session = await standInClient.checkout.sessions.retrieve(answer.id);
  return { answer, session, holdId: session.metadata!.seat_hold };
}

/** `HH:MM UTC` of a Unix time in seconds, as the refusals name the moment a seat may come back. */
const utcTime = (unixSeconds: number) => `${new Date(unixSeconds * 1000).toISOString().slice(11, 16)} UTC`;

describe('one client address', () => {
  it('twelve founders checkouts from one address, none paid, leave at least 47 seats', async () => {
    const address = randomAddress();
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await founders(buyerEmail('bot'), address));
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(3);
    expect(await seatsLeft()).toBeGreaterThanOrEqual(47);
  });

  it('refuses a 4th founders hold from one address with a 429 naming foundersRate and when to try again; another address and the regular price still go', async () => {
    const address = randomAddress();
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await foundersSession(buyerEmail(`buyer${i}`), address));
    const refused = await founders(buyerEmail('fourth'), address);
    expect(refused.status).toBe(429);
    expect(refused.answer.field).toBe('foundersRate');
    expect(refused.answer.error).toMatch(/^foundersRate: This connection already holds 3 founders seats in open checkouts/);
    expect(refused.answer.error).toContain(utcTime(Math.min(...made.map(({ session }) => session.expires_at))));
    expect(await seatsLeft()).toBe(47);
    expect((await founders(buyerEmail('elsewhere'), randomAddress())).status).toBe(201);
    expect((await checkout('blast', { email: buyerEmail('regular') }, address)).status).toBe(201);
  });
});

describe('concurrent checkouts', () => {
  it('can not pass either limit: 8 at once from one address hold 3; one buyer twice at once holds one seat', async () => {
    const address = randomAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => founders(buyerEmail(`rush${i}`), address)));
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await seatsLeft()).toBe(47);
    const email = buyerEmail('double');
    const [one, two] = await Promise.all([founders(email, randomAddress()), founders(email, randomAddress())]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.answer.id).toBe(one.answer.id);
    expect(await seatsLeft()).toBe(46);
  });
});

describe('one buyer', () => {
  it('holds one seat from two addresses: reopening hands back the open session', async () => {
    const email = buyerEmail('twice');
    const first = await foundersSession(email, randomAddress());
    const again = await foundersSession(email.toUpperCase(), randomAddress());
    expect(again.answer).toEqual(first.answer);
    expect(await seatsLeft()).toBe(49);
    expect(await holdOf(first.holdId)).toMatchObject({ status: 'held', sessionId: first.session.id });
  });

  it('reopening with another choice makes a new session that takes over the same hold; the old session expires without giving the seat back', async () => {
    const email = buyerEmail('changed');
    const first = await foundersSession(email, randomAddress());
    const changed = await foundersSession(email, randomAddress(), { includeSetup: true });
    expect(changed.session.id).not.toBe(first.session.id);
    expect(changed.holdId).toBe(first.holdId);
    expect(changed.session.amount_total).toBe(25000);
    expect((await standInClient.checkout.sessions.retrieve(first.session.id)).status).toBe('expired');
    expect(await holdOf(first.holdId)).toMatchObject({ status: 'held', sessionId: changed.session.id });
    expect((await holdOf(first.holdId))!.heldUntil.toMillis()).toBe(changed.session.expires_at * 1000);
    expect(await seatsLeft()).toBe(49);
    // The new session expires: now the seat comes back, once.
    expect((await standIn(changed.session.id, 'expire')).status).toBe(200);
    expect(await holdSettled(first.holdId)).toMatchObject({ status: 'released' });
    expect(await seatsLeft()).toBe(50);
  });

  it('reopening with the promo makes a new session with the setup fee waived, on the same hold', async () => {
    const email = buyerEmail('promo');
    const first = await foundersSession(email, randomAddress());
    await runPromo({});
    const promo = await foundersSession(email, randomAddress(), { setupWaived: true });
    expect(promo.session.id).not.toBe(first.session.id);
    expect(promo.holdId).toBe(first.holdId);
    expect(promo.session.metadata).toMatchObject({ setup_waived: 'true' });
    expect((await standInClient.checkout.sessions.retrieve(first.session.id)).status).toBe('expired');
    expect(await seatsLeft()).toBe(49);
    await runPromo(null);
  });
});

describe('one buyer across midnight UTC', () => {
  // A hold lasts 35 minutes: one opened before midnight is found again in the 35 minutes after it.
  const BEFORE = '2026-03-12T23:50:00Z';
  const AFTER = '2026-03-13T00:20:00Z';

  it('hands back the open session to a buyer who opens the checkout again just after midnight', async () => {
    const email = buyerEmail('midnight');
    const first = await foundersSession(email, randomAddress(), {}, BEFORE);
    const again = await foundersSession(email, randomAddress(), {}, AFTER);
    expect(again.answer).toEqual(first.answer);
    expect(await seatsLeft()).toBe(49);
  });

  it("counts an address's holds from before midnight in the 35 minutes after it: the 4th is refused", async () => {
    const address = randomAddress();
    for (let i = 0; i < 3; i += 1) expect((await founders(buyerEmail(`late-${i}`), address, {}, BEFORE)).status).toBe(201);
    const fourth = await founders(buyerEmail('late-3'), address, {}, AFTER);
    expect(fourth.status, JSON.stringify(fourth.answer)).toBe(429);
    expect(await seatsLeft()).toBe(47);
  });
});

describe('every remaining seat held', () => {
  it('refuses with a 409 that says the seats are held and may come back, and when; sold out only once they are paid', async () => {
    await setSeatsLeft(2);
    const a = await foundersSession(buyerEmail('a'), randomAddress());
    const b = await foundersSession(buyerEmail('b'), randomAddress());
    expect(await seatsLeft()).toBe(0);
    const held = await founders(buyerEmail('late'), randomAddress());
    expect(held.status).toBe(409);
    expect(held.answer.field).toBe('foundersRate');
    expect(held.answer.error).toMatch(/^foundersRate: Every founders seat left is held in a checkout not yet paid/);
    expect(held.answer.error).toContain(utcTime(Math.min(a.session.expires_at, b.session.expires_at)));
    expect(held.answer.error).not.toMatch(/sold out/);

    for (const { session, holdId } of [a, b]) {
      expect((await standIn(session.id, 'pay')).status).toBe(200);
      expect(await holdOf(holdId)).toMatchObject({ status: 'kept' });
    }
    const soldOut = await founders(buyerEmail('later'), randomAddress());
    expect(soldOut.status).toBe(409);
    expect(soldOut.answer.error).toMatch(/^foundersRate: The founders rate is sold out: all 50 founders seats are taken/);
  });
});

describe('a hold that ends', () => {
  it('gives its seat back, and neither its buyer nor its address is blocked by it any more', async () => {
    const address = randomAddress();
    const emails = [buyerEmail('x'), buyerEmail('y'), buyerEmail('z')];
    const made = [];
    for (const email of emails) made.push(await foundersSession(email, address));
    expect((await founders(buyerEmail('w'), address)).status).toBe(429);
    expect(await seatsLeft()).toBe(47);

    expect((await standIn(made[0].session.id, 'expire')).status).toBe(200);
    await holdSettled(made[0].holdId);
    expect(await seatsLeft()).toBe(48);
    // The buyer whose hold ended gets a new session and hold, and the address has room again.
    const reopened = await foundersSession(emails[0], address);
    expect(reopened.session.id).not.toBe(made[0].session.id);
    expect(reopened.holdId).not.toBe(made[0].holdId);
    expect(await seatsLeft()).toBe(47);
    expect((await founders(buyerEmail('w'), address)).status).toBe(429);
  });
});
