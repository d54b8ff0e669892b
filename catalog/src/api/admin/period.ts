import { z } from 'zod';
import { checkedPeriod, periodFields } from '../fields';

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both included and optional: the period (the last 30 days by default), at most 400 days, none after today. */
export const periodQuery = /* @__PURE__ */ z.object(periodFields()).strict().transform(checkedPeriod);

/**
 * The same on another day's calendar: the period as it would be asked on `today` (the functions
 * emulator's pinned clock for the dashboard's tests, functions/src/http/test-clock.ts).
 */
export const periodQueryOn = (today: string) => z.object(periodFields()).strict().transform((asked, ctx) => checkedPeriod(asked, ctx, today));
