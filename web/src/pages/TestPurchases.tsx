import { Container, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const OperatorArea = lazy(() => import('../components/operator/OperatorArea'));
const PurchaseTests = lazy(() => import('../features/purchase-tests/components/PurchaseTests').then((m) => ({ default: m.PurchaseTests })));

function Loading() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} aria-busy="true">
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 3 }}>
        Purchase Testing Interface
      </Typography>
      <Skeleton animation="pulse" variant="rounded" height={320} />
    </Container>
  );
}

/** /test-purchases: checkout, payment and lead tests, for signed-in admins. */
export default function TestPurchases() {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <OperatorArea title="Purchase Testing Interface" loading={<Loading />}>
        <PurchaseTests />
      </OperatorArea>
    </Suspense>
  );
}
