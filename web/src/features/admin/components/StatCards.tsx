import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useFunnel, useOverview } from '../api/analytics';
import { mostPopularPlan, topConvertingPage, totalConversions, totalViews } from '../figures';

function StatCard({ title, value, detail, testId }: { title: string; value?: string | number; detail?: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {value === undefined ? (
          <Skeleton animation="pulse" width="60%" height={40} />
        ) : (
          <Typography sx={{ fontSize: 28, fontWeight: 800, lineHeight: 1.2, wordBreak: 'break-word' }} data-testid={`${testId}-value`}>
            {value}
          </Typography>
        )}
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** SPEC §2's four cards, and the live founders seat count. */
export function StatCards({ seatsLeft }: { seatsLeft: number }) {
  const overviewQuery = useOverview();
  const funnelQuery = useFunnel();
  const overview = overviewQuery.data;
  const funnel = funnelQuery.data;
  // A failed first load says so on the cards instead of pulsing forever.
  const failed = (query: { error: Error | null; data?: unknown }) => (query.error && query.data === undefined ? `Could not load: ${query.error.message}` : undefined);
  const overviewError = failed(overviewQuery);
  const funnelError = failed(funnelQuery);
  const top = funnel ? topConvertingPage(funnel) : funnelError ? { label: '—', detail: funnelError } : undefined;
  const plan = overview ? mostPopularPlan(overview) : overviewError ? { label: '—', detail: overviewError } : undefined;
  const sum = (total: (data: NonNullable<typeof overview>) => number) => (overview ? total(overview).toLocaleString('en-US') : overviewError ? '—' : undefined);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="total-page-views" title="Total Page Views" value={sum(totalViews)} detail={overviewError ?? 'Last 30 days'} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="total-conversions" title="Total Conversions" value={sum(totalConversions)} detail={overviewError ?? 'Last 30 days'} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="top-converting-page" title="Top Converting Page" value={top?.label} detail={top?.detail} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="most-popular-plan" title="Most Popular Plan" value={plan?.label} detail={plan?.detail} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="founders-seats" title="Founders Seats Left" value={seatsLeft} detail="Live" />
      </Grid>
    </Grid>
  );
}
