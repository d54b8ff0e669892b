import { describe, expect, it } from 'vitest';
import { HOLDS_PER_CLIENT, clientHoldsFull, decideHold, foundersAllHeld, whenFromNow, type HoldView } from '../domain/money/hold-rules';

const NOW = Date.parse('2026-11-26T14:00:00Z');
const held = (id: string, minutesLeft: number): HoldView => ({ id, status: 'held', heldUntilMs: NOW + minutesLeft * 60_000 });

describe('a founders checkout, held fairly', () => {
  it('reuses the buyer’s own held hold, whatever the client’s address holds or the counter says', () => {
    const mine = held('mine', 20);
    expect(decideHold({ seatsLeft: 0, buyerHold: mine, clientHolds: [held('a', 5), held('b', 6), held('c', 7)], now: NOW })).toEqual({ kind: 'reuse', holdId: 'mine' });
  });

  it('does not reuse a hold that is kept, given back, settling a delayed payment, or passed over', () => {
    for (const buyerHold of [{ id: 'k', status: 'kept' }, { id: 'r', status: 'released' }, { id: 'p', status: 'held' }] as HoldView[]) {
      expect(decideHold({ seatsLeft: 5, buyerHold, clientHolds: [], now: NOW })).toEqual({ kind: 'take-seat' });
    }
    expect(decideHold({ seatsLeft: 5, buyerHold: held('paid', 20), clientHolds: [], now: NOW, passOver: 'paid' })).toEqual({ kind: 'take-seat' });
  });

  it(`refuses a client address its ${HOLDS_PER_CLIENT + 1}th open hold, naming when the first ends; ended holds do not count`, () => {
    const three = [held('a', 30), held('b', 12), held('c', 20)];
    expect(decideHold({ seatsLeft: 40, clientHolds: three, now: NOW })).toEqual({ kind: 'client-full', nextEndMs: NOW + 12 * 60_000 });
    const ended: HoldView[] = [held('a', 30), held('b', -1), { id: 'c', status: 'kept' }, { id: 'd', status: 'released' }];
    expect(decideHold({ seatsLeft: 40, clientHolds: ended, now: NOW })).toEqual({ kind: 'take-seat' });
  });

  it('finds no seat when the counter is at 0', () => {
    expect(decideHold({ seatsLeft: 0, clientHolds: [], now: NOW })).toEqual({ kind: 'no-seat' });
  });
});

describe('what the visitor is told', () => {
  it('when, in minutes and on the UTC clock', () => {
    expect(whenFromNow(NOW + 12 * 60_000 + 1, NOW)).toBe('in about 13 minutes (by 14:12 UTC)');
    expect(whenFromNow(NOW + 10_000, NOW)).toBe('in about 1 minute (by 14:00 UTC)');
  });

  it('that every seat left is held and may come back, and when: a 409 on foundersRate, never "sold out"', () => {
    const err = foundersAllHeld(NOW + 25 * 60_000, NOW);
    expect(err).toMatchObject({ field: 'foundersRate', refusal: 'conflict' });
    expect(err.message).toBe('Every founders seat left is held in a checkout not yet paid. A held seat comes back if its checkout is not paid: the next may come back in about 25 minutes (by 14:25 UTC). The regular price is $197 a month.');
    expect(err.message).not.toMatch(/sold out/i);
  });

  it('that the connection holds its 3 seats: a 429 on foundersRate with Retry-After until the first ends', () => {
    const err = clientHoldsFull(NOW + 90_500, NOW);
    expect(err).toMatchObject({ field: 'foundersRate', refusal: 'rate-limited', retryAfterSeconds: 91 });
    expect(err.message).toMatch(/^This connection already holds 3 founders seats in open checkouts, the most one connection may hold at once\. .*in about 2 minutes \(by 14:01 UTC\)/);
  });
});
