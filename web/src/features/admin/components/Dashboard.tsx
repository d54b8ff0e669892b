import { DASHBOARD_TITLE } from '@blast/catalog';
import { Button, Collapse, Container, Grid, Stack, Typography } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useOverview, useRefreshAnalytics } from '../api/analytics';
import { updatedLabel } from '../status-words';
import { ConversionFunnel } from './ConversionFunnel';
import { CustomerEventsPanel } from './CustomerEventsPanel';
import { DailyChart } from './DailyChart';
import { DebugPanel } from './DebugPanel';
import { FunnelStepsPanel } from './FunnelStepsPanel';
import { LeadsTable } from './LeadsTable';
import { LiveUpdates } from './LiveUpdates';
import { NeedsAttentionPanel } from './NeedsAttentionPanel';
import { PeriodPicker } from './PeriodPicker';
import { RecentConversions } from './RecentConversions';
import { RevenuePanel } from './RevenuePanel';
import { SourcesTable } from './SourcesTable';
import { StatCards } from './StatCards';
import { TopPages } from './TopPages';

/** When the figures were last updated, from the figures' query (a Refresh, a poll, a live update): "Updated just now", "Updated 14:02". */
function UpdatedAt() {
  const { dataUpdatedAt } = useOverview();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(tick);
  }, []);
  return (
    <Typography variant="body2" color="text.secondary" role="status" data-testid="figures-updated" sx={{ alignSelf: 'center' }}>
      {updatedLabel(dataUpdatedAt, Math.max(now, dataUpdatedAt))}
    </Typography>
  );
}

/**
 * SPEC §2's analytics dashboard over the period the address holds (30 days by default), with the
 * live feed, the chart, money, sources and leads; `setup` (what is set up, composed by the page)
 * shows in Debug Info's status. Reset Data is on Settings, behind a typed word.
 */
export function Dashboard({ seatsLeft, setup }: { seatsLeft: number; setup?: ReactNode }) {
  const [debugOpen, setDebugOpen] = useState(false);
  const refresh = useRefreshAnalytics();
  const fetching = useIsFetching() > 0;

  return (
    // A laptop's whole width (1366 px) for the tables' columns; a phone's 412 px take stacked rows (DataTable).
    <Container maxWidth="xl" sx={{ py: 4, px: { xs: 1.5, sm: 3 } }}>
      <LiveUpdates />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800 }}>
          {DASHBOARD_TITLE}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <UpdatedAt />
          <Button variant={debugOpen ? 'contained' : 'outlined'} onClick={() => setDebugOpen((open) => !open)} aria-expanded={debugOpen}>
            Debug Info
          </Button>
          <Button variant="outlined" onClick={() => void refresh()} disabled={fetching}>
            Refresh
          </Button>
        </Stack>
      </Stack>
      <Stack sx={{ mb: 3 }}>
        <PeriodPicker />
      </Stack>
      <Collapse in={debugOpen} unmountOnExit>
        <Stack sx={{ mb: 3 }}>
          <DebugPanel setup={setup} />
        </Stack>
      </Collapse>
      <Stack spacing={3}>
        <StatCards seatsLeft={seatsLeft} />
        <RevenuePanel />
        <NeedsAttentionPanel />
        <DailyChart />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TopPages />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ConversionFunnel />
          </Grid>
        </Grid>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <RecentConversions />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <FunnelStepsPanel />
          </Grid>
        </Grid>
        <SourcesTable />
        <LeadsTable />
        <CustomerEventsPanel />
      </Stack>
    </Container>
  );
}
