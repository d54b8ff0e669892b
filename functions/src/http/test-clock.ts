/**
 * The clock the dashboard's period computation reads, the day a page view, a conversion or a
 * checkout counts on (and a founders hold is indexed by), and the moment of a Reset: the real
 * one, except in the functions emulator, where a test may pin it with the `X-Test-Now` header (an
 * ISO day or instant, UTC), so that which months are folded, which are still inside the 3-day
 * grace, how a period covers them (domain/analytics/analytics-window.ts) and which side of
 * midnight a visit falls on do not change with the calendar. A founders hold's expiry stays on the
 * real clock (Stripe's). Production never reads the header (IS_LOCAL is FUNCTIONS_EMULATOR ===
 * 'true', set by the emulator alone).
 */
import type { Request } from 'express';
import { IS_LOCAL } from '../config';
import { HttpError } from './errors';

export const TEST_CLOCK_HEADER = 'x-test-now';

const ISO_DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;

/**
 * Now, as the request's period is computed: Date.now(), or in the emulator the instant the
 * request pins (a day alone is its noon, UTC). A pinned clock that does not read is a 400 naming the header.
 */
export function requestNow(req: Pick<Request, 'headers'>, emulator = IS_LOCAL): number {
  const pinned = req.headers[TEST_CLOCK_HEADER];
  if (!emulator || pinned === undefined) return Date.now();
  const value = Array.isArray(pinned) ? pinned[0] : pinned;
  const ms = ISO_DAY_OR_INSTANT.test(value) ? Date.parse(value.length === 10 ? `${value}T12:00:00Z` : value) : Number.NaN;
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== value.slice(0, 10)) {
    throw new HttpError(400, `${TEST_CLOCK_HEADER} must be a day YYYY-MM-DD or an instant YYYY-MM-DDTHH:MM:SSZ`, TEST_CLOCK_HEADER);
  }
  return ms;
}
