import { Timestamp } from 'firebase-admin/firestore';
import { TEST_LEAD_INTENT } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { LEAD_DELIVERY, LEAD_RETRY_POLICIES } from '../config';
import { isStalled, payloadOf, retryDelaySeconds } from '../domain/leads/lead-delivery';
import type { LeadDocument } from '../store/documents';

describe('the wait before the queue tries a lead again', () => {
  it('follows Cloud Tasks: doubling maxDoublings times, then growing linearly, capped', () => {
    // Cloud Tasks' own example: min 10 s, max 300 s, 3 doublings.
    const policy = { minBackoffSeconds: 10, maxBackoffSeconds: 300, maxDoublings: 3 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => retryDelaySeconds(failures, policy))).toEqual([10, 20, 40, 80, 160, 240, 300, 300]);
  });

  const waitsOf = (policy: (typeof LEAD_RETRY_POLICIES)[keyof typeof LEAD_RETRY_POLICIES]) =>
    Array.from({ length: policy.maxAttempts - 1 }, (_, i) => retryDelaySeconds(i + 1, policy));

  it('in production keeps trying for at least 48 hours, from a few seconds, doubling, capped at an hour', () => {
    const policy = LEAD_RETRY_POLICIES.production;
    const waits = waitsOf(policy);
    expect(waits[0]).toBe(policy.minBackoffSeconds);
    expect(policy.minBackoffSeconds).toBeLessThanOrEqual(10);
    expect(waits[1]).toBe(2 * waits[0]);
    expect(Math.max(...waits)).toBe(3600);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThanOrEqual(48 * 3600);
    expect(LEAD_DELIVERY.retry).toEqual(policy); // outside the emulator
  });

  it('locally tries a second apart, so that a lead whose hook is down is failed within seconds', () => {
    const policy = LEAD_RETRY_POLICIES.local;
    const waits = waitsOf(policy);
    expect(waits).toEqual([1, 1, 1, 1, 1]);
    // Room for a hook that comes up after the first failure and answers 503 once, then 200.
    expect(policy.maxAttempts).toBeGreaterThanOrEqual(3);
    expect(waits[0]).toBeGreaterThanOrEqual(1);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(5);
  });

  it('never waits longer than the cap, however many failures', () => {
    for (const failures of [61, 1_000, 1_000_000]) expect(retryDelaySeconds(failures)).toBe(LEAD_DELIVERY.retry.maxBackoffSeconds);
  });
});

describe('the queue\'s last try', () => {
  it('can wait out two leases of other tries and still post within the task\'s timeout', () => {
    const { leaseMs, lastTryWaitMs, timeoutMs, taskTimeoutSeconds } = LEAD_DELIVERY;
    expect(leaseMs).toBeGreaterThan(timeoutMs);
    expect(lastTryWaitMs).toBeGreaterThanOrEqual(2 * leaseMs);
    expect(lastTryWaitMs + timeoutMs + 10_000).toBeLessThanOrEqual(taskTimeoutSeconds * 1000);
  });
});

describe('a stalled lead: pending, with no try under way or coming', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (ms: number) => Timestamp.fromMillis(now - ms);
  const after = LEAD_DELIVERY.stalledAfterMs;
  const stored = ago(10 * after);
  const pending = { hook: 'blast', status: 'pending', attempts: 0, round: 0 } as const;

  it('is one whose due try is overdue by more than stalledAfterMs, counted from the next try, the round\'s start or the lead', () => {
    expect(isStalled(pending, stored, now)).toBe(true); // never tried: due since it was stored
    expect(isStalled(pending, ago(after - 1_000), now)).toBe(false);
    expect(isStalled({ ...pending, attempts: 3, nextAttemptAt: ago(after + 1_000) }, stored, now)).toBe(true);
    expect(isStalled({ ...pending, attempts: 3, nextAttemptAt: ago(after - 1_000) }, stored, now)).toBe(false);
    // A new round (the operator's Retry) is due from its own start, not from the lead's.
    expect(isStalled({ ...pending, round: 1, roundStartedAt: ago(1_000) }, stored, now)).toBe(false);
    expect(isStalled({ ...pending, round: 1, roundStartedAt: ago(after + 1_000) }, stored, now)).toBe(true);
  });

  it('is never one that a try holds, nor one that is delivered or failed', () => {
    expect(isStalled({ ...pending, leaseUntil: Timestamp.fromMillis(now + 1_000) }, stored, now)).toBe(false);
    expect(isStalled({ ...pending, leaseUntil: ago(1_000) }, stored, now)).toBe(true); // a lease its holder died with
    expect(isStalled({ ...pending, status: 'delivered' }, stored, now)).toBe(false);
    expect(isStalled({ ...pending, status: 'failed' }, stored, now)).toBe(false);
  });

  it('waits in production past a task\'s timeout and the last try\'s wait for a lease, so a lead being tried is never called stalled', () => {
    expect(after).toBeGreaterThan(LEAD_DELIVERY.taskTimeoutSeconds * 1000 + LEAD_DELIVERY.leaseMs);
    expect(after).toBeLessThanOrEqual(30 * 60_000);
  });
});

describe('what a hook receives', () => {
  const lead = (intent: string, hook: LeadDocument['forward']['hook']): LeadDocument => ({
    name: 'Lena',
    email: 'lena@example.com',
    plan: 'unknown',
    intent,
    source: '/free-lender-snapshot',
    utm_source: 'fb',
    visitor: 'hash',
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 23, 12)),
    forward: { hook, status: 'pending', attempts: 0, round: 0 },
  });

  it('a snapshot lead carries first_name, its kind, and says it is no test', () => {
    expect(payloadOf('L1', lead('lender-snapshot', 'snapshot'))).toEqual({
      id: 'L1',
      kind: 'snapshot',
      test: false,
      name: 'Lena',
      first_name: 'Lena',
      email: 'lena@example.com',
      plan: 'unknown',
      intent: 'lender-snapshot',
      source: '/free-lender-snapshot',
      utm_source: 'fb',
      timestamp: '2026-11-23T12:00:00.000Z',
    });
  });

  it('the purchase testing page\'s lead says test: true; other kinds carry no first_name', () => {
    const payload = payloadOf('L2', lead(TEST_LEAD_INTENT, 'blast'));
    expect(payload).toMatchObject({ kind: 'blast', test: true, name: 'Lena' });
    expect(payload).not.toHaveProperty('first_name');
    expect(payload).not.toHaveProperty('visitor');
    expect(payload).not.toHaveProperty('forward');
  });
});
