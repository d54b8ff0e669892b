import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { campaignFields, conversionPlanField, emailField, nameField, phoneField, withCampaign } from './fields';

/** POST /api/leads (SPEC §7): a visitor's lead, stored and forwarded to the automation. */
export const CAPTURE_LEAD = { method: 'POST', path: '/api/leads' } as const satisfies Endpoint;

/** The hidden field of the forms: people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

export const leadInput = /* @__PURE__ */ z
  .object({
    name: nameField().optional(),
    /** SPEC §3's snapshot form sends the first name: it is the lead's name. */
    first_name: nameField().optional(),
    email: emailField(),
    phone: phoneField().optional(),
    plan: conversionPlanField(),
    intent: z.string().trim().min(1, 'must not be empty').max(200, 'at most 200 characters'),
    source: z
      .string()
      .trim()
      .max(200, 'at most 200 characters')
      .default('unknown')
      .transform((source) => source || 'unknown'),
    [HONEYPOT_FIELD]: z.string().max(2048).optional(),
    ...campaignFields(),
  })
  .strict()
  .superRefine((lead, ctx) => {
    if (lead.name === undefined && lead.first_name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'name or first_name is required' });
  })
  .transform(({ name, first_name, ...lead }) => ({ ...withCampaign(lead), name: (name ?? first_name)! }));

/** What a form sends: a name or (the snapshot form) a first name, and the rest. */
export type LeadBody = z.input<typeof leadInput>;
/** The lead as the route hands it on: one name, the campaign gathered. */
export type Lead = z.output<typeof leadInput>;

export interface LeadAnswer {
  ok: true;
  /** The submission's own id: the same answer whether or not this email and intent were sent before. */
  id: string;
}
