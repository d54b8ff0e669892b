import { TRACK_CONVERSION, TRACK_PAGE_VIEW, conversionInput, pageViewInput, type ConversionAnswer, type PageViewAnswer } from '@blast/catalog';
import { Router, type Request, type Response } from 'express';
import { isbot } from 'isbot';
import { recordConversion } from '../domain/analytics/conversions';
import { recordPageView } from '../domain/analytics/page-views';
import { enforceRateLimit } from '../domain/rate-limit';
import { addressKey, visitorHash } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { methodNotAllowed } from '../http/errors';
import { requestNow } from '../http/test-clock';
import { parseInput } from '../http/validate';
import { logs } from '../logs';

export const analyticsRoutes = Router();

analyticsRoutes
  .route(TRACK_PAGE_VIEW.path)
  .post(async (req: Request, res: Response<PageViewAnswer>) => {
    const { page, referrer, campaign } = parseInput(pageViewInput, req.body);
    const client = clientOf(req);
    const now = requestNow(req);
    // A known crawler or tool (isbot's maintained list) is no visitor: acknowledged, not counted.
    if (isbot(client.userAgent)) {
      res.json({ ok: true, duplicate: false, bot: true });
      return;
    }
    const address = await addressKey(client, now);
    await enforceRateLimit('pageViews', address);
    const visitor = await visitorHash(client, now);
    const { duplicate } = await recordPageView({ page, referrer, campaign, visitor, address }, now);
    if (duplicate) logs.trackingDuplicate(page);
    res.json({ ok: true, duplicate });
  })
  .all(methodNotAllowed(TRACK_PAGE_VIEW.method));

analyticsRoutes
  .route(TRACK_CONVERSION.path)
  .post(async (req: Request, res: Response<ConversionAnswer>) => {
    const input = parseInput(conversionInput, req.body);
    const client = clientOf(req);
    const now = requestNow(req);
    const address = await addressKey(client, now);
    await enforceRateLimit('conversions', address);
    const visitor = await visitorHash(client, now);
    const id = await recordConversion({
      conversionType: input.conversion_type,
      plan: input.plan,
      sourcePage: input.source_page,
      campaign: input.campaign,
      visitor,
      name: input.name,
      email: input.email,
      intent: input.intent,
    }, address, now);
    res.status(201).json({ ok: true, id });
  })
  .all(methodNotAllowed(TRACK_CONVERSION.method));
