import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotCapacities, takeFromSlot } from '../domain/rate-limit';

describe("a quota's slots", () => {
  it('share out exactly the limit, over at most 16 slots, none empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (limit) => {
        const capacities = slotCapacities(limit);
        expect(capacities.reduce((sum, capacity) => sum + capacity, 0)).toBe(limit);
        expect(capacities.length).toBe(Math.min(limit, 16));
        expect(Math.min(...capacities)).toBeGreaterThanOrEqual(1);
        expect(Math.max(...capacities) - Math.min(...capacities)).toBeLessThanOrEqual(1);
      }),
    );
    expect(slotCapacities(20)).toEqual([2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('a slot takes up to its capacity within its window, then says when it frees; a window over starts afresh', () => {
    let slot = takeFromSlot(undefined, 2, 60_000, 1_000);
    expect(slot).toEqual({ count: 1, windowStartMs: 1_000 });
    slot = takeFromSlot(slot as { count: number; windowStartMs: number }, 2, 60_000, 2_000);
    expect(slot).toEqual({ count: 2, windowStartMs: 1_000 });
    expect(takeFromSlot(slot as { count: number; windowStartMs: number }, 2, 60_000, 60_999)).toEqual({ freeAt: 61_000 });
    expect(takeFromSlot(slot as { count: number; windowStartMs: number }, 2, 60_000, 61_000)).toEqual({ count: 1, windowStartMs: 61_000 });
  });
});
