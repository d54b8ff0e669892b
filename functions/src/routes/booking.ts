import { BOOKING } from '@blast/catalog';
import { Router } from 'express';
import { BOOKING_TARGET } from '../config';
import { methodNotAllowed } from '../http/errors';
import { configuredRedirect } from '../http/redirect';

export const bookingRoutes = Router();

/**
 * GET /api/booking: the demo popup and the custom-build overlay open this, which redirects to the
 * calendar (the BOOKING_URL param).
 */
bookingRoutes
  .route(BOOKING.path)
  .get(configuredRedirect(BOOKING_TARGET, 'The booking calendar is not configured (BOOKING_URL)'))
  .all(methodNotAllowed(BOOKING.method));
