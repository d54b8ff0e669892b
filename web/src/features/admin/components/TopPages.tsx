import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useOverview, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { noDataIn, pageLabel, TOP_PAGES } from '../figures';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';

export function TopPages() {
  const query = useOverview();
  const period = usePeriod();
  const since = useSinceLabel();
  return (
    <Panel title="Top Pages by Views" caption={since} testId="top-pages">
      <QueryState query={query} empty={{ when: (data) => data.pageViews.length === 0, text: noDataIn(period.label) }}>
        {(data) => (
          <List dense disablePadding>
            {data.pageViews.slice(0, TOP_PAGES).map(({ page, views }) => (
              <ListItem key={page} disableGutters secondaryAction={<Chip size="small" label={`${views.toLocaleString('en-US')} views`} />}>
                <ListItemText primary={pageLabel(page)} slotProps={{ primary: { noWrap: true, title: page } }} sx={{ pr: 12 }} />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Panel>
  );
}
