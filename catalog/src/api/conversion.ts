import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { campaignFields, conversionPlanField, emailField, nameField, sitePathField, withCampaign } from './fields';
import { PAGE_MAX } from './page-view';

/** POST /api/analytics/conversion (SPEC §7): a lead, a demo interest or a checkout started. */
export const TRACK_CONVERSION = { method: 'POST', path: '/api/analytics/conversion' } as const satisfies Endpoint;

/** What the browser may report. A purchase and a trial are recorded by the payment webhook alone. */
export const CLIENT_CONVERSION_TYPES = ['lead', 'demo_interest', 'checkout_started'] as const;
export type ClientConversionType = (typeof CLIENT_CONVERSION_TYPES)[number];

export const conversionInput = /* @__PURE__ */ z
  .object({
    conversion_type: z.enum(CLIENT_CONVERSION_TYPES),
    plan: conversionPlanField(),
    source_page: sitePathField(PAGE_MAX),
    name: nameField().optional(),
    email: emailField().optional(),
    intent: z.string().trim().min(1).max(200).optional(),
    ...campaignFields(),
  })
  .strict()
  .transform(withCampaign);

export type ConversionBody = z.input<typeof conversionInput>;

export interface ConversionAnswer {
  ok: true;
  id: string;
}
