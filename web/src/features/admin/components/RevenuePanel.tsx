import { Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Panel, QueryState } from '../../operator/components/Panel';
import { useRevenue } from '../api/analytics';
import { dollars, netRevenueCents } from '../figures';
import { TableRegion } from '../../operator/components/TableRegion';

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Stack data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: 24, fontWeight: 800, lineHeight: 1.3 }} data-testid={`${testId}-value`}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Stack>
  );
}

/** MRR, subscriptions, trials, the 30 days' revenue and refunds, pending payments, and revenue by source (GET /api/admin/analytics/revenue). */
export function RevenuePanel() {
  const query = useRevenue();
  return (
    <Panel title="Revenue" testId="revenue">
      <QueryState query={query}>
        {(report) => (
          <Stack spacing={3}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 'grow' }}>
                <Figure testId="revenue-mrr" label="MRR" value={dollars(report.mrrCents)} detail="Active and past-due subscriptions" />
              </Grid>
              <Grid size={{ xs: 6, md: 'grow' }}>
                <Figure testId="revenue-active" label="Active subscriptions" value={report.activeSubscriptions.toLocaleString('en-US')} detail={`${report.canceling.toLocaleString('en-US')} canceling at period end`} />
              </Grid>
              <Grid size={{ xs: 6, md: 'grow' }}>
                <Figure testId="revenue-trialing" label="Trialing" value={report.trialing.toLocaleString('en-US')} />
              </Grid>
              <Grid size={{ xs: 6, md: 'grow' }}>
                <Figure
                  testId="revenue-30d"
                  label="Revenue (30 days)"
                  value={dollars(report.revenue30dCents)}
                  detail={`Refunds ${dollars(report.refunded30dCents)} · net ${dollars(netRevenueCents(report))}`}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 'grow' }}>
                <Figure testId="revenue-pending" label="Pending payments" value={report.pendingPayments.toLocaleString('en-US')} detail="Delayed methods settling" />
              </Grid>
            </Grid>
            {report.bySource.length === 0 ? (
              <Typography color="text.secondary">No revenue in the last 30 days yet.</Typography>
            ) : (
              <TableRegion label="Revenue by source">
                <Table size="small" aria-label="Revenue by source">
                  <TableHead>
                    <TableRow>
                      <TableCell>Source</TableCell>
                      <TableCell>Campaign</TableCell>
                      <TableCell align="right">Purchases</TableCell>
                      <TableCell align="right">Revenue (net)</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.bySource.map((row) => (
                      <TableRow key={`${row.source} ${row.campaign}`}>
                        <TableCell>{row.source}</TableCell>
                        <TableCell>{row.campaign}</TableCell>
                        <TableCell align="right">{row.purchases.toLocaleString('en-US')}</TableCell>
                        <TableCell align="right">{row.revenueCents < 0 ? `-${dollars(-row.revenueCents)}` : dollars(row.revenueCents)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableRegion>
            )}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
