import type { RevenueBySource, RevenueReport } from '@blast/catalog';
import { Box, Stack, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { DataTable, type Column } from '../../../components/DataTable';
import { RevenueByPlan } from './RevenueByPlan';
import { usePeriodTotals, useRevenue } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { axisDollars, count, dollars, netRevenueCents, noDataIn, paymentsKeptNote, rateLabel } from '../figures';
import { Change } from './Change';
import { axisDay } from './DailyChart';

function Figure({ label, value, detail, change, testId }: { label: string; value: string; detail?: string; change?: ReactNode; testId: string }) {
  return (
    <Stack data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* An amount too wide for its column wraps rather than runs into the next. */}
      <Typography sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 800, lineHeight: 1.3, overflowWrap: 'anywhere' }} data-testid={`${testId}-value`}>
        {value}
      </Typography>
      {change}
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Stack>
  );
}

/** The figures side by side, as many to a row as fit at 10em each: two on a phone, several on a laptop. */
function Figures({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(10em, 100%), 1fr))', gap: 2 }}>{children}</Box>;
}

const SOURCE_COLUMNS: readonly Column<RevenueBySource>[] = [
  { header: 'Source', render: (row) => row.source },
  { header: 'Campaign', render: (row) => row.campaign },
  { header: 'Purchases', align: 'right', nowrap: true, render: (row) => count(row.purchases) },
  { header: 'Revenue', align: 'right', nowrap: true, render: (row) => dollars(row.revenueCents) },
  { header: 'Refunds', align: 'right', nowrap: true, render: (row) => dollars(row.refundedCents) },
];

/** The period's figures, each with its change against the period before. */
function PeriodFigures({ report }: { report: RevenueReport }) {
  const { previous } = report;
  return (
    <Figures>
      {/* Its test id is the 30-day figure's it replaces (the default period's), which the payment tests read. */}
      <Figure testId="revenue-30d" label="Revenue" value={dollars(report.revenueCents)} change={<Change current={report.revenueCents} previous={previous.revenueCents} />} detail={`Refunds ${dollars(report.refundedCents)} · net ${dollars(netRevenueCents(report))}`} />
      <Figure testId="revenue-mrr-end" label="MRR at the period's end" value={dollars(report.mrrEndCents)} change={<Change current={report.mrrEndCents} previous={previous.mrrEndCents} />} />
      <Figure testId="revenue-new" label="New subscriptions" value={count(report.newSubscriptions)} change={<Change current={report.newSubscriptions} previous={previous.newSubscriptions} />} detail="Bought, or a trial converted" />
      <Figure testId="revenue-canceled" label="Cancelled subscriptions" value={count(report.canceledSubscriptions)} change={<Change current={report.canceledSubscriptions} previous={previous.canceledSubscriptions} lowerIsBetter />} />
      <Figure testId="revenue-trials" label="Trials started" value={count(report.trialsStarted)} change={<Change current={report.trialsStarted} previous={previous.trialsStarted} />} />
      <Figure
        testId="revenue-trial-to-paid"
        label="Trial-to-paid"
        value={rateLabel(report.trialToPaidRate)}
        detail={`${count(report.trialsConverted)} converted of ${count(report.trialsConverted + report.trialsCanceled)} ended · before ${rateLabel(previous.trialToPaidRate)}`}
      />
      <Figure testId="revenue-churn" label="Churn" value={rateLabel(report.churnRate)} detail={`Cancelled over active at the start · before ${rateLabel(previous.churnRate)}`} />
    </Figures>
  );
}

/** Today's standing: MRR, subscriptions, trials, payments settling. */
function NowFigures({ report }: { report: RevenueReport }) {
  return (
    <Figures>
      <Figure testId="revenue-mrr" label="MRR now" value={dollars(report.mrrCents)} detail="Active and past-due subscriptions" />
      <Figure testId="revenue-active" label="Active subscriptions" value={count(report.activeSubscriptions)} detail={`Now; ${count(report.canceling)} canceling at period end`} />
      <Figure testId="revenue-trialing" label="Trialing" value={count(report.trialing)} detail="Now" />
      <Figure testId="revenue-pending" label="Pending payments" value={count(report.pendingPayments)} detail="Delayed methods settling, now" />
    </Figures>
  );
}

/** Revenue per day and MRR at each day's end, each on its own axis, its figures short ($1.5K) on an axis wide enough for them. */
function MoneyChart({ report, withYear }: { report: RevenueReport; withYear: boolean }) {
  const asDollars = (cents: number | null) => (cents === null ? '' : dollars(cents));
  return (
    <div data-testid="revenue-chart">
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: report.series.map((d) => axisDay(d.day, withYear)) }]}
        yAxis={[
          { id: 'mrr', valueFormatter: axisDollars, width: 'auto' },
          { id: 'revenue', position: 'right', valueFormatter: axisDollars, width: 'auto' },
        ]}
        series={[
          { label: 'MRR', yAxisId: 'mrr', data: report.series.map((d) => d.mrrCents), showMark: report.series.length === 1, valueFormatter: asDollars },
          { label: 'Revenue', yAxisId: 'revenue', data: report.series.map((d) => d.revenueCents), showMark: report.series.length === 1, valueFormatter: asDollars },
        ]}
        margin={{ left: 8, right: 8 }}
      />
    </div>
  );
}

/**
 * Money over the period against the one before, today's standing, and revenue by source and by
 * plan over the period (GET /api/admin/analytics/revenue): each table's Revenue sums to the
 * Revenue figure (gross, refunds beside it).
 */
export function RevenuePanel() {
  const query = useRevenue();
  const period = usePeriod();
  const withYear = period.range.from.slice(0, 4) !== period.range.to.slice(0, 4);
  // Where a Reset cut the period, the traffic beside these figures counts from it; they do not.
  const note = paymentsKeptNote(usePeriodTotals().data?.resetAt);
  return (
    <Panel title="Revenue" caption={note ? `${period.label}. ${note}` : `${period.label} (payments are kept by a Reset)`} testId="revenue">
      <QueryState query={query}>
        {(report) => (
          <Stack spacing={3}>
            <PeriodFigures report={report} />
            <MoneyChart report={report} withYear={withYear} />
            <NowFigures report={report} />
            {report.bySource.length === 0 ? (
              <Typography color="text.secondary">{noDataIn(period.label).replace('No data', 'No revenue')}</Typography>
            ) : (
              <DataTable label="Revenue by source" columns={SOURCE_COLUMNS} rows={report.bySource} rowKey={(row) => `${row.source} ${row.campaign}`} />
            )}
            {report.byPlan.length > 0 && <RevenueByPlan rows={report.byPlan} />}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
