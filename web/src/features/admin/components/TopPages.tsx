import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useOverview } from '../api/analytics';
import { NO_DATA_YET, TOP_PAGES, pageLabel } from '../figures';
import { Panel, QueryState } from '../../operator/components/Panel';

export function TopPages() {
  const query = useOverview();
  return (
    <Panel title="Top Pages by Views" testId="top-pages">
      <QueryState query={query} empty={{ when: (data) => data.pageViews.length === 0, text: NO_DATA_YET }}>
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
