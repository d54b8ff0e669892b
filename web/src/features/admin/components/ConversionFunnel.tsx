import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useFunnel } from '../api/analytics';
import { NO_DATA_YET, barPercent, pageLabel } from '../figures';
import { Panel, QueryState } from '../../operator/components/Panel';

export function ConversionFunnel() {
  const query = useFunnel();
  return (
    <Panel title="Conversion Funnel" testId="conversion-funnel">
      <QueryState query={query} empty={{ when: (data) => data.length === 0, text: NO_DATA_YET }}>
        {(funnel) => (
          <Stack spacing={2}>
            {funnel.map((entry) => (
              <Box key={entry.page}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography noWrap title={entry.page}>
                    {pageLabel(entry.page)}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{entry.conversionRate}%</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {entry.conversions}/{entry.views}
                </Typography>
                <LinearProgress variant="determinate" value={barPercent(entry.conversionRate)} sx={{ height: 8, borderRadius: 4, mt: 0.5 }} aria-label={`${pageLabel(entry.page)} conversion rate`} />
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
