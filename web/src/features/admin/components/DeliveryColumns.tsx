import type { LeadRow } from '@blast/catalog';
import { Alert, Button, Chip, Tooltip, Typography } from '@mui/material';
import type { Column } from '../../../components/DataTable';
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

/** A row delivered to a hook: its id and its delivery record. */
export interface Delivered {
  id: string;
  forward: LeadRow['forward'];
}

/**
 * A row's delivery to its hook, as the table's last columns (under `title`): the state (the hook
 * and the next try in its hint), the attempts and the next try under a pending one when `queue`
 * is asked for, the last error (whole, wrapped), and Retry for a failed or stalled one.
 */
export function deliveryColumns<Row extends Delivered>(title: string, retry: RowRetry, { queue = false } = {}): Column<Row>[] {
  return [
    {
      header: title,
      render: ({ forward }) => {
        const { status, hint } = deliveryStateOf(forward);
        return (
          <>
            <Tooltip title={hint}>
              <Chip size="small" label={status} color={DELIVERY_COLOR[status]} variant="outlined" />
            </Tooltip>
            {queue && status === 'pending' && forward.nextAttemptAt && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                next try {dateTime(forward.nextAttemptAt)}
              </Typography>
            )}
          </>
        );
      },
    },
    ...(queue ? [{ header: 'Attempts', align: 'right', nowrap: true, render: ({ forward }) => forward.attempts } satisfies Column<Row>] : []),
    { header: 'Last error', render: ({ forward }) => forward.lastError ?? '—' },
    {
      header: '',
      render: ({ id, forward }) => {
        if (!deliveryStateOf(forward).retryable) return null;
        const retrying = retry.isPending && retry.variables === id;
        return (
          <Button size="small" variant="contained" onClick={() => retry.mutate(id)} disabled={retrying} sx={{ whiteSpace: 'nowrap' }}>
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        );
      },
    },
  ];
}
