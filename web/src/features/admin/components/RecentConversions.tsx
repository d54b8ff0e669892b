import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecentConversions, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { conversionName, conversionSentence, dateTime, dollars, noDataIn, paymentBadges, planLabel } from '../figures';
import { PathText } from './PathText';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';

export function RecentConversions() {
  const query = useRecentConversions();
  const period = usePeriod();
  const since = useSinceLabel();
  return (
    <Panel title="Recent Conversions" caption={since} testId="recent-conversions">
      <QueryState query={query} empty={{ when: (data) => data.length === 0, text: noDataIn(period.label) }}>
        {(conversions) => (
          <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {conversions.map((c) => (
              <Box component="li" key={c.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, overflowWrap: 'anywhere' }} data-testid="recent-conversion">
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }} data-testid="conversion-sentence">
                    <PathText text={conversionSentence(c)} />
                  </Typography>
                  <Chip size="small" label={conversionName(c.conversionType)} color={c.conversionType === 'purchase' ? 'success' : 'default'} variant={c.conversionType === 'purchase' ? 'filled' : 'outlined'} />
                  {c.foundersRate && <Chip size="small" label="Founders Rate" color="secondary" />}
                  {paymentBadges(c).map((badge) => (
                    <Chip key={badge.label} size="small" label={badge.label} color={badge.color} variant="outlined" data-testid="payment-badge" />
                  ))}
                  <Typography sx={{ ml: 'auto', fontWeight: 700, whiteSpace: 'nowrap' }}>{dollars(c.amount)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {[c.name, c.email, c.plan === 'unknown' ? null : planLabel(c.plan)].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {/* The campaign's source, as Leads names it; the page it came from is in the sentence. */}
                  {c.utmSource && `Campaign source: ${c.utmSource} · `}
                  {c.utmCampaign && `Campaign: ${c.utmCampaign} · `}
                  {dateTime(c.timestamp)}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
