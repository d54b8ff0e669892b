/** What the booking markup (BookingOverlay.tsx, the demo button) and booking-island.ts share. */
export const BOOKING = {
  overlayId: 'booking-overlay',
  /** The popup window's name: a second press brings the same window back. */
  popupName: 'blast-booking',
} as const;
