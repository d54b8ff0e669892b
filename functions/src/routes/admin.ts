import { LIFECYCLE_ACTIONS, PLAN_IDS, type LifecycleAction, type PlanId } from '@blast/catalog';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { daily, dashboard, debugInfo, funnel, overview, recentConversions, resetAnalytics, sources } from '../domain/analytics-report';
import { listCustomerEvents, retryCustomerEvent } from '../domain/customer-delivery';
import { leadsCsv, listLeads, retryLead } from '../domain/lead-admin';
import { revenue } from '../domain/revenue-report';
import { saltCacheSize } from '../domain/visitor';
import { requireAdmin } from '../http/admin-auth';
import { addressReading } from '../http/client';
import { methodNotAllowed } from '../http/errors';
import { personFields } from '../http/fields';
import { requireSettings } from '../http/settings';
import { parseInput } from '../http/validate';
import { lifecycleSessions, playLifecycle } from '../payments/test-lifecycle';
import { configurationStatus, simulatePayment } from '../payments/test-payments';

/** /api/admin/**: every route, known or not, behind requireAdmin first. */
export const adminRoutes = Router();

adminRoutes.use('/api/admin', requireAdmin);

/** A read-only route answering what `answer` gives, as JSON; any other method is a 405. */
const getJson = (path: string, answer: (req: Request) => unknown) =>
  adminRoutes
    .route(path)
    .get(async (req, res) => void res.json(await answer(req)))
    .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/analytics/dashboard')
  .get(async (_req, res) => {
    const { figures, reads } = await dashboard();
    // What the refresh cost in Firestore documents: bench:dashboard reports it.
    res.setHeader('X-Firestore-Reads', String(reads));
    res.json(figures);
  })
  .all(methodNotAllowed('GET'));
getJson('/api/admin/analytics/overview', () => overview());
getJson('/api/admin/analytics/funnel', () => funnel());
getJson('/api/admin/analytics/recent-conversions', () => recentConversions());
// With the address the API read for the operator's own request: how to check CLIENT_IP_SOURCE.
getJson('/api/admin/analytics/debug', async (req) => ({ ...(await debugInfo(saltCacheSize())), client: addressReading(req) }));
getJson('/api/admin/analytics/daily', () => daily());
getJson('/api/admin/analytics/sources', () => sources());
getJson('/api/admin/analytics/revenue', () => revenue());
getJson('/api/admin/test/config', configurationStatus);

adminRoutes
  .route('/api/admin/analytics/reset')
  .post(async (_req, res) => void res.json({ ok: true, deleted: await resetAnalytics() }))
  .all(methodNotAllowed('POST'));

const leadsQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1, 'at least 1').max(100, 'at most 100').default(25),
    after: z.string().min(1).max(200).regex(/^[^/]+$/, 'must be a lead id').optional(),
  })
  .strict();

adminRoutes
  .route('/api/admin/leads')
  .get(async (req, res) => {
    const { limit, after } = parseInput(leadsQuery, req.query);
    res.json(await listLeads(limit, after));
  })
  .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/leads.csv')
  .get(async (_req, res) => {
    const csv = await leadsCsv();
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
