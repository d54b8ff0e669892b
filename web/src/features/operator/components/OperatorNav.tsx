/**
 * The operator area's own header: its name, every view a tap away (OPERATOR_VIEWS, with the rows
 * waiting on Today), the signed-in owner and Sign out. No public nav or seat pill is on these pages
 * (app/App.tsx).
 */
import { GET_TODAY, type TodayList } from '@blast/catalog';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { adminGet } from '../../../lib/admin-api';
import { operatorAuth } from '../../../lib/operator-auth';
import { OPERATOR_VIEWS } from '../operator-views';

/** The rows waiting on Today: the same query (and cache) as the Today view. */
function useWaiting() {
  const query = useQuery<TodayList>({ queryKey: [GET_TODAY.path], queryFn: () => adminGet(GET_TODAY.path), refetchInterval: 30_000 });
  return query.data && `${query.data.rows.length}${query.data.more ? '+' : ''}`;
}

export function OperatorNav({ email }: { email: string }) {
  const { pathname } = useLocation();
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const waiting = useWaiting();
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }} data-testid="operator-header">
      <Container maxWidth="xl" sx={{ py: 1, px: { xs: 1.5, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 800 }}>
            Blast CRM operator
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="operator-email">
              {email}
            </Typography>
            <Button variant="outlined" size="small" onClick={() => void signOut(operatorAuth())}>
              Sign out
            </Button>
          </Stack>
        </Stack>
        <Box component="nav" aria-label="Operator" sx={{ mt: 1 }}>
          <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5, flexWrap: 'wrap' }}>
            {OPERATOR_VIEWS.map((view) => {
              const active = view.path === current;
              return (
                <li key={view.path}>
                  <Button
                    component={RouterLink}
                    to={view.path}
                    size="small"
                    variant={active ? 'contained' : 'text'}
                    aria-current={active ? 'page' : undefined}
                    sx={{ minHeight: 44, px: 1.5 }}
                  >
                    {view.label}
                    {view.waiting === 'today' && waiting !== undefined && (
                      <Box component="span" data-testid="today-waiting" aria-label={`${waiting} waiting`} sx={{ ml: 0.75, px: 0.75, borderRadius: 8, fontSize: 13, fontWeight: 700, bgcolor: active ? 'background.paper' : 'primary.main', color: active ? 'primary.main' : 'primary.contrastText' }}>
                        {waiting}
                      </Box>
                    )}
                  </Button>
                </li>
              );
            })}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
