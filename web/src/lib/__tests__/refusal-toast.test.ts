import { SNAPSHOT_ERROR } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { refusalToast } from '../refusal-toast';

describe('a refusal says what the server said', () => {
  it("the rate limit's wait, in seconds, under the form's own title", () => {
    const err = new ApiError(429, 'Too many requests: at most 5 a minute. Try again in 5 s.');
    expect(refusalToast(err, SNAPSHOT_ERROR)).toMatchObject({ title: 'Error', description: 'Too many requests: at most 5 a minute. Try again in 5 s.', variant: 'destructive' });
  });

  it('a refusal naming its field, without the field', () => {
    const err = new ApiError(409, 'setupWaived: The promo has ended: the done-for-you setup costs $100.', 'setupWaived');
    expect(refusalToast(err, SNAPSHOT_ERROR)?.description).toBe('The promo has ended: the done-for-you setup costs $100.');
  });

  it('nothing for what the visitor cannot act on: a server failure, an answer without a message, a network error', () => {
    expect(refusalToast(new ApiError(500, 'boom'), SNAPSHOT_ERROR)).toBeUndefined();
    expect(refusalToast(new ApiError(429, '429: Too Many Requests'), SNAPSHOT_ERROR)).toBeUndefined();
    expect(refusalToast(new TypeError('Failed to fetch'), SNAPSHOT_ERROR)).toBeUndefined();
  });
});
