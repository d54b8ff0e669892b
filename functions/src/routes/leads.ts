import { CAPTURE_LEAD, HONEYPOT_FIELD, leadInput, type LeadAnswer } from '@blast/catalog';
import { Router, type ErrorRequestHandler } from 'express';
import { isbot } from 'isbot';
import { visitorHash } from '../domain/analytics/visitor';
import { storeLead } from '../domain/leads/leads';
import { clientOf } from '../http/client';
import { answerTo } from '../http/errors';
import { mount, route } from '../http/mount';
import { freshLeadId } from '../store/collections';

export const leadsRoutes = Router();

mount(leadsRoutes, [
  route({
    endpoint: CAPTURE_LEAD,
    input: leadInput,
    rateLimit: 'leads',
    status: 201,
    answer: async ({ req, input: { [HONEYPOT_FIELD]: honeypot, ...lead } }): Promise<LeadAnswer> => {
      const client = clientOf(req);
      const visitor = await visitorHash(client);
      // Looks like success to the bot (an id like any other); nothing is stored or forwarded.
      if (honeypot) return { ok: true, id: freshLeadId() };
      // A known crawler or tool (isbot's list) is kept and delivered, in case it is a person's, but marked: off Today, "Crawler" on Leads.
      return { ok: true, id: (await storeLead({ ...lead, visitor, crawler: isbot(client.userAgent) })).id };
    },
  }),
]);

/** SPEC §7: the lead answer is read for an ok flag and an error field, so errors carry ok: false. */
const leadErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const answer = answerTo(err);
  if (!answer) return next(err);
  res.set(answer.headers).status(answer.status).json({ ok: false, ...answer.toJSON() });
};
leadsRoutes.use(CAPTURE_LEAD.path, leadErrors);
