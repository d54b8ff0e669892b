/**
 * The operator's Today: the people to act on now, ordered by money at stake, and the "Contacted"
 * mark that takes one off the list (docs/operator.md). The rows come from the same reads as Needs
 * attention and the leads; a mark is kept in `followUps`, keyed by the row.
 */
import { z } from 'zod';
import type { Endpoint } from '../endpoint';

/** GET /api/admin/today: the rows waiting, most money at stake first. */
export const GET_TODAY = { method: 'GET', path: '/api/admin/today' } as const satisfies Endpoint;
/** POST /api/admin/today/contacted {key, note}: marks a row handled, with who and when. */
export const MARK_CONTACTED = { method: 'POST', path: '/api/admin/today/contacted' } as const satisfies Endpoint;

/** What happened, in the order a tie in money is broken. */
export const TODAY_KINDS = ['trial-ending', 'renewal-failed', 'abandoned', 'new-lead', 'canceling'] as const;
export type TodayKind = (typeof TODAY_KINDS)[number];

/** A trial ending within this many days is on Today. */
export const TODAY_TRIAL_DAYS = 3;
/** A lead received within this many days, and not yet contacted, is on Today. */
export const TODAY_LEAD_DAYS = 14;
/** A checkout abandoned within this many days is on Today. */
export const TODAY_ABANDONED_DAYS = 14;
/** The longest note kept with a "Contacted" mark. */
export const FOLLOW_UP_NOTE_MAX = 500;

/** A row's key: its kind and the id of the record it is about (a subscription, a checkout session, a lead). */
const TODAY_ROW_KEY = /^(trial-ending|renewal-failed|abandoned|new-lead|canceling):([A-Za-z0-9_-]{1,200})$/;

/** The kind and record id of a row key, or undefined. */
export function parseTodayKey(key: string): { kind: TodayKind; id: string } | undefined {
  const match = TODAY_ROW_KEY.exec(key);
  return match ? { kind: match[1] as TodayKind, id: match[2] } : undefined;
}

export interface TodayRow {
  key: string;
  kind: TodayKind;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** When it happened (a failed renewal, an abandoned checkout, a lead) or happens (a trial's end, a cancellation), ISO. */
  at: string;
  plan: string;
  /** The money at stake, in cents: the monthly price (a subscription, a plan asked about) or the checkout's amount. */
  amountCents: number;
  /** Stripe's link that reopens an abandoned checkout, only where the buyer agreed to follow-up emails. */
  recoveryUrl: string | null;
  /** What a lead asked for, or where it came from. */
  detail: string | null;
}

export interface TodayList {
  rows: TodayRow[];
  /** More are waiting than Today lists (a kind past its cap): the Leads and Customers views hold the rest. */
  more: boolean;
}

/** A "Contacted" mark: the row it handled, the note, who (the operator's email) and when (the server's time). */
export interface FollowUp {
  key: string;
  kind: TodayKind;
  note: string;
  by: string | null;
  at: string;
}

export interface MarkContactedAnswer {
  ok: true;
  followUp: FollowUp;
}

export const markContactedInput = /* @__PURE__ */ z
  .object({
    key: z.string().max(220, 'at most 220 characters').regex(TODAY_ROW_KEY, 'must be a row of Today'),
    note: z.string().trim().max(FOLLOW_UP_NOTE_MAX, `at most ${FOLLOW_UP_NOTE_MAX} characters`).default(''),
  })
  .strict();

export type MarkContactedInput = z.input<typeof markContactedInput>;
