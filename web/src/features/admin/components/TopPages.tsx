import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useOverview, useSinceLabel } from '../api/analytics';
import { usePeriod } from '../hooks/use-period';
import { count, noDataIn, pageLabel, TOP_PAGES } from '../figures';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { PathText } from './PathText';

/** SPEC's top pages by views, each page whole (a long path wraps) beside its views. */
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
              <ListItem key={page} disableGutters sx={{ gap: 1 }}>
                <ListItemText primary={<PathText text={pageLabel(page)} />} sx={{ minWidth: 0 }} />
                <Chip size="small" label={`${count(views)} views`} />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Panel>
  );
}
