import { BOOKING } from '@blast/catalog';

/**
 * The booking calendar (demo calls and custom builds): the API redirects to the external
 * scheduling host named by the functions' BOOKING_URL setting. Apart from config/site.ts, so the
 * booking island carries no more than this.
 */
export const BOOKING_URL = BOOKING.path;

/** The booking calendar popup of /book-demo (SPEC §9: 800x700). */
export const BOOKING_POPUP = { width: 800, height: 700 } as const;
