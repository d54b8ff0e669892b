import { Router } from 'express';
import { debugInfo, funnel, overview, recentConversions, resetAnalytics } from '../domain/analytics-report';
import { saltCacheSize } from '../domain/visitor';
import { requireAdmin } from '../http/admin-auth';
import { methodNotAllowed } from '../http/errors';

/** /api/admin/**: every route, known or not, behind requireAdmin first. */
export const adminRoutes = Router();

adminRoutes.use('/api/admin', requireAdmin);

adminRoutes
  .route('/api/admin/analytics/overview')
  .get(async (_req, res) => void res.json(await overview()))
  .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/analytics/funnel')
  .get(async (_req, res) => void res.json(await funnel()))
  .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/analytics/recent-conversions')
  .get(async (_req, res) => void res.json(await recentConversions()))
  .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/analytics/debug')
  .get(async (_req, res) => void res.json(await debugInfo(saltCacheSize())))
  .all(methodNotAllowed('GET'));

adminRoutes
  .route('/api/admin/analytics/reset')
  .post(async (_req, res) => void res.json({ ok: true, deleted: await resetAnalytics() }))
  .all(methodNotAllowed('POST'));
