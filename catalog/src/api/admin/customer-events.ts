/** The operator's customer events panel: a page of them, Retry for one. */
import { z } from 'zod';
import type { Endpoint } from '../endpoint';
import { STRIPE_EVENT_ID, pageSizeField } from '../fields';
import type { LeadRow } from './leads';

export const LIST_CUSTOMER_EVENTS = { method: 'GET', path: '/api/admin/customer-events' } as const satisfies Endpoint;
/** Starts a new round of delivery for a customer event (202). */
export const RETRY_CUSTOMER_EVENT = { method: 'POST', path: '/api/admin/customer-events/:id/retry' } as const satisfies Endpoint;

/** A person's correction or erasure is told under an id of its own (`person_...`): docs/privacy.md. */
const PERSON_EVENT_ID = /^person_[A-Za-z0-9]{1,200}$/;
const customerEventIdField = () => z.string().refine((id) => STRIPE_EVENT_ID.test(id) || PERSON_EVENT_ID.test(id), 'must be a customer event id (evt_... or person_...)');

/** The retry's path: the customer event's id. */
export const retryCustomerEventParams = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ customerEventIdField() });

/** What the operator's automation hears of a customer (docs/leads.md, "The CRM hears of every customer"). */
export const CUSTOMER_EVENT_KINDS = ['purchase-paid', 'trial-started', 'trial-converted', 'renewal-failed', 'canceled', 'refunded', 'checkout-abandoned', 'person.updated', 'person.erased'] as const;
export type CustomerEventKind = (typeof CUSTOMER_EVENT_KINDS)[number];

/** A customer event as the operator's panel shows it, with its delivery to CUSTOMER_HOOK_URL. */
export interface CustomerEventRow {
  /** The Stripe event's id: one customer event a Stripe event. */
  id: string;
  kind: CustomerEventKind;
  occurredAt: string;
  name: string | null;
  email: string | null;
  plan: string;
  amountCents: number;
  nextDate: string | null;
  test: boolean;
  forward: LeadRow['forward'];
}

export interface CustomerEventsPage {
  events: CustomerEventRow[];
  nextCursor: string | null;
}

export interface RetryCustomerEventAnswer {
  ok: true;
  event: CustomerEventRow;
}

/** GET /api/admin/customer-events?limit=&after= */
export const customerEventsQuery = /* @__PURE__ */ z
  .object({
    limit: pageSizeField(),
    after: customerEventIdField().optional(),
  })
  .strict();

export type CustomerEventsQuery = z.input<typeof customerEventsQuery>;
