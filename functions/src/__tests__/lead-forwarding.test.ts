import { describe, expect, it } from 'vitest';
import { FORWARD_RETRY } from '../config';
import { backoffMs } from '../domain/lead-forwarding';

const { firstDelayMs, maxDelayMs } = FORWARD_RETRY;
/** The failures after which the doubled wait is still under the cap. */
const UNCAPPED = Math.ceil(Math.log2(maxDelayMs / firstDelayMs));

describe('the wait before the next forwarding attempt', () => {
  it('starts at the first delay after one failure and doubles with each further failure', () => {
    expect(UNCAPPED).toBeGreaterThan(1);
    const waits = Array.from({ length: UNCAPPED }, (_, i) => backoffMs(i + 1));
    expect(waits[0]).toBe(firstDelayMs);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i], `${i + 1} failures`).toBe(2 * waits[i - 1]);
    expect(waits.at(-1)).toBeLessThan(maxDelayMs);
  });

  it('waits the first delay when nothing has failed yet', () => {
    expect(backoffMs(0)).toBe(firstDelayMs);
  });

  it('reaches the cap once doubling would pass it, and stays there', () => {
    expect(firstDelayMs * 2 ** UNCAPPED).toBeGreaterThanOrEqual(maxDelayMs);
    for (let failures = UNCAPPED + 1; failures <= UNCAPPED + 5; failures += 1) expect(backoffMs(failures), `${failures} failures`).toBe(maxDelayMs);
  });

  it('never exceeds the cap, however many failures', () => {
    for (const failures of [31, 32, 33, 64, 1_000, 1_000_000, Number.MAX_SAFE_INTEGER]) expect(backoffMs(failures), `${failures} failures`).toBe(maxDelayMs);
  });
});
