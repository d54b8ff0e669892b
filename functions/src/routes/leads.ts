import { Router, type ErrorRequestHandler } from 'express';
import { z } from 'zod';
import { campaignOf } from '../domain/analytics/campaign';
import { CONVERSION_PLANS } from '../domain/analytics/conversions';
import { storeLead } from '../domain/leads/leads';
import { enforceRateLimit } from '../domain/rate-limit';
import { addressKey, visitorHash } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { answerTo, methodNotAllowed } from '../http/errors';
import { campaignShape, personFields } from '../http/fields';
import { parseInput } from '../http/validate';
import { freshLeadId } from '../store/collections';

/** The hidden field of the forms: people leave it empty, form-filling bots do not. */
const HONEYPOT_FIELD = 'website';

const leadSchema = z
  .object({
    name: personFields.name.optional(),
    /** SPEC §3's snapshot form sends the first name: it is the lead's name. */
    first_name: personFields.name.optional(),
    email: personFields.email,
    phone: personFields.phone.optional(),
    plan: z.enum(CONVERSION_PLANS).default('unknown'),
    intent: z.string().trim().min(1, 'must not be empty').max(200, 'at most 200 characters'),
    source: z.string().trim().max(200, 'at most 200 characters').default('unknown'),
    [HONEYPOT_FIELD]: z.string().max(2048).optional(),
    ...campaignShape,
  })
  .strict()
  .superRefine((lead, ctx) => {
    if (lead.name === undefined && lead.first_name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'name or first_name is required' });
  });

export const leadsRoutes = Router();

leadsRoutes
  .route('/api/leads')
  .post(async (req, res) => {
    const input = parseInput(leadSchema, req.body);
    const client = clientOf(req);
    await enforceRateLimit('leads', await addressKey(client));
    const visitor = await visitorHash(client);
    if (input[HONEYPOT_FIELD]) {
      // Looks like success to the bot (an id like any other); nothing is stored or forwarded.
      res.status(201).json({ ok: true, id: freshLeadId() });
      return;
    }
    const { id, duplicate } = await storeLead({
      name: (input.name ?? input.first_name)!,
      email: input.email,
      phone: input.phone || undefined,
      plan: input.plan,
      intent: input.intent,
      source: input.source || 'unknown',
      campaign: campaignOf(input),
      visitor,
    });
    res.status(duplicate ? 200 : 201).json({ ok: true, id, ...(duplicate && { duplicate: true }) });
  })
  .all(methodNotAllowed('POST'));

/** SPEC §7: the lead answer is read for an ok flag and an error field, so errors carry ok: false. */
const leadErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const answer = answerTo(err);
  if (!answer) return next(err);
  res.set(answer.headers).status(answer.status).json({ ok: false, ...answer.toJSON() });
};
leadsRoutes.use('/api/leads', leadErrors);
