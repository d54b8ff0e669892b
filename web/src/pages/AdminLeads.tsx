import { Container, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const OperatorArea = lazy(() => import('../features/operator/components/OperatorArea'));
const LeadsView = lazy(() => import('../features/admin/components/LeadsView').then((m) => ({ default: m.LeadsView })));

function Loading() {
  return (
    <Container component="section" maxWidth="xl" sx={{ py: 3 }} aria-busy="true" aria-label="Loading the leads">
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 2 }}>
        Leads
      </Typography>
      <Skeleton animation="pulse" variant="rounded" height={320} />
    </Container>
  );
}

/** /admin/leads: the leads of the period, with their forwarding and the operator's "Contacted" notes. */
export default function AdminLeads() {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <OperatorArea title="Leads" loading={<Loading />}>
        <LeadsView />
      </OperatorArea>
    </Suspense>
  );
}
