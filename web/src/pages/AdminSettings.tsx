import { SETTINGS_TITLE } from '@blast/catalog';
import { Container, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const OperatorArea = lazy(() => import('../features/operator/components/OperatorArea'));
const SettingsView = lazy(() => import('../features/admin/components/SettingsView').then((m) => ({ default: m.SettingsView })));
const OperatorStatus = lazy(() => import('./OperatorStatus'));

function Loading() {
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 3 }} aria-busy="true" aria-label="Loading the settings">
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 3 }}>
        {SETTINGS_TITLE}
      </Typography>
      <Skeleton animation="pulse" variant="rounded" height={320} />
    </Container>
  );
}

/** /admin/settings: what is set up, where deliveries go, and the Reset behind a typed word, for signed-in admins (the prerender holds the loading state). */
export default function AdminSettings() {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <OperatorArea title={SETTINGS_TITLE} loading={<Loading />}>
        <SettingsView
          status={
            <Suspense fallback={null}>
              <OperatorStatus />
            </Suspense>
          }
        />
      </OperatorArea>
    </Suspense>
  );
}
