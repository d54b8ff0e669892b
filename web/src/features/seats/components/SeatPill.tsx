import { SEATS_LEFT_LABEL } from '@blast/catalog';
import { Box } from '@mui/material';
import { seatLevel } from '../seat-level';
import { useSeatsLeft } from './SeatsProvider';

const LEVEL_COLOR = { red: 'error.main', yellow: 'warning.main', accent: 'secondary.main' } as const;
const LEVEL_TEXT = { red: 'common.white', yellow: 'common.black', accent: 'common.black' } as const;

/** The fixed top pill: 'Founders seats left: N', coloured by how few remain. */
export function SeatPill() {
  const seatsLeft = useSeatsLeft();
  const level = seatLevel(seatsLeft);
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
        data-level={level}
        sx={{
          px: 2,
          py: 0.25,
          borderRadius: 999,
          fontSize: 14,
          fontWeight: 700,
          bgcolor: LEVEL_COLOR[level],
          color: LEVEL_TEXT[level],
          pointerEvents: 'auto',
          transition: 'background-color 300ms',
        }}
      >
        {`${SEATS_LEFT_LABEL}: `}{seatsLeft}
      </Box>
    </Box>
  );
}
