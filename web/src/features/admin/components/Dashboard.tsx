import { DASHBOARD_TITLE, RESET_CONFIRMATION, RESET_DONE } from '@blast/catalog';
import { Button, Collapse, Container, Grid, Stack, Typography } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefreshAnalytics, useResetAnalytics } from '../api/analytics';
import { ConversionFunnel } from './ConversionFunnel';
import { CustomerEventsPanel } from './CustomerEventsPanel';
import { CustomersPanel } from './CustomersPanel';
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

/** SPEC §2's analytics dashboard over the period the address holds (30 days by default), with the live feed, the chart, money, sources and leads. */
export function Dashboard({ seatsLeft }: { seatsLeft: number }) {
  const [debugOpen, setDebugOpen] = useState(false);
  const refresh = useRefreshAnalytics();
  const reset = useResetAnalytics();
  const fetching = useIsFetching() > 0;

  const confirmReset = () => {
    if (!window.confirm(RESET_CONFIRMATION)) return;
    reset.mutate(undefined, {
      onSuccess: () => window.alert(RESET_DONE),
      onError: (err) => window.alert(`Reset failed: ${err.message || 'Reset failed'}`),
    });
  };

  return (
    // A laptop's whole width (1366 px) for the tables' columns; a phone's 412 px take stacked rows (DataTable).
    <Container maxWidth="xl" sx={{ py: 4, px: { xs: 1.5, sm: 3 } }}>
      <LiveUpdates />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800 }}>
          {DASHBOARD_TITLE}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" href="/admin/people">
            People
          </Button>
          <Button variant={debugOpen ? 'contained' : 'outlined'} onClick={() => setDebugOpen((open) => !open)} aria-expanded={debugOpen}>
            Debug Info
          </Button>
          <Button variant="outlined" onClick={() => void refresh()} disabled={fetching}>
            Refresh
          </Button>
          {/* error.dark: white on the dark theme's error.main is 3.7:1, under WCAG AA's 4.5 */}
          <Button variant="contained" color="error" onClick={confirmReset} disabled={reset.isPending} sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: '#b71c1c' } }}>
            {reset.isPending ? 'Resetting...' : 'Reset Data'}
          </Button>
        </Stack>
      </Stack>
      <Stack sx={{ mb: 3 }}>
        <PeriodPicker />
      </Stack>
      <Collapse in={debugOpen} unmountOnExit>
        <Stack sx={{ mb: 3 }}>
          <DebugPanel />
        </Stack>
      </Collapse>
      <Stack spacing={3}>
        <StatCards seatsLeft={seatsLeft} />
        <RevenuePanel />
        <NeedsAttentionPanel />
        <CustomersPanel />
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
