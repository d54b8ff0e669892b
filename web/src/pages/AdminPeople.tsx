import { PEOPLE_TITLE } from '@blast/catalog';
import { Container, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const OperatorArea = lazy(() => import('../features/operator/components/OperatorArea'));
const PeoplePanel = lazy(() => import('../features/admin/components/PeoplePanel').then((m) => ({ default: m.PeoplePanel })));

function Loading() {
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 4 }} aria-busy="true" aria-label="Loading the people view">
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 3 }}>
        {PEOPLE_TITLE}
      </Typography>
      <Skeleton animation="pulse" variant="rounded" height={320} />
    </Container>
  );
}

/** /admin/people: a person's data on request (docs/privacy.md), for signed-in admins (the prerender holds the loading state). */
export default function AdminPeople() {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <OperatorArea title={PEOPLE_TITLE} loading={<Loading />}>
        <PeoplePanel />
      </OperatorArea>
    </Suspense>
  );
}
