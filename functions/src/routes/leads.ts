import { CAPTURE_LEAD, HONEYPOT_FIELD, leadInput, type LeadAnswer } from '@blast/catalog';
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { isbot } from 'isbot';
import { storeLead } from '../domain/leads/leads';
import { enforceRateLimit } from '../domain/rate-limit';
import { addressKey, visitorHash } from '../domain/analytics/visitor';
import { clientOf } from '../http/client';
import { answerTo, methodNotAllowed } from '../http/errors';
import { parseInput } from '../http/validate';
import { freshLeadId } from '../store/collections';

export const leadsRoutes = Router();

leadsRoutes
  .route(CAPTURE_LEAD.path)
  .post(async (req: Request, res: Response<LeadAnswer>) => {
    const { [HONEYPOT_FIELD]: honeypot, ...lead } = parseInput(leadInput, req.body);
    const client = clientOf(req);
    await enforceRateLimit('leads', await addressKey(client));
    const visitor = await visitorHash(client);
    if (honeypot) {
      // Looks like success to the bot (an id like any other); nothing is stored or forwarded.
      res.status(201).json({ ok: true, id: freshLeadId() });
      return;
    }
    // A known crawler or tool (isbot's list) is kept and delivered, in case it is a person's, but marked: off Today, "Crawler" on Leads.
    res.status(201).json({ ok: true, id: (await storeLead({ ...lead, visitor, crawler: isbot(client.userAgent) })).id });
  })
  .all(methodNotAllowed(CAPTURE_LEAD.method));

/** SPEC §7: the lead answer is read for an ok flag and an error field, so errors carry ok: false. */
const leadErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const answer = answerTo(err);
  if (!answer) return next(err);
  res.set(answer.headers).status(answer.status).json({ ok: false, ...answer.toJSON() });
};
leadsRoutes.use(CAPTURE_LEAD.path, leadErrors);
