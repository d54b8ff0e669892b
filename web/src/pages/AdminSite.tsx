import { SITE_EDITOR_TITLE } from '@blast/catalog';
import { Container, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const OperatorArea = lazy(() => import('../features/operator/components/OperatorArea'));
const SiteEditor = lazy(() => import('../features/site-content/components/SiteEditor').then((m) => ({ default: m.SiteEditor })));

function Loading() {
  return (
    <Container component="section" maxWidth="md" sx={{ py: 4 }} aria-busy="true" aria-label="Loading the site content">
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 3 }}>
        {SITE_EDITOR_TITLE}
      </Typography>
      <Skeleton animation="pulse" variant="rounded" height={320} />
    </Container>
  );
}

/** /admin/site: the owner's own proof and facts, for signed-in admins (the prerender holds the loading state). */
export default function AdminSite() {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <OperatorArea title={SITE_EDITOR_TITLE} loading={<Loading />}>
        <SiteEditor />
      </OperatorArea>
    </Suspense>
  );
}
