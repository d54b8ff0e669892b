import { SEATS_LEFT_LABEL } from '@blast/catalog';
import { Box } from '@mui/material';
import { seatPillMarks } from '../../../page/handoff';
import { useSeatsLeft, useSeatsLive } from './SeatsProvider';

// The colour follows data-level, not a class per level: boot.ts can then show a fresh count
// before the app runs (page/handoff.ts, showSeats), and the app hydrates the pill as it is on screen.
// Each pair passes WCAG AA for 14 px text: white on error.dark (#d32f2f) 5.0:1 (on error.main,
// #f44336, only 3.7:1), black on warning.main 10.8:1 and on the accent 11.3:1.
const LEVEL_STYLES = {
  red: { bgcolor: 'error.dark', color: 'common.white' },
  yellow: { bgcolor: 'warning.main', color: 'common.black' },
  accent: { bgcolor: 'secondary.main', color: 'common.black' },
} as const;
const BY_LEVEL = Object.fromEntries(Object.entries(LEVEL_STYLES).map(([level, style]) => [`&[data-level="${level}"]`, style]));

/** The fixed top pill: 'Founders seats left: N', coloured by how few remain. */
export function SeatPill() {
  const seatsLeft = useSeatsLeft();
  const live = useSeatsLive();
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 36,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: 'appBar',
        bgcolor: 'background.default',
        pointerEvents: 'none',
      }}
    >
      <Box
        role="status"
        aria-live="polite"
        data-testid="seat-pill"
        {...seatPillMarks(seatsLeft)}
        // Whether the count comes by the realtime listener now, or by the poll and the page.
        data-live={live}
        sx={{
          px: 2,
          py: 0.25,
          borderRadius: 999,
          fontSize: 14,
          fontWeight: 700,
          ...BY_LEVEL,
          pointerEvents: 'auto',
          transition: 'background-color 300ms',
        }}
      >
        {`${SEATS_LEFT_LABEL}: `}
        <span data-seats-count>{seatsLeft}</span>
      </Box>
    </Box>
  );
}
