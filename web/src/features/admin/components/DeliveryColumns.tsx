import { SITE_PAGES, type LeadRow } from '@blast/catalog';
import { Alert, Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
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

/** Folded under the state: the hook, the tries and the stored error, as they were written. */
function TechnicalDetail({ detail }: { detail: string }) {
  return (
    <Box component="details" sx={{ mt: 0.5, color: 'text.secondary', fontSize: 13, '& > summary': { cursor: 'pointer' } }}>
      <summary>Technical detail</summary>
      <Box component="p" sx={{ m: 0, mt: 0.5, overflowWrap: 'anywhere' }} data-testid="delivery-detail">
        {detail}
      </Box>
    </Box>
  );
}

/**
 * A row's delivery to its hook, as the table's last columns (under `title`): the state in words
 * ("Sent to your CRM", "Retrying (3 of 6)", "Not delivered: your CRM's address refused it, see
 * Settings"), the next try under a pending one and the attempts when `queue` is asked for, the
 * technical detail folded under the state, and Retry for a failed or stalled one.
 */
export function deliveryColumns<Row extends Delivered>(title: string, retry: RowRetry, { queue = false } = {}): Column<Row>[] {
  return [
    {
      header: title,
      render: ({ forward }) => {
        const words = deliveryStateOf(forward);
        return (
          <>
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600, color: `${DELIVERY_COLOR[words.status]}.main` }} data-testid="delivery-state">
              {words.headline}
              {words.seeSettings && (
                <>
                  , see{' '}
                  <MuiLink component={Link} to={SITE_PAGES.AdminSettings.path} color="inherit">
                    Settings
                  </MuiLink>
                </>
              )}
            </Typography>
            {words.lastTry && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {words.lastTry}
              </Typography>
            )}
            {queue && words.status === 'pending' && forward.nextAttemptAt && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                next try {dateTime(forward.nextAttemptAt)}
              </Typography>
            )}
            <TechnicalDetail detail={words.detail} />
          </>
        );
      },
    },
    ...(queue ? [{ header: 'Attempts', align: 'right', nowrap: true, render: ({ forward }) => forward.attempts } satisfies Column<Row>] : []),
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
