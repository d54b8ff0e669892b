import { LIFECYCLE_ACTIONS, formatCents, type LifecycleSession } from '@blast/catalog';
import { Button, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { LIFECYCLE_LABELS, playLifecycle, useLifecycleSessions, useRefreshLifecycleSessions } from '../api/lifecycle';
import { useConfigurationStatus } from '../api/purchase-tests';

const describeSession = (session: LifecycleSession) =>
  [session.plan, session.email, `${session.status}, ${session.paymentStatus.replaceAll('_', ' ')}`, formatCents(session.amountTotal), session.subscriptionStatus && `subscription ${session.subscriptionStatus}`, session.refundedCents > 0 && `refunded ${formatCents(session.refundedCents)}`]
    .filter(Boolean)
    .join(' · ');

interface LifecyclePanelProps {
  running: boolean;
  run: (test: string, action: () => Promise<string>) => Promise<void>;
}

/**
 * What happens after a checkout, played on a stand-in session as Stripe's test clocks would: a
 * delayed payment settling or failing, a trial ending, renewals, a failed renewal, a cancellation,
 * a refund, a dispute. Each result names the events the webhook received.
 */
export function LifecyclePanel({ running, run }: LifecyclePanelProps) {
  const mode = useConfigurationStatus().data?.payments.mode;
  const standIn = mode === 'stand-in';
  const query = useLifecycleSessions(standIn);
  const refresh = useRefreshLifecycleSessions();
  const [chosen, setChosen] = useState('');
  const sessionId = chosen || query.data?.[0]?.id || '';

  return (
    <Panel
      title="Payment Lifecycle"
      testId="payment-lifecycle"
      action={
        <Button size="small" variant="outlined" onClick={() => void refresh()} disabled={!standIn}>
          Refresh sessions
        </Button>
      }
    >
      {mode === undefined ? (
        <Skeleton animation="pulse" variant="rounded" height={120} />
      ) : !standIn ? (
        <Typography variant="body2" color="text.secondary">
          Played by the local Stripe stand-in only. With a Stripe test key, use test clocks in the Stripe dashboard: the webhook records what they send.
        </Typography>
      ) : (
        <QueryState query={query} empty={{ when: (sessions) => sessions.length === 0, text: 'No checkout session yet: run a checkout test first.' }}>
          {(sessions) => (
            <Stack spacing={2}>
              <TextField select label="Checkout session" value={sessionId} onChange={(e) => setChosen(e.target.value)}>
                {sessions.map((session) => (
                  <MenuItem key={session.id} value={session.id}>
                    {describeSession(session)}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {LIFECYCLE_ACTIONS.map((action) => (
                  <Button
                    key={action}
                    size="small"
                    variant="outlined"
                    disabled={running || !sessionId}
                    onClick={() =>
                      run(`Lifecycle: ${LIFECYCLE_LABELS[action]}`, async () => {
                        const answer = await playLifecycle(sessionId, action).finally(() => void refresh());
                        const sent = answer.events.map((event) => event.type).join(', ');
                        return `${describeSession(answer.session)}${sent ? `; the webhook received ${sent}` : '; no event sent yet'}`;
                      })
                    }
                  >
                    {LIFECYCLE_LABELS[action]}
                  </Button>
                ))}
              </Stack>
            </Stack>
          )}
        </QueryState>
      )}
    </Panel>
  );
}
