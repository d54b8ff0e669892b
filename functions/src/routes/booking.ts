import { BOOKING } from '@blast/catalog';
import { Router } from 'express';
import { BOOKING_TARGET } from '../config';
import { HttpError, methodNotAllowed } from '../http/errors';

export const bookingRoutes = Router();

/**
 * GET /api/booking: the demo popup and the custom-build overlay open this, which redirects to the
 * calendar (the BOOKING_URL param). Hosting's CDN may keep the redirect five minutes, so a cold
 * function start is rarely on a visitor's way.
 */
bookingRoutes
  .route(BOOKING.path)
  .get((_req, res) => {
    if (!BOOKING_TARGET) throw new HttpError(503, 'The booking calendar is not configured (BOOKING_URL)');
    res.setHeader('Cache-Control', 'public, max-age=300, s-maxage=300');
    res.redirect(302, BOOKING_TARGET.href);
  })
  .all(methodNotAllowed(BOOKING.method));
