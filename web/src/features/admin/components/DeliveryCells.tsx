import type { LeadRow } from '@blast/catalog';
import { Alert, Button, Chip, TableCell, Tooltip, Typography } from '@mui/material';
import { DELIVERY_COLOR, deliveryStateOf } from '../delivery-state';
import { dateTime } from '../figures';

/** The Retry mutation of a table (a lead's, a customer event's), keyed by the row's id. */
export interface RowRetry {
  isPending: boolean;
  variables?: string;
  error: Error | null;
  mutate: (id: string) => void;
}

/** What a failed Retry said, above the table. */
export function RetryError({ retry }: { retry: RowRetry }) {
  return retry.error && <Alert severity="error" sx={{ mb: 2 }}>Retry failed: {retry.error.message}</Alert>;
}

/**
 * A row's delivery to its hook: the state (the hook and the next try in its hint), the attempts
 * and the next try under a pending one when `queue` is asked for, the last error, and Retry for a
 * failed or stalled one.
 */
export function DeliveryCells({ id, forward, retry, queue = false, errorWidth }: { id: string; forward: LeadRow['forward']; retry: RowRetry; queue?: boolean; errorWidth: number }) {
  const { status, hint, retryable } = deliveryStateOf(forward);
  const retrying = retry.isPending && retry.variables === id;
  return (
    <>
      <TableCell>
        <Tooltip title={hint}>
          <Chip size="small" label={status} color={DELIVERY_COLOR[status]} variant="outlined" />
        </Tooltip>
        {queue && status === 'pending' && forward.nextAttemptAt && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            next try {dateTime(forward.nextAttemptAt)}
          </Typography>
        )}
      </TableCell>
      {queue && <TableCell align="right">{forward.attempts}</TableCell>}
      <TableCell sx={{ maxWidth: errorWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={forward.lastError ?? ''}>
        {forward.lastError ?? '—'}
      </TableCell>
      <TableCell>
        {retryable && (
          <Button size="small" variant="contained" onClick={() => retry.mutate(id)} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        )}
      </TableCell>
    </>
  );
}
