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
import { HttpError, methodNotAllowed } from '../http/errors';
import { requireSettings } from '../http/settings';
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

/** A read-only route answering what `answer` gives, as JSON; any other method is a 405. */
const getJson = (path: string, answer: (req: Request) => unknown) =>
  adminRoutes
    .route(path)
    .get(async (req, res) => void res.json(await answer(req)))
    .all(methodNotAllowed('GET'));

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

adminRoutes
  .route(GET_DASHBOARD.path)
  .get(async (req, res) => {
    const { figures, reads } = await dashboard(...windowAsked(req));
    // What the refresh cost in Firestore documents: bench:dashboard reports it.
    res.setHeader('X-Firestore-Reads', String(reads));
    res.json(figures);
  })
  .all(methodNotAllowed(GET_DASHBOARD.method));
getJson(GET_OVERVIEW.path, (req) => overview(...windowAsked(req)));
getJson(GET_FUNNEL.path, (req) => funnel(...windowAsked(req)));
// Without a period, the newest of all (SPEC's list); with one, the newest of the period.
getJson(GET_RECENT_CONVERSIONS.path, (req) => recentConversions(Object.keys(req.query).length > 0 ? periodIn(req) : undefined));
// With the address the API read for the operator's own request: how to check CLIENT_IP_SOURCE.
getJson(GET_DEBUG.path, async (req) => ({ ...(await debugInfo(saltCacheSize())), client: addressReading(req) }));
getJson(GET_DAILY.path, (req) => daily(...windowAsked(req)));
getJson(GET_SOURCES.path, (req) => sources(...windowAsked(req)));
getJson(GET_FUNNEL_STEPS.path, (req) => funnelSteps(...windowAsked(req)));
getJson(GET_REVENUE.path, (req) => revenue(periodIn(req)));
getJson(GET_TEST_CONFIG.path, configurationStatus);

adminRoutes
  .route(RESET_ANALYTICS.path)
  .post(async (req: Request, res: Response<ResetAnswer>) => void res.json({ ok: true, deleted: await resetAnalytics(requestNow(req)) }))
  .all(methodNotAllowed(RESET_ANALYTICS.method));

adminRoutes
  .route(LIST_LEADS.path)
  .get(async (req: Request, res: Response<LeadsPage>) => {
    const { limit, after, filter } = parseInput(leadsQuery, req.query);
    res.json(await listLeads(limit, after, filter));
  })
  .all(methodNotAllowed(LIST_LEADS.method));

adminRoutes
  .route(LEADS_CSV.path)
  .get(async (req, res) => {
    const { filter, tz } = parseInput(leadsCsvQuery, req.query);
    const csv = await leadsCsv(filter, tz);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="blast-leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.send(csv);
  })
  .all(methodNotAllowed(LEADS_CSV.method));

adminRoutes
  .route(RETRY_LEAD.path)
  .post(async (req: Request<{ id: string }>, res: Response<RetryLeadAnswer>) => void res.status(202).json({ ok: true, lead: await retryLead(parseInput(retryLeadParams, req.params).id) }))
  .all(methodNotAllowed(RETRY_LEAD.method));

adminRoutes
  .route(LIST_CUSTOMER_EVENTS.path)
  .get(async (req: Request, res: Response<CustomerEventsPage>) => {
    const { limit, after } = parseInput(customerEventsQuery, req.query);
    res.json(await listCustomerEvents(limit, after));
  })
  .all(methodNotAllowed(LIST_CUSTOMER_EVENTS.method));

adminRoutes
  .route(RETRY_CUSTOMER_EVENT.path)
  .post(async (req: Request<{ id: string }>, res: Response<RetryCustomerEventAnswer>) => void res.status(202).json({ ok: true, event: await retryCustomerEvent(parseInput(retryCustomerEventParams, req.params).id) }))
  .all(methodNotAllowed(RETRY_CUSTOMER_EVENT.method));

adminRoutes
  .route(LIST_CUSTOMERS.path)
  .get(async (req: Request, res: Response<CustomersPage>) => {
    const { limit, after, state } = parseInput(customersQuery, req.query);
    res.json(await listCustomersWithMarks(limit, after, state));
  })
  .all(methodNotAllowed(LIST_CUSTOMERS.method));

adminRoutes
  .route(GET_NEEDS_ATTENTION.path)
  .get(async (req: Request, res: Response<NeedsAttention>) => void res.json(await needsAttention(periodIn(req))))
  .all(methodNotAllowed(GET_NEEDS_ATTENTION.method));

adminRoutes
  .route(GET_TODAY.path)
  .get(async (req: Request, res: Response<TodayList>) => void res.json(await todayList(requestNow(req))))
  .all(methodNotAllowed(GET_TODAY.method));

adminRoutes
  .route(MARK_CONTACTED.path)
  .post(async (req: Request, res: Response<MarkContactedAnswer>) => {
    const { key, note } = parseInput(markContactedInput, req.body ?? {});
    res.status(201).json({ ok: true, followUp: await markContactedOnce(key, note, { uid: req.admin!.uid, email: req.admin!.email ?? null }) });
  })
  .all(methodNotAllowed(MARK_CONTACTED.method));

adminRoutes
  .route(SIMULATE_PAYMENT.path)
  // The simulated event is posted to the site's own webhook, on SITE_URL.
  .post(requireSettings('SITE_URL'), async (req: Request, res: Response<SimulationAnswer>) => void res.json(await simulatePayment(parseInput(simulationInput, req.body ?? {}))))
  .all(methodNotAllowed(SIMULATE_PAYMENT.method));

adminRoutes
  .route(PLAY_LIFECYCLE.path)
  .get(async (_req, res) => void res.json(await lifecycleSessions()))
  .post(async (req: Request, res: Response<LifecycleAnswer>) => {
    const { sessionId, action, amountCents } = parseInput(lifecycleInput, req.body ?? {});
    res.json(await playLifecycle(sessionId, action, amountCents));
  })
  .all(methodNotAllowed('GET', 'POST'));

/** The operator who made the request (requireAdmin has let it through). */
const actorOf = (req: Request): SiteActor => ({ uid: req.admin!.uid, email: req.admin!.email ?? null });

adminRoutes
  .route(GET_SITE_CONTENT.path)
  .get(async (_req, res: Response<SiteContentState>) => void res.json(await siteContentState()))
  .all(methodNotAllowed(GET_SITE_CONTENT.method));

adminRoutes
  .route(SAVE_SITE_DRAFT.path)
  .post(async (req: Request, res: Response<SiteDraft>) => {
    const { content, revision } = parseInput(saveSiteDraftInput, req.body ?? {});
    res.json(await saveSiteDraft(content, revision, actorOf(req)));
  })
  .all(methodNotAllowed(SAVE_SITE_DRAFT.method));

adminRoutes
  .route(PUBLISH_SITE.path)
  .post(async (req: Request, res: Response<SitePublished>) => void res.status(201).json(await publishSiteDraft(parseInput(publishSiteInput, req.body ?? {}).revision, actorOf(req))))
  .all(methodNotAllowed(PUBLISH_SITE.method));

adminRoutes
  .route(REVERT_SITE.path)
  .post(async (req: Request<{ id: string }>, res: Response<SitePublished>) => void res.status(201).json(await revertSiteContent(parseInput(revertSiteParams, req.params).id, actorOf(req))))
  .all(methodNotAllowed(REVERT_SITE.method));

/**
 * The upload, behind the same check, is all the siteImages function serves (index.ts): Hosting
 * sends it there, and the api does not mount it, so no upload is ever decoded beside its requests.
 * The body is the image's bytes (http/body.ts leaves them so on this route).
 */
export const siteImageUploadRoutes = Router();
siteImageUploadRoutes.use('/api/admin', requireAdmin);
siteImageUploadRoutes
  .route(UPLOAD_SITE_IMAGE.path)
  .post(async (req: Request, res: Response<SiteImage>) =>
    void res.status(201).json(await storeSiteImage(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers['content-type'])),
  )
  .all(methodNotAllowed(UPLOAD_SITE_IMAGE.method));

adminRoutes
  .route(GET_SITE_IMAGE.path)
  .get(async (req: Request<{ file: string }>, res: Response) => {
    const { file } = parseInput(siteImageParams, req.params);
    const image = await readSiteImage(file);
    if (!image) throw new HttpError(404, `No uploaded image ${file}`, 'file');
    res.set({ 'content-type': image.contentType, 'cache-control': 'private, max-age=3600' }).send(image.bytes);
  })
  .all(methodNotAllowed(GET_SITE_IMAGE.method));

// A person's data on request (docs/privacy.md): find, export, correct, erase, no marketing, the log; CSV exports.

/** A CSV answer, downloaded as `blast-<name>-<day>.csv`. */
const sendCsv = (res: Response, name: string, csv: string) => {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="blast-${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  res.send(csv);
};

adminRoutes
  .route(FIND_PERSON.path)
  .post(async (req: Request, res: Response<PersonData>) => {
    const query = parseInput(findPersonInput, req.body ?? {});
    const key = query.email !== undefined ? { email: query.email } : { phone: query.phone! };
    const { data, found } = await personData(key, requestNow(req));
    await logRequest({ action: 'find', by: actorOf(req), key, person: found, outcome: { found: countsOf(found) }, at: requestNow(req) });
    res.json(data);
  })
  .all(methodNotAllowed(FIND_PERSON.method));

adminRoutes
  .route(EXPORT_PERSON.path)
  .post(async (req: Request, res: Response<PersonData>) => {
    const { email } = parseInput(personEmailInput, req.body ?? {});
    const { data, found } = await personData({ email }, requestNow(req));
    await logRequest({ action: 'export', by: actorOf(req), key: { email }, person: found, outcome: { exported: countsOf(found) }, at: requestNow(req) });
    res.setHeader('Content-Disposition', `attachment; filename="blast-person-${new Date(requestNow(req)).toISOString().slice(0, 10)}.json"`);
    res.json(data);
  })
  .all(methodNotAllowed(EXPORT_PERSON.method));

adminRoutes
  .route(CORRECT_PERSON.path)
  .post(async (req: Request, res: Response<CorrectAnswer>) => {
    const { email, name, phone } = parseInput(correctPersonInput, req.body ?? {});
    res.json(await correctPerson(email, { name, phone }, actorOf(req), requestNow(req)));
  })
  .all(methodNotAllowed(CORRECT_PERSON.method));

adminRoutes
  .route(ERASE_PERSON.path)
  .post(async (req: Request, res: Response<EraseAnswer>) => void res.json(await erasePerson(parseInput(erasePersonInput, req.body ?? {}).email, actorOf(req), requestNow(req))))
  .all(methodNotAllowed(ERASE_PERSON.method));

adminRoutes
  .route(OBJECT_PERSON.path)
  .post(async (req: Request, res: Response<ObjectAnswer>) => {
    const { email, noMarketing } = parseInput(objectPersonInput, req.body ?? {});
    res.json(await objectToMarketing(email, noMarketing, actorOf(req), requestNow(req)));
  })
  .all(methodNotAllowed(OBJECT_PERSON.method));

getJson(LIST_PRIVACY_REQUESTS.path, (req) => listRequests(parseInput(privacyRequestsQuery, req.query).limit));

adminRoutes
  .route(CUSTOMERS_CSV.path)
  .get(async (req, res) => sendCsv(res, 'customers', await customersCsv(parseInput(csvZoneQuery, req.query).tz)))
  .all(methodNotAllowed(CUSTOMERS_CSV.method));

adminRoutes
  .route(ABANDONED_CSV.path)
  .get(async (req, res) => sendCsv(res, 'abandoned-checkouts', await abandonedCheckoutsCsv(parseInput(csvZoneQuery, req.query).tz)))
  .all(methodNotAllowed(ABANDONED_CSV.method));
