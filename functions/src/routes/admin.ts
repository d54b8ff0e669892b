import { LEAD_STATUS_FILTERS, LIFECYCLE_ACTIONS, PLAN_IDS, rangeProblem, type DateRange, type LeadStatusFilter, type LifecycleAction, type PlanId } from '@blast/catalog';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { daily, dashboard, debugInfo, funnel, overview, periodOf, recentConversions, resetAnalytics, sources } from '../domain/analytics/analytics-report';
import { leadsCsv, listLeads, retryLead, type LeadFilter } from '../domain/leads/lead-admin';
import { listCustomerEvents, retryCustomerEvent } from '../domain/money/events/customer-delivery';
import { revenue } from '../domain/money/revenue/revenue-report';
import { saltCacheSize } from '../domain/analytics/visitor';
import { requireAdmin } from '../http/admin-auth';
import { addressReading } from '../http/client';
import { methodNotAllowed } from '../http/errors';
import { personFields } from '../http/fields';
import { requireSettings } from '../http/settings';
import { parseInput } from '../http/validate';
import { lifecycleSessions, playLifecycle } from '../domain/money/test-lifecycle';
import { configurationStatus, simulatePayment } from '../domain/money/test-payments';

/** /api/admin/**: every route, known or not, behind requireAdmin first. */
export const adminRoutes = Router();

adminRoutes.use('/api/admin', requireAdmin);

/** A read-only route answering what `answer` gives, as JSON; any other method is a 405. */
const getJson = (path: string, answer: (req: Request) => unknown) =>
  adminRoutes
    .route(path)
    .get(async (req, res) => void res.json(await answer(req)))
    .all(methodNotAllowed('GET'));

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both included and optional: the period (the last 30 days by default), at most 400 days, none after today. */
const periodFields = { from: z.string().max(10).optional(), to: z.string().max(10).optional() };
function checkedPeriod(asked: { from?: string; to?: string }, ctx: z.RefinementCtx): DateRange {
  const range = periodOf(asked);
  const problem = rangeProblem(range, periodOf({}).to);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  return range;
}
const periodQuery = z.object(periodFields).strict().transform(checkedPeriod);
const periodIn = (req: Request) => parseInput(periodQuery, req.query);

adminRoutes
  .route('/api/admin/analytics/dashboard')
  .get(async (req, res) => {
    const { figures, reads } = await dashboard(periodIn(req));
    // What the refresh cost in Firestore documents: bench:dashboard reports it.
    res.setHeader('X-Firestore-Reads', String(reads));
    res.json(figures);
  })
  .all(methodNotAllowed('GET'));
getJson('/api/admin/analytics/overview', (req) => overview(periodIn(req)));
getJson('/api/admin/analytics/funnel', (req) => funnel(periodIn(req)));
// Without a period, the newest of all (SPEC's list); with one, the newest of the period.
getJson('/api/admin/analytics/recent-conversions', (req) => recentConversions(Object.keys(req.query).length > 0 ? periodIn(req) : undefined));
// With the address the API read for the operator's own request: how to check CLIENT_IP_SOURCE.
getJson('/api/admin/analytics/debug', async (req) => ({ ...(await debugInfo(saltCacheSize())), client: addressReading(req) }));
getJson('/api/admin/analytics/daily', (req) => daily(periodIn(req)));
getJson('/api/admin/analytics/sources', (req) => sources(periodIn(req)));
getJson('/api/admin/analytics/revenue', (req) => revenue(periodIn(req)));
getJson('/api/admin/test/config', configurationStatus);

adminRoutes
  .route('/api/admin/analytics/reset')
  .post(async (_req, res) => void res.json({ ok: true, deleted: await resetAnalytics() }))
  .all(methodNotAllowed('POST'));

/** What the leads table narrows to; an empty field is no filter. */
const leadFilterFields = {
  q: z.string().trim().max(200, 'at most 200 characters').optional(),
  intent: z.string().max(200, 'at most 200 characters').optional(),
  source: z.string().max(200, 'at most 200 characters').optional(),
  status: z.union([z.literal(''), z.enum(LEAD_STATUS_FILTERS)]).optional(),
  // Received in the period, when one is given; else every lead.
  ...periodFields,
};
/** The filter a leads query asks for: empty fields are no filter, and a period is checked as the dashboard's. */
function leadFilterOf({ from, to, ...fields }: { from?: string; to?: string; q?: string; intent?: string; source?: string; status?: LeadStatusFilter | '' }, ctx: z.RefinementCtx): LeadFilter {
  const filter = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined)) as LeadFilter;
  return from !== undefined || to !== undefined ? { ...filter, range: checkedPeriod({ from, to }, ctx) } : filter;
}

const leadsQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1, 'at least 1').max(100, 'at most 100').default(25),
    after: z.string().min(1).max(200).regex(/^[^/]+$/, 'must be a lead id').optional(),
    ...leadFilterFields,
  })
  .strict()
  .transform(({ limit, after, ...fields }, ctx) => ({ limit, after, filter: leadFilterOf(fields, ctx) }));

adminRoutes
  .route('/api/admin/leads')
  .get(async (req, res) => {
    const { limit, after, filter } = parseInput(leadsQuery, req.query);
    res.json(await listLeads(limit, after, filter));
  })
  .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/leads.csv')
  .get(async (req, res) => {
    const csv = await leadsCsv(parseInput(z.object(leadFilterFields).strict().transform(leadFilterOf), req.query));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="blast-leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.send(csv);
  })
  .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/leads/:id/retry')
  .post(async (req, res) => void res.status(202).json({ ok: true, lead: await retryLead(req.params.id) }))
  .all(methodNotAllowed('POST'));

const customerEventsQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1, 'at least 1').max(100, 'at most 100').default(25),
    after: z.string().regex(/^evt_[A-Za-z0-9_]{1,200}$/, 'must be a customer event id (evt_...)').optional(),
  })
  .strict();

adminRoutes
  .route('/api/admin/customer-events')
  .get(async (req, res) => {
    const { limit, after } = parseInput(customerEventsQuery, req.query);
    res.json(await listCustomerEvents(limit, after));
  })
  .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/customer-events/:id/retry')
  .post(async (req, res) => void res.status(202).json({ ok: true, event: await retryCustomerEvent(req.params.id) }))
  .all(methodNotAllowed('POST'));

const simulationSchema = z
  .object({
    plan: z.enum(PLAN_IDS as [PlanId, ...PlanId[]]),
    // SPEC §5: empty test inputs fall back to 'Test Customer' and a test email.
    name: z.string().trim().max(200, 'at most 200 characters').optional().transform((name) => name || 'Test Customer'),
    email: z.union([z.literal(''), personFields.email]).optional().transform((email) => email || 'test@example.com'),
  })
  .strict();

adminRoutes
  .route('/api/admin/test/simulate-payment')
  // The simulated event is posted to the site's own webhook, on SITE_URL.
  .post(requireSettings('SITE_URL'), async (req, res) => void res.json(await simulatePayment(parseInput(simulationSchema, req.body ?? {}))))
  .all(methodNotAllowed('POST'));

const lifecycleSchema = z
  .object({
    sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'must be a checkout session id (cs_...)'),
    action: z.enum(LIFECYCLE_ACTIONS as unknown as [LifecycleAction, ...LifecycleAction[]]),
    // A refund of part of the charge; absent: all that is left of it.
    amountCents: z.number().int('must be whole cents').positive('must be more than 0').optional(),
  })
  .strict();

adminRoutes
  .route('/api/admin/test/lifecycle')
  .get(async (_req, res) => void res.json(await lifecycleSessions()))
  .post(async (req, res) => {
    const { sessionId, action, amountCents } = parseInput(lifecycleSchema, req.body ?? {});
    res.json(await playLifecycle(sessionId, action, amountCents));
  })
  .all(methodNotAllowed('GET', 'POST'));
