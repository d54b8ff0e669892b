import { LineChart } from '@mui/x-charts/LineChart';
import { useDaily, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { axisCount } from '../figures';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';

/** A day's label on the axis: month and day, with the year when the period spans two. */
export const axisDay = (day: string, withYear: boolean) => (withYear ? day : day.slice(5));

/** Daily views, unique visitors and conversions over the period (the axis's figures short: 1.5K). */
export function DailyChart() {
  const query = useDaily();
  const period = usePeriod();
  const since = useSinceLabel();
  const withYear = period.range.from.slice(0, 4) !== period.range.to.slice(0, 4);
  return (
    <Panel title="Traffic" caption={since} testId="daily-chart">
      <QueryState query={query}>
        {(days) => (
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: days.map((d) => axisDay(d.day, withYear)) }]}
            yAxis={[{ valueFormatter: axisCount, width: 'auto' }]}
            series={[
              { label: 'Views', data: days.map((d) => d.views), showMark: days.length === 1 },
              { label: 'Unique visitors', data: days.map((d) => d.visitors), showMark: days.length === 1 },
              { label: 'Conversions', data: days.map((d) => d.conversions), showMark: days.length === 1 },
            ]}
            // The last day's label is centred on the plot's edge: room for its half, so it is never cut.
            margin={{ left: 8, right: 32 }}
          />
        )}
      </QueryState>
    </Panel>
  );
}
