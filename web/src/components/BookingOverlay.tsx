import { Box, Dialog, IconButton } from '@mui/material';
import { SITE } from '../config/site';

/** The booking calendar in an iframe overlay; the close button and Escape close it. */
export function BookingOverlay({ open, onClose, title }: { open: boolean; onClose: () => void; title: string }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-label={title} data-testid="booking-overlay">
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', zIndex: 1 }}>
        <Box component="span" aria-hidden sx={{ fontSize: 24, lineHeight: 1 }}>
          ×
        </Box>
      </IconButton>
      <Box component="iframe" title={title} src={SITE.bookingUrl} sx={{ border: 0, width: '100%', height: { xs: '80vh', md: 700 } }} />
    </Dialog>
  );
}
