import type { PeriodTotals } from '@blast/catalog';
import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFunnel, useOverview, usePeriodTotals } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { count, mostPopularPlan, sinceLabel, topConvertingPage } from '../figures';
import { PathText } from './PathText';
import { Change } from './Change';

function StatCard({ title, value, detail, change, testId }: { title: string; value?: string | number; detail?: string; change?: ReactNode; testId: string }) {
  // A page's path wraps after a '/', never inside a word.
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {value === undefined ? (
          <Skeleton animation="pulse" width="60%" height={40} />
        ) : (
          // A page's path is set smaller than a figure: a card is a sixth of a laptop's width.
          <Typography sx={{ fontSize: typeof value === 'string' && value.startsWith('/') ? 20 : 28, fontWeight: 800, lineHeight: 1.2 }} data-testid={`${testId}-value`}>
            {typeof value === 'string' ? <PathText text={value} /> : value}
          </Typography>
        )}
        {change}
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid={`${testId}-detail`}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** SPEC §2's four cards over the period (the totals with their change against the period before), unique visitors, and the live founders seat count. */
export function StatCards({ seatsLeft }: { seatsLeft: number }) {
  const period = usePeriod();
  const totalsQuery = usePeriodTotals();
  const overviewQuery = useOverview();
  const funnelQuery = useFunnel();
  const overview = overviewQuery.data;
  const funnel = funnelQuery.data;
  const figures = totalsQuery.data;
  // A failed first load says so on the cards instead of pulsing forever.
  const failed = (query: { error: Error | null; data?: unknown }) => (query.error && query.data === undefined ? `Could not load: ${query.error.message}` : undefined);
  const totalsError = failed(totalsQuery);
  const funnelError = failed(funnelQuery);
  const overviewError = failed(overviewQuery);
  const since = sinceLabel(period.label, figures?.resetAt);
  const top = funnel ? topConvertingPage(funnel) : funnelError ? { label: '—', detail: funnelError } : undefined;
  const plan = overview ? mostPopularPlan(overview) : overviewError ? { label: '—', detail: overviewError } : undefined;
  // The people behind the conversions: the visitors who reached a goal (the rates count them).
  const people = figures && `${count(figures.convertingVisitors)} visitor${figures.convertingVisitors === 1 ? '' : 's'} converted`;
  const total = (field: keyof PeriodTotals, testId: string, title: string, note?: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
      <StatCard
        testId={testId}
        title={title}
        value={figures ? figures.totals[field].toLocaleString('en-US') : totalsError ? '—' : undefined}
        change={figures && <Change current={figures.totals[field]} previous={figures.previous.totals[field]} testId={`${testId}-change`} />}
        detail={totalsError ?? (note ? `${note} · ${since}` : since)}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {total('views', 'total-page-views', 'Total Page Views')}
      {total('visitors', 'unique-visitors', 'Unique Visitors')}
      {total('conversions', 'total-conversions', 'Total Conversions', people)}
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="top-converting-page" title="Top Converting Page" value={top?.label} detail={top && (top.detail ? `${top.detail} · ${since}` : since)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="most-popular-plan" title="Most Popular Plan" value={plan?.label} detail={plan && (plan.detail ? `${plan.detail} · ${since}` : since)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
        <StatCard testId="founders-seats" title="Founders Seats Left" value={seatsLeft} detail="Live, now" />
      </Grid>
    </Grid>
  );
}
