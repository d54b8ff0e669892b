import { Router } from 'express';
import { BOOKING_URL } from '../config';
import { HttpError, methodNotAllowed } from '../http/errors';

/**
 * The booking calendar's address, checked once: https, or http on this machine only (the local
 * calendar stand-in). Null when the setting is not a usable address.
 */
export function bookingTarget(value: string): URL | null {
  try {
    const url = new URL(value);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? url : null;
  } catch {
    return null;
  }
}

const target = bookingTarget(BOOKING_URL);

export const bookingRoutes = Router();

/**
 * GET /api/booking: the demo popup and the custom-build overlay open this, which redirects to the
 * calendar (the BOOKING_URL param). Hosting's CDN may keep the redirect five minutes, so a cold
 * function start is rarely on a visitor's way.
 */
bookingRoutes
  .route('/api/booking')
  .get((_req, res) => {
    if (!target) throw new HttpError(503, 'The booking calendar is not configured (BOOKING_URL)');
    res.setHeader('Cache-Control', 'public, max-age=300, s-maxage=300');
    res.redirect(302, target.href);
  })
  .all(methodNotAllowed('GET'));
