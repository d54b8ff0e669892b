import { Container, Stack, Typography } from '@mui/material';
import { LeadsTable } from './LeadsTable';
import { PeriodPicker } from './PeriodPicker';

/** The Leads view: the period (in the address, as on Figures) and the leads table. */
export function LeadsView() {
  return (
    <Container maxWidth="xl" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 2 }}>
        Leads
      </Typography>
      <Stack sx={{ mb: 3 }}>
        <PeriodPicker />
      </Stack>
      <LeadsTable />
    </Container>
  );
}
