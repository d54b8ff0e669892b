import { DASHBOARD_TITLE } from '@blast/catalog';
import { Box, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';

/** SPEC §2: the dashboard's loading state, pulsing blocks where the cards and lists will be; a named section (a div may not carry aria-label). */
export function DashboardSkeleton() {
  return (
    <Container component="section" maxWidth="xl" sx={{ py: 4, px: { xs: 1.5, sm: 3 } }} aria-busy="true" aria-label="Loading the dashboard" data-testid="dashboard-skeleton">
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 4 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800 }}>
          {DASHBOARD_TITLE}
        </Typography>
        <Skeleton animation="pulse" variant="rounded" width={320} height={40} />
      </Stack>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
            <Skeleton animation="pulse" variant="rounded" height={112} />
          </Grid>
        ))}
      </Grid>
      <Skeleton animation="pulse" variant="rounded" height={260} sx={{ mb: 3 }} />
      <Grid container spacing={2}>
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Box>
              <Skeleton animation="pulse" variant="rounded" height={320} />
            </Box>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
