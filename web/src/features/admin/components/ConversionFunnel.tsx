import { Box, Stack, Typography } from '@mui/material';
import { useFunnel, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { barPercent, goalsLabel, noDataIn, pageLabel, rateText, revenueLabel } from '../figures';
import { PathText } from './PathText';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';

/**
 * Each page's rate over the period: its visitors who reached a goal after it over its visitors
 * (conversions/visitors), surest first (ranked by the rate's Wilson lower bound, so the sample
 * shows beside it); the goals apart and the revenue of the checkouts opened there. Its bar as wide
 * as the rate (0% empty, never past 100%).
 */
export function ConversionFunnel() {
  const query = useFunnel();
  const period = usePeriod();
  const since = useSinceLabel();
  return (
    <Panel title="Conversion Funnel" caption={since} testId="conversion-funnel">
      <QueryState query={query} empty={{ when: (data) => data.length === 0, text: noDataIn(period.label) }}>
        {(funnel) => (
          <Stack spacing={2}>
            {funnel.map((entry) => {
              const width = barPercent(entry.conversionRate);
              return (
                <Box key={entry.page} data-testid="funnel-row">
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ minWidth: 0 }}>
                      <PathText text={pageLabel(entry.page)} />
                    </Typography>
                    <Typography sx={{ fontWeight: 700, textAlign: 'right', ...(entry.conversionRate !== null && { whiteSpace: 'nowrap' }) }} data-testid="funnel-rate">
                      {rateText(entry.conversionRate)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary" data-testid="funnel-visitors">
                    {entry.conversions}/{entry.visitors}
                  </Typography>
                  {(goalsLabel(entry.goals) || entry.revenueCents > 0) && (
                    <Typography variant="body2" color="text.secondary" data-testid="funnel-goals">
                      {[goalsLabel(entry.goals), revenueLabel(entry)].filter(Boolean).join(' · ')}
                    </Typography>
                  )}
                  <Box
                    role="meter"
                    aria-label={`${pageLabel(entry.page)} conversion rate`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={width}
                    sx={{ height: 8, borderRadius: 4, mt: 0.5, bgcolor: 'action.hover', overflow: 'hidden' }}
                  >
                    <Box data-testid="funnel-bar" sx={{ width: `${width}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 4 }} />
                  </Box>
                </Box>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
