import { z } from 'zod';
import { checkedPeriod, periodFields } from '../fields';

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both included and optional: the period (the last 30 days by default), at most 400 days, none after today. */
export const periodQuery = /* @__PURE__ */ z.object(periodFields()).strict().transform(checkedPeriod);

export type PeriodQuery = z.input<typeof periodQuery>;
