import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { campaignFields, sitePathField, withCampaign } from './fields';

/** POST /api/analytics/page-view (SPEC §7): one view of a page, counted once per visitor and window. */
export const TRACK_PAGE_VIEW = { method: 'POST', path: '/api/analytics/page-view' } as const satisfies Endpoint;

/** The longest page and referrer a view may name. */
export const PAGE_MAX = 512;
const REFERRER_MAX = 2048;

export const pageViewInput = /* @__PURE__ */ z
  .object({
    page: sitePathField(PAGE_MAX),
    referrer: z.string().max(REFERRER_MAX, `at most ${REFERRER_MAX} characters`).default(''),
    ...campaignFields(),
  })
  .strict()
  .transform(withCampaign);

/** What the browser sends. */
export type PageViewBody = z.input<typeof pageViewInput>;
/** What the route hands on: the campaign gathered and normalised. */
export type PageView = z.output<typeof pageViewInput>;

export interface PageViewAnswer {
  ok: true;
  /** A view of the same page by the same visitor inside the dedup window: not counted again. */
  duplicate: boolean;
  /** A known crawler or tool (by its User-Agent): acknowledged, never counted. */
  bot?: true;
}
