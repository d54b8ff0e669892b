import { Router } from 'express';
import { z } from 'zod';
import { campaignOf } from '../domain/analytics/campaign';
import { CLIENT_CONVERSION_TYPES, CONVERSION_PLANS, recordConversion } from '../domain/analytics/conversions';
import { recordPageView } from '../domain/analytics/page-views';
import { enforceRateLimit } from '../domain/rate-limit';
import { addressKey, visitorHash } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { methodNotAllowed } from '../http/errors';
import { campaignShape, personFields, sitePath } from '../http/fields';
import { parseInput } from '../http/validate';
import { logs } from '../logs';

const PAGE_MAX = 512;
const REFERRER_MAX = 2048;

const pageViewSchema = z
  .object({
    page: sitePath(PAGE_MAX),
    referrer: z.string().max(REFERRER_MAX, `at most ${REFERRER_MAX} characters`).optional(),
    ...campaignShape,
  })
  .strict();

const conversionSchema = z
  .object({
    conversion_type: z.enum(CLIENT_CONVERSION_TYPES),
    plan: z.enum(CONVERSION_PLANS).default('unknown'),
    source_page: sitePath(PAGE_MAX),
    name: personFields.name.optional(),
    email: personFields.email.optional(),
    intent: z.string().trim().min(1).max(200).optional(),
    ...campaignShape,
  })
  .strict();

export const analyticsRoutes = Router();

analyticsRoutes
  .route('/api/analytics/page-view')
  .post(async (req, res) => {
    const input = parseInput(pageViewSchema, req.body);
    const visitor = await visitorHash(clientOf(req));
    const { duplicate } = await recordPageView({ page: input.page, referrer: input.referrer ?? '', campaign: campaignOf(input), visitor });
    if (duplicate) logs.trackingDuplicate(input.page);
    res.json({ ok: true, duplicate });
  })
  .all(methodNotAllowed('POST'));

analyticsRoutes
  .route('/api/analytics/conversion')
  .post(async (req, res) => {
    const input = parseInput(conversionSchema, req.body);
    const client = clientOf(req);
    await enforceRateLimit('conversions', await addressKey(client));
    const visitor = await visitorHash(client);
    const id = await recordConversion({
      conversionType: input.conversion_type,
      plan: input.plan,
      sourcePage: input.source_page,
      campaign: campaignOf(input),
      visitor,
      name: input.name,
      email: input.email?.toLowerCase(),
      intent: input.intent,
    });
    res.status(201).json({ ok: true, id });
  })
  .all(methodNotAllowed('POST'));
