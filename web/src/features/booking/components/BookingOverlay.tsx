import { Box } from '@mui/material';
import { SITE } from '../../../config/site';
import { BOOKING } from '../booking-marks';

/**
 * The booking calendar in an iframe overlay (SPEC §2, /custom-pricing): a native <dialog>, closed
 * in the page as prerendered; a button marked BOOKING.overlayButton opens it (booking-island.ts)
 * and the calendar loads then. The close button, Escape and a tap outside close it, natively.
 */
export function BookingOverlay({ title }: { title: string }) {
  return (
    <Box
      component="dialog"
      id={BOOKING.overlayId}
      aria-label={title}
      data-testid="booking-overlay"
      {...{ closedby: 'any' }}
      sx={{
        position: 'fixed',
        width: 'calc(100% - 32px)',
        maxWidth: 900,
        boxSizing: 'border-box',
        p: 0,
        border: 0,
        borderRadius: 3,
        bgcolor: 'background.paper',
        color: 'text.primary',
        overflow: 'hidden',
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.6)' },
      }}
    >
      <form method="dialog">
        <Box
          component="button"
          aria-label="Close"
          sx={{ position: 'absolute', top: 8, right: 8, width: 40, height: 40, border: 0, borderRadius: '50%', bgcolor: 'background.paper', color: 'text.primary', fontSize: 24, lineHeight: 1, cursor: 'pointer', zIndex: 1 }}
        >
          <span aria-hidden="true">×</span>
        </Box>
      </form>
      <Box component="iframe" title={title} data-src={SITE.bookingUrl} sx={{ display: 'block', border: 0, width: '100%', height: { xs: '80vh', md: 700 } }} />
    </Box>
  );
}
