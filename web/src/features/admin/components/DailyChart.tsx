import { LineChart } from '@mui/x-charts/LineChart';
import { useDaily } from '../api/analytics';
import { Panel, QueryState } from '../../operator/components/Panel';

/** Daily views, unique visitors and conversions over the 30 days. */
export function DailyChart() {
  const query = useDaily();
  return (
    <Panel title="Last 30 Days" testId="daily-chart">
      <QueryState query={query}>
        {(days) => (
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: days.map((d) => d.day.slice(5)) }]}
            series={[
              { label: 'Views', data: days.map((d) => d.views), showMark: false },
              { label: 'Unique visitors', data: days.map((d) => d.visitors), showMark: false },
              { label: 'Conversions', data: days.map((d) => d.conversions), showMark: false },
            ]}
            margin={{ left: 8, right: 16 }}
          />
        )}
      </QueryState>
    </Panel>
  );
}
