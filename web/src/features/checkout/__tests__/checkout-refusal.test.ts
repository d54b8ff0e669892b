import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { foundersRefusalToast } from '../checkout-refusal';

describe('a founders checkout refused', () => {
  it('shows the server’s own sentence: seats held and when, or sold out (409)', () => {
    const held = new ApiError(409, 'foundersRate: Every founders seat left is held in a checkout not yet paid. ... in about 25 minutes (by 14:25 UTC).', 'foundersRate');
    expect(foundersRefusalToast(held)).toMatchObject({ title: 'No founders seat free right now', description: 'Every founders seat left is held in a checkout not yet paid. ... in about 25 minutes (by 14:25 UTC).', variant: 'destructive' });
  });

  it('shows the connection’s limit (429)', () => {
    const full = new ApiError(429, 'foundersRate: This connection already holds 3 founders seats in open checkouts.', 'foundersRate');
    expect(foundersRefusalToast(full)).toMatchObject({ title: 'Founders checkouts already open', description: 'This connection already holds 3 founders seats in open checkouts.' });
  });

  it('leaves every other failure to the generic toast', () => {
    expect(foundersRefusalToast(new ApiError(502, 'provider down'))).toBeUndefined();
    expect(foundersRefusalToast(new ApiError(429, 'Too many requests: at most 10 a minute.'))).toBeUndefined();
    expect(foundersRefusalToast(new Error('offline'))).toBeUndefined();
  });
});
