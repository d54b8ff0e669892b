import type { Endpoint } from './endpoint';

/** GET /api/booking: a redirect to the booking calendar (BOOKING_URL); the demo popup opens it. */
export const BOOKING = { method: 'GET', path: '/api/booking' } as const satisfies Endpoint;
