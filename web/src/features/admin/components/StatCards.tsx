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
  const overview = useOverview().data;
  const funnel = useFunnel().data;
  const top = funnel && topConvertingPage(funnel);
  const plan = overview && mostPopularPlan(overview);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="total-page-views" title="Total Page Views" value={overview && totalViews(overview).toLocaleString('en-US')} detail="Last 30 days" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="total-conversions" title="Total Conversions" value={overview && totalConversions(overview).toLocaleString('en-US')} detail="Last 30 days" />
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
