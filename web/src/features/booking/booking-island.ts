/**
 * The booking calendar's two openers, on the page as prerendered (no React, so they answer from
 * the first second): a button marked BOOKING.popupButton opens the calendar in SPEC's centred
 * 800x700 popup and records the demo interest (SPEC §8: its toast on success, a failure only
 * logged); one marked BOOKING.overlayButton opens the overlay dialog (BookingOverlay.tsx) and
 * loads the calendar into it.
 */
import { DEMO_INTEREST_TOAST } from '@blast/catalog';
import { BOOKING_POPUP, BOOKING_URL } from '../../config/booking';
import { trackConversion } from '../../lib/conversions';
import { openCenteredPopup } from '../../lib/popup';
import type { PageServices } from '../../page/islands';
import { markSelector } from '../../page/marks';
import { BOOKING } from './booking-marks';

export function startBookingIsland({ toast }: PageServices): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const popupButton = target?.closest?.<HTMLElement>(markSelector(BOOKING.popupButton));
    if (popupButton) {
      // The window first, inside the click, or the browser blocks it.
      const blocked = openCenteredPopup(BOOKING_URL, BOOKING.popupName, BOOKING_POPUP) === null;
      document.querySelector<HTMLElement>(markSelector(BOOKING.popupBlocked))?.toggleAttribute('hidden', !blocked);
      trackConversion({ conversion_type: 'demo_interest', plan: 'unknown' }).then(
        () => toast(DEMO_INTEREST_TOAST),
        () => undefined, // logged by trackConversion
      );
      return;
    }
    if (target?.closest?.(markSelector(BOOKING.overlayButton))) {
      const overlay = document.getElementById(BOOKING.overlayId) as HTMLDialogElement | null;
      const frame = overlay?.querySelector('iframe');
      if (!overlay || !frame) return;
      if (!frame.getAttribute('src')) frame.src = frame.dataset.src!;
      if (!overlay.open) overlay.showModal();
    }
  });
}
