import {
  GET_DAILY,
  dayOfMs,
  GET_NEEDS_ATTENTION,
  LIST_CUSTOMERS,
  customersQuery,
  type CustomersPage,
  type NeedsAttention,
  GET_DASHBOARD,
  GET_DEBUG,
  GET_FUNNEL,
  GET_FUNNEL_STEPS,
  GET_OVERVIEW,
  GET_RECENT_CONVERSIONS,
  GET_REVENUE,
  GET_SOURCES,
  GET_TEST_CONFIG,
  LEADS_CSV,
  LIST_CUSTOMER_EVENTS,
  LIST_LEADS,
  LIST_LIFECYCLE_SESSIONS,
  PLAY_LIFECYCLE,
  RESET_ANALYTICS,
  RETRY_CUSTOMER_EVENT,
  RETRY_LEAD,
  SIMULATE_PAYMENT,
  customerEventsQuery,
  leadsCsvQuery,
  leadsQuery,
  lifecycleInput,
  periodQueryOn,
  retryCustomerEventParams,
  retryLeadParams,
  simulationInput,
  type CustomerEventsPage,
  type LeadsPage,
  type LifecycleAnswer,
  type ResetAnswer,
  type RetryCustomerEventAnswer,
  type RetryLeadAnswer,
  type SimulationAnswer,
  GET_SITE_CONTENT,
  PUBLISH_SITE,
  REVERT_SITE,
  SAVE_SITE_DRAFT,
  UPLOAD_SITE_IMAGE,
  GET_SITE_IMAGE,
  siteImageParams,
  publishSiteInput,
  revertSiteParams,
  saveSiteDraftInput,
  type SiteActor,
  type SiteContentState,
  type SiteDraft,
  type SiteImage,
  type SitePublished,
  GET_TODAY,
  MARK_CONTACTED,
  markContactedInput,
  type MarkContactedAnswer,
  type TodayList,
  ABANDONED_CSV,
  CORRECT_PERSON,
  CUSTOMERS_CSV,
  ERASE_PERSON,
  EXPORT_PERSON,
  FIND_PERSON,
  LIST_PRIVACY_REQUESTS,
  OBJECT_PERSON,
  correctPersonInput,
  csvZoneQuery,
  erasePersonInput,
  findPersonInput,
  objectPersonInput,
  personEmailInput,
  privacyRequestsQuery,
  type CorrectAnswer,
  type EraseAnswer,
  type ObjectAnswer,
  type PersonData,
} from '@blast/catalog';
import { Router, type Request, type Response } from 'express';
import { daily, dashboard, debugInfo, funnel, funnelSteps, overview, recentConversions, resetAnalytics, sources } from '../domain/analytics/analytics-report';
import { leadsCsv, listLeads, retryLead } from '../domain/leads/lead-admin';
import { listCustomerEvents, retryCustomerEvent } from '../domain/money/events/customer-delivery';
import { revenue } from '../domain/money/revenue/revenue-report';
import { listCustomersWithMarks, needsAttention } from '../domain/money/customers';
import { saltCacheSize } from '../domain/analytics/visitor';
import { requireAdmin } from '../http/admin-auth';
import { addressReading } from '../http/client';
import { HttpError } from '../http/errors';
import { mount, route } from '../http/mount';
import { requestNow } from '../http/test-clock';
import { parseInput } from '../http/validate';
import { lifecycleSessions, playLifecycle } from '../domain/money/test-lifecycle';
import { configurationStatus, simulatePayment } from '../domain/money/test-payments';
import { publishSiteDraft, revertSiteContent, saveSiteDraft, siteContentState } from '../domain/site/site-content';
import { readSiteImage, storeSiteImage } from '../domain/site/site-images';
import { markContactedOnce } from '../domain/followups/follow-ups';
import { todayList } from '../domain/followups/today';
import { abandonedCheckoutsCsv, customersCsv } from '../domain/people/csv-exports';
import { correctPerson, erasePerson, objectToMarketing } from '../domain/people/person-changes';
import { countsOf, personData } from '../domain/people/person-records';
import { listRequests, logRequest } from '../domain/people/privacy-log';

/** /api/admin/**: every route, known or not, behind requireAdmin first. */
export const adminRoutes = Router();

adminRoutes.use('/api/admin', requireAdmin);

/** The period asked, on the request's clock (the real one; in the emulator, the one a test pins). */
const periodIn = (req: Request) => parseInput(periodQueryOn(dayOfMs(requestNow(req))), req.query);

/**
 * A figures endpoint over the rollups' window: its period and its clock (the real one; in the
 * emulator, the one a test pins: http/test-clock.ts).
 */
const windowAsked = (req: Request) => {
  const now = requestNow(req);
  return [parseInput(periodQueryOn(dayOfMs(now)), req.query), now] as const;
};

/** The operator who made the request (requireAdmin has let it through). */
const actorOf = (req: Request): SiteActor => ({ uid: req.admin!.uid, email: req.admin!.email ?? null });

/** A CSV answer, downloaded as `blast-<name>-<day>.csv`. */
const sendCsv = (res: Response, name: string, csv: string) => {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="blast-${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  res.send(csv);
};

mount(adminRoutes, [
  route({
    endpoint: GET_DASHBOARD,
    respond: async ({ req }, res) => {
      const { figures, reads } = await dashboard(...windowAsked(req));
      // What the refresh cost in Firestore documents: bench:dashboard reports it.
      res.setHeader('X-Firestore-Reads', String(reads));
      res.json(figures);
    },
  }),
  route({ endpoint: GET_OVERVIEW, answer: ({ req }) => overview(...windowAsked(req)) }),
  route({ endpoint: GET_FUNNEL, answer: ({ req }) => funnel(...windowAsked(req)) }),
  // Without a period, the newest of all (SPEC's list); with one, the newest of the period.
  route({ endpoint: GET_RECENT_CONVERSIONS, answer: ({ req }) => recentConversions(Object.keys(req.query).length > 0 ? periodIn(req) : undefined) }),
  // With the address the API read for the operator's own request: how to check CLIENT_IP_SOURCE.
  route({ endpoint: GET_DEBUG, answer: async ({ req }) => ({ ...(await debugInfo(saltCacheSize())), client: addressReading(req) }) }),
  route({ endpoint: GET_DAILY, answer: ({ req }) => daily(...windowAsked(req)) }),
  route({ endpoint: GET_SOURCES, answer: ({ req }) => sources(...windowAsked(req)) }),
  route({ endpoint: GET_FUNNEL_STEPS, answer: ({ req }) => funnelSteps(...windowAsked(req)) }),
  route({ endpoint: GET_REVENUE, answer: ({ req }) => revenue(periodIn(req)) }),
  route({ endpoint: GET_TEST_CONFIG, answer: () => configurationStatus() }),
  route({ endpoint: RESET_ANALYTICS, answer: async ({ req }): Promise<ResetAnswer> => ({ ok: true, deleted: await resetAnalytics(requestNow(req)) }) }),

  route({ endpoint: LIST_LEADS, input: leadsQuery, answer: ({ input: { limit, after, filter } }): Promise<LeadsPage> => listLeads(limit, after, filter) }),
  route({ endpoint: LEADS_CSV, input: leadsCsvQuery, respond: async ({ input: { filter, tz } }, res) => sendCsv(res, 'leads', await leadsCsv(filter, tz)) }),
  route({ endpoint: RETRY_LEAD, input: retryLeadParams, status: 202, answer: async ({ input }): Promise<RetryLeadAnswer> => ({ ok: true, lead: await retryLead(input.id) }) }),
  route({ endpoint: LIST_CUSTOMER_EVENTS, input: customerEventsQuery, answer: ({ input: { limit, after } }): Promise<CustomerEventsPage> => listCustomerEvents(limit, after) }),
  route({
    endpoint: RETRY_CUSTOMER_EVENT,
    input: retryCustomerEventParams,
    status: 202,
    answer: async ({ input }): Promise<RetryCustomerEventAnswer> => ({ ok: true, event: await retryCustomerEvent(input.id) }),
  }),
  route({ endpoint: LIST_CUSTOMERS, input: customersQuery, answer: ({ input: { limit, after, state } }): Promise<CustomersPage> => listCustomersWithMarks(limit, after, state) }),
  route({ endpoint: GET_NEEDS_ATTENTION, answer: ({ req }): Promise<NeedsAttention> => needsAttention(periodIn(req)) }),

  route({ endpoint: GET_TODAY, answer: ({ req }): Promise<TodayList> => todayList(requestNow(req)) }),
  route({
    endpoint: MARK_CONTACTED,
    input: markContactedInput,
    status: 201,
    answer: async ({ req, input: { key, note } }): Promise<MarkContactedAnswer> => ({ ok: true, followUp: await markContactedOnce(key, note, actorOf(req)) }),
  }),

  // The simulated event is posted to the site's own webhook, on SITE_URL.
  route({ endpoint: SIMULATE_PAYMENT, settings: ['SITE_URL'], input: simulationInput, answer: ({ input }): Promise<SimulationAnswer> => simulatePayment(input) }),
  route({ endpoint: LIST_LIFECYCLE_SESSIONS, answer: () => lifecycleSessions() }),
  route({ endpoint: PLAY_LIFECYCLE, input: lifecycleInput, answer: ({ input: { sessionId, action, amountCents } }): Promise<LifecycleAnswer> => playLifecycle(sessionId, action, amountCents) }),

  route({ endpoint: GET_SITE_CONTENT, answer: (): Promise<SiteContentState> => siteContentState() }),
  route({ endpoint: SAVE_SITE_DRAFT, input: saveSiteDraftInput, answer: ({ req, input: { content, revision } }): Promise<SiteDraft> => saveSiteDraft(content, revision, actorOf(req)) }),
  route({ endpoint: PUBLISH_SITE, input: publishSiteInput, status: 201, answer: ({ req, input }): Promise<SitePublished> => publishSiteDraft(input.revision, actorOf(req)) }),
  route({ endpoint: REVERT_SITE, input: revertSiteParams, status: 201, answer: ({ req, input }): Promise<SitePublished> => revertSiteContent(input.id, actorOf(req)) }),
  route({
    endpoint: GET_SITE_IMAGE,
    input: siteImageParams,
    respond: async ({ input: { file } }, res) => {
      const image = await readSiteImage(file);
      if (!image) throw new HttpError(404, `No uploaded image ${file}`, 'file');
      res.set({ 'content-type': image.contentType, 'cache-control': 'private, max-age=3600' }).send(image.bytes);
    },
  }),

  // A person's data on request (docs/privacy.md): find, export, correct, erase, no marketing, the log; CSV exports.
  route({
    endpoint: FIND_PERSON,
    input: findPersonInput,
    answer: async ({ req, input }): Promise<PersonData> => {
      const key = input.email !== undefined ? { email: input.email } : { phone: input.phone! };
      const now = requestNow(req);
      const { data, found } = await personData(key, now);
      await logRequest({ action: 'find', by: actorOf(req), key, person: found, outcome: { found: countsOf(found) }, at: now });
      return data;
    },
  }),
  route({
    endpoint: EXPORT_PERSON,
    input: personEmailInput,
    respond: async ({ req, input: { email } }, res: Response<PersonData>) => {
      // One moment for the data, its log line and the file's date (which a second read could put on the next day).
      const now = requestNow(req);
      const { data, found } = await personData({ email }, now);
      await logRequest({ action: 'export', by: actorOf(req), key: { email }, person: found, outcome: { exported: countsOf(found) }, at: now });
      res.setHeader('Content-Disposition', `attachment; filename="blast-person-${new Date(now).toISOString().slice(0, 10)}.json"`);
      res.json(data);
    },
  }),
  route({
    endpoint: CORRECT_PERSON,
    input: correctPersonInput,
    answer: ({ req, input: { email, name, phone } }): Promise<CorrectAnswer> => correctPerson(email, { name, phone }, actorOf(req), requestNow(req)),
  }),
  route({ endpoint: ERASE_PERSON, input: erasePersonInput, answer: ({ req, input }): Promise<EraseAnswer> => erasePerson(input.email, actorOf(req), requestNow(req)) }),
  route({
    endpoint: OBJECT_PERSON,
    input: objectPersonInput,
    answer: ({ req, input: { email, noMarketing } }): Promise<ObjectAnswer> => objectToMarketing(email, noMarketing, actorOf(req), requestNow(req)),
  }),
  route({ endpoint: LIST_PRIVACY_REQUESTS, input: privacyRequestsQuery, answer: ({ input }) => listRequests(input.limit) }),
  route({ endpoint: CUSTOMERS_CSV, input: csvZoneQuery, respond: async ({ input }, res) => sendCsv(res, 'customers', await customersCsv(input.tz)) }),
  route({ endpoint: ABANDONED_CSV, input: csvZoneQuery, respond: async ({ input }, res) => sendCsv(res, 'abandoned-checkouts', await abandonedCheckoutsCsv(input.tz)) }),
]);

/**
 * The upload, behind the same check, is all the siteImages function serves (index.ts): Hosting
 * sends it there, and the api does not mount it, so no upload is ever decoded beside its requests.
 * The body is the image's bytes (http/body.ts leaves them so on this route).
 */
export const siteImageUploadRoutes = Router();
siteImageUploadRoutes.use('/api/admin', requireAdmin);
mount(siteImageUploadRoutes, [
  route({
    endpoint: UPLOAD_SITE_IMAGE,
    status: 201,
    answer: ({ req }): Promise<SiteImage> => storeSiteImage(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers['content-type']),
  }),
]);
