import { BOOKING } from '@blast/catalog';
import { Router } from 'express';
import { BOOKING_TARGET } from '../config';
import { mount, route } from '../http/mount';
import { configuredRedirect } from '../http/redirect';

export const bookingRoutes = Router();

mount(bookingRoutes, [
  // The demo popup and the custom-build overlay open this: the calendar is the BOOKING_URL param.
  route({ endpoint: BOOKING, respond: configuredRedirect(BOOKING_TARGET, 'The booking calendar is not configured (BOOKING_URL)') }),
]);
