/**
 * A person's data on request (docs/privacy.md): everything stored about one email (or phone),
 * its export, correcting the name and phone, erasing it, objecting to marketing, the log of
 * these requests, and the CSV exports an owner opens, in the owner's time zone.
 */
import { z } from 'zod';
import type { Endpoint } from '../endpoint';
import { emailField, nameField, pageSizeField } from '../fields';

/**
 * Finding and exporting a person are POSTs: the email or phone travels in the body, never in the
 * address, which request logs (Hosting's, Cloud Run's, a proxy's) keep.
 */
export const FIND_PERSON = { method: 'POST', path: '/api/admin/people' } as const satisfies Endpoint;
export const EXPORT_PERSON = { method: 'POST', path: '/api/admin/people/export' } as const satisfies Endpoint;
export const CORRECT_PERSON = { method: 'POST', path: '/api/admin/people/correct' } as const satisfies Endpoint;
export const ERASE_PERSON = { method: 'POST', path: '/api/admin/people/erase' } as const satisfies Endpoint;
export const OBJECT_PERSON = { method: 'POST', path: '/api/admin/people/no-marketing' } as const satisfies Endpoint;
export const LIST_PRIVACY_REQUESTS = { method: 'GET', path: '/api/admin/people/requests' } as const satisfies Endpoint;
export const CUSTOMERS_CSV = { method: 'GET', path: '/api/admin/customers.csv' } as const satisfies Endpoint;
export const ABANDONED_CSV = { method: 'GET', path: '/api/admin/abandoned-checkouts.csv' } as const satisfies Endpoint;

/** A phone as searched: trimmed, 3 to 40 characters. */
const searchedPhone = () => z.string().trim().min(3, 'at least 3 characters').max(40, 'at most 40 characters');

/** POST /api/admin/people `{ email }` or `{ phone }`: one of the two. */
export const findPersonInput = /* @__PURE__ */ z
  .object({ email: emailField().optional(), phone: searchedPhone().optional() })
  .strict()
  .superRefine((query, ctx) => {
    if ((query.email === undefined) === (query.phone === undefined)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'give an email or a phone, one of the two' });
  });

/** POST /api/admin/people/export `{ email }` */
export const personEmailInput = /* @__PURE__ */ z.object({ email: emailField() }).strict();

/** POST /api/admin/people/correct: the new name and/or phone (an empty phone removes it). */
export const correctPersonInput = /* @__PURE__ */ z
  .object({ email: emailField(), name: nameField().optional(), phone: z.string().trim().max(40, 'at most 40 characters').optional() })
  .strict()
  .superRefine((input, ctx) => {
    if (input.name === undefined && input.phone === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'give a name or a phone to correct' });
  });

/** POST /api/admin/people/erase: the email, typed twice (the second time as the confirmation). */
export const erasePersonInput = /* @__PURE__ */ z
  .object({ email: emailField(), confirm: z.string().trim().toLowerCase() })
  .strict()
  .superRefine((input, ctx) => {
    if (input.confirm !== input.email) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'must be the email, typed again' });
  });

/** POST /api/admin/people/no-marketing: set (or lift) the objection. */
export const objectPersonInput = /* @__PURE__ */ z.object({ email: emailField(), noMarketing: z.boolean().default(true) }).strict();

/** GET /api/admin/people/requests?limit= */
export const privacyRequestsQuery = /* @__PURE__ */ z.object({ limit: pageSizeField() }).strict();

/** An IANA time zone the runtime knows (`Europe/Berlin`); UTC when not given. */
export const timeZoneField = () =>
  z
    .string()
    .max(64, 'at most 64 characters')
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as Europe/Berlin')
    .default('UTC');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** GET /api/admin/customers.csv?tz=, /api/admin/abandoned-checkouts.csv?tz= */
export const csvZoneQuery = /* @__PURE__ */ z.object({ tz: timeZoneField() }).strict();

/** The kinds of record that name a person, in the order they are shown. */
export const PERSON_RECORD_KINDS = ['leads', 'conversions', 'checkouts', 'abandonedCheckouts', 'customerEvents', 'subscriptions'] as const;
export type PersonRecordKind = (typeof PERSON_RECORD_KINDS)[number];

/** A stored record as it is shown and exported: its id, its date, its fields (times as ISO 8601, UTC). */
export interface PersonRecord {
  id: string;
  at: string | null;
  fields: Record<string, unknown>;
}

/** Everything stored about one person (docs/privacy.md, "The export"). */
export interface PersonData {
  format: 'blast-crm.person/1';
  /** What was searched for. */
  query: { email?: string; phone?: string };
  /** The emails and phones the records name. */
  emails: string[];
  phones: string[];
  /** The person asked for no marketing, since then. */
  noMarketing: { since: string } | null;
  records: Record<PersonRecordKind, PersonRecord[]>;
  /** Stripe's customers of these records: Stripe keeps its own copy (its dashboard erases it). */
  stripeCustomers: string[];
  /** What is not searched, and why. */
  notes: string[];
  generatedAt: string;
}

export type PrivacyAction = 'find' | 'export' | 'correct' | 'erase' | 'no-marketing';

/** One request handled, as the log keeps it. */
export interface PrivacyRequestRow {
  id: string;
  action: PrivacyAction;
  at: string;
  by: string | null;
  /** What was asked about; gone (null) once the person was erased: then only `subjectHash` is kept. */
  subject: { email?: string; phone?: string } | null;
  /** SHA-256 of the lowercased email (or the phone as searched): ties requests of one person together. */
  subjectHash: string;
  /** What was done: records per kind, and anything else to say. */
  outcome: Record<string, unknown>;
}

export interface PrivacyRequestsPage {
  requests: PrivacyRequestRow[];
}

export interface CorrectAnswer {
  ok: true;
  changed: Partial<Record<PersonRecordKind, number>>;
}

export interface EraseAnswer {
  ok: true;
  erased: Partial<Record<PersonRecordKind, number>>;
  /** Stripe's customers to erase in Stripe's dashboard: the site does not delete them at Stripe. */
  stripeCustomers: string[];
  requestId: string;
}

export interface ObjectAnswer {
  ok: true;
  noMarketing: { since: string } | null;
}

/**
 * A moment as a spreadsheet reads it, in a time zone with its offset: `2026-11-28T16:19:24+01:00`
 * (UTC's offset is `+00:00`).
 */
export function zonedTime(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offsetMinutes = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
