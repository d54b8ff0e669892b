import { describe, expect, it } from 'vitest';
import { OPS_CONDITIONS, clearedState, countOccurrence, type ConditionState } from '../domain/ops/alert-rules';

const NOW = Date.parse('2026-11-26T14:00:00Z');
const MINUTE = 60_000;
const HOURLY = OPS_CONDITIONS.webhookRefusals;
const IN_A_ROW = OPS_CONDITIONS.checkoutFailures;

/** Counts one occurrence at each of `minutes` after NOW, from `start`: answers the state and the minutes at which it raised. */
function countAt(minutes: number[], rule: { threshold: number; windowMs: number } = HOURLY, start?: ConditionState) {
  let state = start;
  const raisedAt: number[] = [];
  for (const minute of minutes) {
    const { next, raisesNow } = countOccurrence(state, rule, NOW + minute * MINUTE);
    if (raisesNow) raisedAt.push(minute);
    state = next;
  }
  return { state: state!, raisedAt };
}

describe('counting toward an ops alert', () => {
  it('raises once when the count reaches the threshold within the window, not before, and not again until cleared', () => {
    expect(HOURLY).toEqual({ threshold: 5, windowMs: 60 * MINUTE });
    expect(countAt([0, 1, 2, 3]).raisedAt).toEqual([]);
    const { state, raisedAt } = countAt([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(raisedAt).toEqual([4]);
    expect(state).toEqual({ raised: true, count: 10, windowStartMs: NOW });
  });

  it('counts afresh after the window: occurrences spread over more than an hour do not raise', () => {
    // Four in the first hour, then the fifth exactly an hour after the first: a new window.
    const { state, raisedAt } = countAt([0, 10, 20, 59, 60]);
    expect(raisedAt).toEqual([]);
    expect(state).toEqual({ raised: false, count: 1, windowStartMs: NOW + 60 * MINUTE });
    // The same five a minute sooner are inside the window.
    expect(countAt([0, 10, 20, 58, 59]).raisedAt).toEqual([59]);
  });

  it('stays raised across windows until cleared: a second hour of refusals does not alert again', () => {
    const first = countAt([0, 1, 2, 3, 4]);
    expect(first.raisedAt).toEqual([4]);
    expect(countAt([90, 91, 92, 93, 94, 95], HOURLY, first.state).raisedAt).toEqual([]);
  });

  it('counts failures in a row with no window: three, however far apart, raise', () => {
    expect(IN_A_ROW).toEqual({ threshold: 3, windowMs: Number.POSITIVE_INFINITY });
    expect(countAt([0, 60 * 24, 60 * 24 * 30], IN_A_ROW).raisedAt).toEqual([60 * 24 * 30]);
    expect(countAt([0, 1], IN_A_ROW).raisedAt).toEqual([]);
  });
});

describe('clearing an ops condition', () => {
  it('counts afresh from the clearing, so that the condition alerts again when it recurs', () => {
    const raised = countAt([0, 1, 2, 3, 4]).state;
    const cleared = clearedState(raised, NOW + 10 * MINUTE);
    expect(cleared).toEqual({ raised: false, count: 0, windowStartMs: NOW + 10 * MINUTE });
    const again = countAt([11, 12, 13, 14, 15], HOURLY, cleared);
    expect(again.raisedAt).toEqual([15]);
    // Cleared after failures that had not alerted yet: the run in a row starts over.
    const twoInARow = countAt([0, 1], IN_A_ROW).state;
    expect(countAt([3], IN_A_ROW, clearedState(twoInARow, NOW + 2 * MINUTE)).raisedAt).toEqual([]);
  });

  it('has nothing to clear when nothing was counted', () => {
    expect(clearedState(undefined, NOW)).toBeUndefined();
    expect(clearedState({ raised: false, count: 0, windowStartMs: NOW - MINUTE }, NOW)).toBeUndefined();
  });
});
