/** The operator's leads table: a page of the leads a filter keeps, their CSV, Retry for one. */
import { z } from 'zod';
import type { DateRange } from '../../periods';
import type { Endpoint } from '../endpoint';
import type { FollowUp } from './today';
import { checkedPeriod, documentIdField, pageSizeField, periodFields } from '../fields';
import { timeZoneField } from './people';

export const LIST_LEADS = { method: 'GET', path: '/api/admin/leads' } as const satisfies Endpoint;
export const LEADS_CSV = { method: 'GET', path: '/api/admin/leads.csv' } as const satisfies Endpoint;
/** Starts a new round of delivery for a lead (202). */
export const RETRY_LEAD = { method: 'POST', path: '/api/admin/leads/:id/retry' } as const satisfies Endpoint;

/** The retry's path: the lead's id. */
export const retryLeadParams = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ documentIdField('a lead id') });

export type ForwardStatus = 'pending' | 'delivered' | 'failed';

/** A lead as the operator's table shows it: never the visitor hash. */
export interface LeadRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  plan: string;
  intent: string;
  source: string;
  /** The campaign parameters the lead came with (utm_source, ...). */
  utm: Record<string, string>;
  /** Sent by a known crawler or tool (its User-Agent): marked, and off Today. */
  crawler?: boolean;
  /** The first purchase paid with this email after the lead came in (a trial started is one, marked), or null. */
  bought: { plan: string; trial: boolean; at: string } | null;
  /** The operator's "Contacted" marks of this email (Today), newest first. */
  contacted?: FollowUp[];
  forward: {
    hook: string;
    status: ForwardStatus;
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
    nextAttemptAt: string | null;
    /** Pending, but no try is under way or coming: the operator's Retry starts a new round. */
    stalled: boolean;
    /** The tries of the current round (a Retry starts a new one): made, and the queue's most. */
    tries: { made: number; of: number };
  };
}

export interface LeadsPage {
  leads: LeadRow[];
  /** Every lead the filter keeps; null when a search or stalled/pending narrowed them (unknown without reading them all). */
  total: number | null;
  nextCursor: string | null;
}

export interface RetryLeadAnswer {
  ok: true;
  lead: LeadRow;
}

/** The delivery states the leads table filters on: stalled is a pending lead no try will end. */
export const LEAD_STATUS_FILTERS = ['pending', 'stalled', 'delivered', 'failed'] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];

/** What the leads table narrows to; an empty field is no filter. */
const leadFilterFields = () => ({
  q: z.string().trim().max(200, 'at most 200 characters').optional(),
  intent: z.string().max(200, 'at most 200 characters').optional(),
  source: z.string().max(200, 'at most 200 characters').optional(),
  status: z.union([z.literal(''), z.enum(LEAD_STATUS_FILTERS)]).optional(),
  // Received in the period, when one is given; else every lead.
  ...periodFields(),
});

/** The filter a leads query asks for, empty fields left out. */
export interface LeadFilter {
  q?: string;
  intent?: string;
  source?: string;
  status?: LeadStatusFilter;
  /** Received in these days (UTC), both included. */
  range?: DateRange;
}

type LeadFilterFields = { from?: string; to?: string; q?: string; intent?: string; source?: string; status?: LeadStatusFilter | '' };

/** Empty fields are no filter, and a period is checked as the dashboard's. */
function leadFilterOf({ from, to, ...fields }: LeadFilterFields, ctx: z.RefinementCtx): LeadFilter {
  const filter = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined)) as LeadFilter;
  return from !== undefined || to !== undefined ? { ...filter, range: checkedPeriod({ from, to }, ctx) } : filter;
}

/** GET /api/admin/leads?limit=&after=&q=&intent=&source=&status=&from=&to= */
export const leadsQuery = /* @__PURE__ */ z
  .object({
    limit: pageSizeField(),
    after: documentIdField('a lead id').optional(),
    ...leadFilterFields(),
  })
  .strict()
  .transform(({ limit, after, ...fields }, ctx) => ({ limit, after, filter: leadFilterOf(fields, ctx) }));

/** GET /api/admin/leads.csv: the same filter, every lead it keeps, its times in the time zone `tz` (UTC when not given). */
export const leadsCsvQuery = /* @__PURE__ */ z
  .object({ ...leadFilterFields(), tz: timeZoneField() })
  .strict()
  .transform(({ tz, ...fields }, ctx) => ({ filter: leadFilterOf(fields, ctx), tz }));
