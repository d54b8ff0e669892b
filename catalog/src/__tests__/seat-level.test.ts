import { describe, expect, it } from 'vitest';
import { seatLevel, toSeatCount } from '../seat-level';

describe('seat pill level', () => {
  it('is red at 20 or fewer, yellow at 35 or fewer, the accent colour above', () => {
    expect([0, 20, 21, 35, 36, 50].map(seatLevel)).toEqual(['red', 'red', 'yellow', 'yellow', 'accent', 'accent']);
  });

  it('takes only whole counts between 0 and 50', () => {
    expect(toSeatCount(12.7)).toBe(12);
    expect(toSeatCount(-3)).toBe(0);
    expect(toSeatCount(99)).toBe(50);
    expect(toSeatCount('12')).toBeUndefined();
    expect(toSeatCount(Number.NaN)).toBeUndefined();
  });
});
