import { GET_SEATS, type SeatsAnswer } from '@blast/catalog';
import { Router, type Response } from 'express';
import { readSeatsLeft } from '../domain/money/seats';
import { mount, route } from '../http/mount';

export const seatsRoutes = Router();

/**
 * Hosting's CDN may answer from its cache for this long: every open tab without a live listener
 * polls, and a burst of them costs one read per few seconds. Browsers keep nothing (max-age=0).
 */
const CDN_SECONDS = 5;

mount(seatsRoutes, [
  route({
    endpoint: GET_SEATS,
    respond: async (_given, res: Response<SeatsAnswer>) => {
      const seatsLeft = await readSeatsLeft();
      res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${CDN_SECONDS}`);
      res.json({ seatsLeft });
    },
  }),
]);
