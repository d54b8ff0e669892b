/** What the booking markup (BookingOverlay.tsx, the demo and custom-build buttons) and booking-island.ts share. */

export const BOOKING = {
  /** A button that opens the calendar in SPEC's popup. */
  popupButton: 'data-booking-popup',
  /** The notice shown when the browser blocked the popup. */
  popupBlocked: 'data-popup-blocked',
  /** A button that opens the calendar in the overlay. */
  overlayButton: 'data-booking-overlay',
  overlayId: 'booking-overlay',
  /** The popup window's name: a second press brings the same window back. */
  popupName: 'blast-booking',
} as const;
