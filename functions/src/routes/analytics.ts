import { TRACK_CONVERSION, TRACK_PAGE_VIEW, conversionInput, pageViewInput, type ConversionAnswer, type PageViewAnswer } from '@blast/catalog';
import { Router } from 'express';
import { isbot } from 'isbot';
import { recordConversion } from '../domain/analytics/conversions';
import { recordPageView } from '../domain/analytics/page-views';
import { addressKey, visitorHash } from '../domain/analytics/visitor';
import { enforceRateLimit } from '../domain/rate-limit';
import { clientOf } from '../http/client';
import { mount, route } from '../http/mount';
import { requestNow } from '../http/test-clock';
import { logs } from '../logs';

export const analyticsRoutes = Router();

mount(analyticsRoutes, [
  route({
    endpoint: TRACK_PAGE_VIEW,
    input: pageViewInput,
    // Its rate limit is taken here, not by the table: a bot is acknowledged before any limit is taken.
    answer: async ({ req, input: { page, referrer, campaign } }): Promise<PageViewAnswer> => {
      const client = clientOf(req);
      const now = requestNow(req);
      // A known crawler or tool (isbot's maintained list) is no visitor: acknowledged, not counted.
      if (isbot(client.userAgent)) return { ok: true, duplicate: false, bot: true };
      const address = await addressKey(client, now);
      await enforceRateLimit('pageViews', address);
      const visitor = await visitorHash(client, now);
      const { duplicate } = await recordPageView({ page, referrer, campaign, visitor, address }, now);
      if (duplicate) logs.trackingDuplicate(page);
      return { ok: true, duplicate };
    },
  }),
  route({
    endpoint: TRACK_CONVERSION,
    input: conversionInput,
    rateLimit: 'conversions',
    status: 201,
    answer: async ({ req, input, address, now }): Promise<ConversionAnswer> => {
      const visitor = await visitorHash(clientOf(req), now);
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
      return { ok: true, id };
    },
  }),
]);
