import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_HEADER, requestNow } from '../http/test-clock';

const asked = (value?: string) => ({ headers: value === undefined ? {} : { [TEST_CLOCK_HEADER]: value } });

describe("the dashboard's test clock", () => {
  it('is ignored outside the emulator: production reads the real clock, whatever the header says', () => {
    const before = Date.now();
    for (const value of ['2025-03-02', 'yesterday']) {
      const now = requestNow(asked(value), false);
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(Date.now());
    }
  });

  it('in the emulator, reads a pinned day (its noon, UTC) or instant, and the real clock without one', () => {
    expect(requestNow(asked('2025-03-02'), true)).toBe(Date.parse('2025-03-02T12:00:00Z'));
    expect(requestNow(asked('2025-03-02T00:30:00Z'), true)).toBe(Date.parse('2025-03-02T00:30:00Z'));
    expect(Math.abs(requestNow(asked(), true) - Date.now())).toBeLessThan(1_000);
  });

  it('in the emulator, refuses one that does not read, naming the header', () => {
    for (const value of ['yesterday', '2025-02-30', '2025-06-17T25:00:00Z', '2025-06-17T10:00:00+02:00', '']) {
      expect(() => requestNow(asked(value), true), value).toThrow(expect.objectContaining({ status: 400, field: TEST_CLOCK_HEADER }));
    }
  });
});
