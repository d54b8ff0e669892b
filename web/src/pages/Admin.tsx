import { Container, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const OperatorArea = lazy(() => import('../features/operator/components/OperatorArea'));
const Today = lazy(() => import('../features/admin/components/Today').then((m) => ({ default: m.Today })));
const SetupList = lazy(() => import('./SetupList'));

function Loading() {
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 3 }} aria-busy="true" aria-label="Loading Today">
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 2 }}>
        Today
      </Typography>
      <Skeleton animation="pulse" variant="rounded" height={320} />
    </Container>
  );
}

/** /admin: the operator area opens on Today, the people to act on now (the prerender holds the loading state). */
export default function Admin() {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <OperatorArea title="Today" loading={<Loading />}>
        <Today setup={<Suspense fallback={null}><SetupList /></Suspense>} />
      </OperatorArea>
    </Suspense>
  );
}
