import { PURCHASE_TESTS_TITLE } from '@blast/catalog';
import { Container, Skeleton, Typography } from '@mui/material';

/** The test page's loading state (and its prerendered HTML): the title over a pulsing block. */
export function PurchaseTestsSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} aria-busy="true">
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 3 }}>
        {PURCHASE_TESTS_TITLE}
      </Typography>
      <Skeleton animation="pulse" variant="rounded" height={320} />
    </Container>
  );
}
