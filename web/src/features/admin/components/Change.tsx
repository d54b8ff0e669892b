import { Box, Typography } from '@mui/material';
import { changeLabel } from '../figures';

/** A figure's change against the period before: '▲ 25%', '▼ 10%', '▲ new' (where the earlier was 0), '0%'. */
export function Change({ current, previous, testId, lowerIsBetter = false }: { current: number; previous: number; testId?: string; lowerIsBetter?: boolean }) {
  const { text, direction } = changeLabel(current, previous);
  const good = direction === 'flat' ? undefined : (direction === 'up') !== lowerIsBetter;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontWeight: 700, color: good === undefined ? 'text.secondary' : good ? 'success.light' : 'error.light' }}
      data-testid={testId}
      title={`Previous period: ${previous.toLocaleString('en-US')}`}
    >
      {/* The figure holds together; the words after it wrap in a narrow card. */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
        {' '}vs previous period
      </Typography>
    </Typography>
  );
}
