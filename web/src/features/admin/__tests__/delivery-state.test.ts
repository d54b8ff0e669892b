import type { LeadRow } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { deliverySentence, deliveryStateOf, failureReason } from '../delivery-state';

const forward = (overrides: Partial<LeadRow['forward']>): LeadRow['forward'] => ({
  hook: 'blast',
  status: 'failed',
  attempts: 6,
  lastError: null,
  deliveredAt: null,
  nextAttemptAt: null,
  stalled: false,
  tries: { made: 6, of: 6 },
  ...overrides,
});
const sentence = (overrides: Partial<LeadRow['forward']>) => deliverySentence(deliveryStateOf(forward(overrides)));

describe('a failed try, in the owner\'s words', () => {
  it.each([
    ['fetch failed (ECONNREFUSED)', "your CRM's address refused it", true],
    ['fetch failed (ENOTFOUND)', "your CRM's address could not be found", true],
    ['fetch failed (EAI_AGAIN)', "your CRM's address could not be found", true],
    ['fetch failed (EHOSTUNREACH)', 'your CRM could not be reached', true],
    ['The operation was aborted due to timeout', 'your CRM did not answer in time', false],
    ['fetch failed (UND_ERR_CONNECT_TIMEOUT)', 'your CRM did not answer in time', false],
    ['fetch failed (ECONNRESET)', 'the connection to your CRM broke off', false],
    ['fetch failed (CERT_HAS_EXPIRED)', "your CRM's secure connection could not be checked", true],
    ['HTTP 503 from the hook', 'your CRM had a problem on its side', false],
    ['HTTP 401 from the hook', 'your CRM turned it away as not allowed', true],
    ['HTTP 404 from the hook', "your CRM's address leads nowhere", true],
    ['HTTP 422 from the hook', 'your CRM refused it', false],
    ['HTTP 429 from the hook', 'your CRM asked to slow down', false],
    ['LEAD_HOOK_BLAST is not set: the lead waits until it is (firebase functions:secrets:set LEAD_HOOK_BLAST)', "your CRM's address is not set yet", true],
    ['CUSTOMER_HOOK_URL is not an https address', "your CRM's address does not start with https://", true],
    ['something nobody foresaw', 'your CRM could not be reached', false],
    [null, 'your CRM could not be reached', false],
  ])('%s: %s', (error, words, settings) => {
    expect(failureReason(error)).toEqual({ words, settings });
  });

  it('never repeats a code, a setting name or the raw message', () => {
    for (const error of ['fetch failed (ECONNREFUSED)', 'HTTP 503 from the hook', 'LEAD_HOOK_BLAST is not set', 'fetch failed (ENOTFOUND)']) {
      expect(failureReason(error).words).not.toMatch(/[A-Z_]{4,}|\d{3}|fetch failed/);
    }
  });
});

describe("a delivery's state, in words", () => {
  it('is sent, sending, retrying with the tries of the round of the queue\'s most, stuck, or not delivered and why', () => {
    expect(sentence({ status: 'delivered', attempts: 2, tries: { made: 2, of: 6 } })).toBe('Sent to your CRM');
    expect(sentence({ status: 'pending', attempts: 0, tries: { made: 0, of: 6 } })).toBe('Sending to your CRM');
    expect(sentence({ status: 'pending', attempts: 9, tries: { made: 3, of: 6 }, lastError: 'HTTP 500 from the hook' })).toBe('Retrying (3 of 6)');
    expect(sentence({ status: 'pending', attempts: 3, tries: { made: 3, of: 60 }, stalled: true })).toBe('Stuck: no try is coming, Retry starts again');
    expect(sentence({ lastError: 'fetch failed (ECONNREFUSED)' })).toBe("Not delivered: your CRM's address refused it, see Settings");
    expect(sentence({ lastError: 'HTTP 503 from the hook' })).toBe('Not delivered: your CRM had a problem on its side');
  });

  it('says what the last try of a retrying delivery met, and keeps the raw error, the hook and the tries for the detail', () => {
    const words = deliveryStateOf(forward({ status: 'pending', attempts: 9, tries: { made: 3, of: 6 }, lastError: 'fetch failed (ECONNREFUSED)' }));
    expect(words.lastTry).toBe("Last try: your CRM's address refused it");
    expect(words.detail).toContain('Hook: blast.');
    expect(words.detail).toContain('Tries: 9 in all.');
    expect(words.detail).toContain('Last error: fetch failed (ECONNREFUSED)');
    expect(words.retryable).toBe(false);
    expect(deliveryStateOf(forward({})).retryable).toBe(true);
  });
});
