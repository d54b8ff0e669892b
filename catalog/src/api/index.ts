/**
 * The API, one module per endpoint (the operator's grouped by panel): its method and path, its
 * input schema (zod, which also normalises), and its answer type. The functions parse with the
 * schemas; the web uses the paths and types (its bundles carry no zod: every schema is pure).
 */
import type { Endpoint } from './endpoint';
import { BILLING_PORTAL } from './billing-portal';
import { BOOKING } from './booking';
import { START_CHECKOUT } from './checkout';
import { TRACK_CONVERSION } from './conversion';
import { CAPTURE_LEAD } from './leads';
import { GET_ORDER } from './order';
import { TRACK_PAGE_VIEW } from './page-view';
import { GET_SEATS } from './seats';
import { STRIPE_WEBHOOK } from './stripe-webhook';
import { GET_DAILY, GET_DASHBOARD, GET_DEBUG, GET_FUNNEL, GET_FUNNEL_STEPS, GET_OVERVIEW, GET_SOURCES, RESET_ANALYTICS } from './admin/analytics';
import { LIST_CUSTOMER_EVENTS, RETRY_CUSTOMER_EVENT } from './admin/customer-events';
import { GET_NEEDS_ATTENTION, LIST_CUSTOMERS } from './admin/customers';
import { LEADS_CSV, LIST_LEADS, RETRY_LEAD } from './admin/leads';
import { LIST_LIFECYCLE_SESSIONS, PLAY_LIFECYCLE } from './admin/lifecycle';
import { GET_RECENT_CONVERSIONS } from './admin/recent-conversions';
import { GET_REVENUE } from './admin/revenue';
import { GET_TEST_CONFIG, SIMULATE_PAYMENT } from './admin/test-payments';
import { GET_TODAY, MARK_CONTACTED } from './admin/today';
import { ABANDONED_CSV, CORRECT_PERSON, CUSTOMERS_CSV, ERASE_PERSON, EXPORT_PERSON, FIND_PERSON, LIST_PRIVACY_REQUESTS, OBJECT_PERSON } from './admin/people';
import { GET_SITE_CONTENT, PUBLISH_SITE, REVERT_SITE, SAVE_SITE_DRAFT, UPLOAD_SITE_IMAGE, GET_SITE_IMAGE } from './admin/site-content';

export * from './endpoint';
export * from './fields';
export * from './text';
export * from './seats';
export * from './booking';
export * from './billing-portal';
export * from './page-view';
export * from './conversion';
export * from './leads';
export * from './checkout';
export * from './order';
export * from './stripe-webhook';
export * from './admin/period';
export * from './admin/analytics';
export * from './admin/recent-conversions';
export * from './admin/revenue';
export * from './admin/leads';
export * from './admin/customer-events';
export * from './admin/customers';
export * from './admin/test-payments';
export * from './admin/lifecycle';
export * from './admin/site-content';
export * from './admin/today';
export * from './admin/people';

/** Every endpoint the API mounts: a test holds the Express app to exactly these. */
export const API_ENDPOINTS: readonly Endpoint[] = [
  GET_SEATS,
  BOOKING,
  BILLING_PORTAL,
  TRACK_PAGE_VIEW,
  TRACK_CONVERSION,
  CAPTURE_LEAD,
  START_CHECKOUT,
  GET_ORDER,
  STRIPE_WEBHOOK,
  GET_DASHBOARD,
  GET_OVERVIEW,
  GET_FUNNEL,
  GET_DAILY,
  GET_SOURCES,
  GET_FUNNEL_STEPS,
  GET_DEBUG,
  RESET_ANALYTICS,
  GET_RECENT_CONVERSIONS,
  GET_REVENUE,
  LIST_LEADS,
  LEADS_CSV,
  RETRY_LEAD,
  LIST_CUSTOMER_EVENTS,
  RETRY_CUSTOMER_EVENT,
  LIST_CUSTOMERS,
  GET_NEEDS_ATTENTION,
  GET_TODAY,
  MARK_CONTACTED,
  GET_TEST_CONFIG,
  SIMULATE_PAYMENT,
  LIST_LIFECYCLE_SESSIONS,
  PLAY_LIFECYCLE,
  FIND_PERSON,
  EXPORT_PERSON,
  CORRECT_PERSON,
  ERASE_PERSON,
  OBJECT_PERSON,
  LIST_PRIVACY_REQUESTS,
  CUSTOMERS_CSV,
  ABANDONED_CSV,
  GET_SITE_CONTENT,
  SAVE_SITE_DRAFT,
  PUBLISH_SITE,
  REVERT_SITE,
  UPLOAD_SITE_IMAGE,
  GET_SITE_IMAGE,
];
