import type { SetupItem } from '@blast/catalog';
import { Box, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';

function Where({ where }: Pick<SetupItem, 'where'>) {
  if ('path' in where) {
    return (
      <MuiLink component={Link} to={where.path} variant="body2">
        Set it: {where.label}
      </MuiLink>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      A server setting: <code>{where.setting}</code> (docs/deploy.md, &ldquo;Production checklist&rdquo;)
    </Typography>
  );
}

/** The setup list's items (Today's, and the status on Debug Info and Settings): each done or to do, and where it is set while to do. */
export function SetupItems({ items }: { items: readonly SetupItem[] }) {
  return (
    <List disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} disableGutters data-testid={`setup-${item.id}`} data-done={item.done} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              <span aria-hidden>{item.done ? '✓ ' : '○ '}</span>
              {item.title}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {item.done ? 'Done' : 'To do'}
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {item.detail}
            </Typography>
            {!item.done && <Where where={item.where} />}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * What the live site still lacks, until it lacks nothing (catalog/src/setup.ts, by the deploy
 * check's own rules; the page composes the items from the facts in effect and the server's
 * configuration). Shown at the top of Today, folded; gone once every item is done.
 */
export function SetupList({ query }: { query: { data?: SetupItem[]; error: Error | null; isPending: boolean } }) {
  return (
    <QueryState query={query}>
      {(items) => {
        const open = items.filter(({ done }) => !done);
        if (open.length === 0) return null;
        return (
          // Folded (the browser's own <details>): the people to call stay on the first screen, the list a tap away.
          <Box component="details" data-testid="setup-list" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}>
            <Typography component="summary" sx={{ cursor: 'pointer', fontWeight: 700 }}>
              Before the site is live: {open.length} of {items.length} still to set
            </Typography>
            <SetupItems items={items} />
          </Box>
        );
      }}
    </QueryState>
  );
}
