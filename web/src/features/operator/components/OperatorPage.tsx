/**
 * Every operator view's page: before hydration (the prerendered HTML) and while the operator
 * area's code and the sign-in state load, its loading state; then the operator area, titled, around
 * the view. The view itself is the page's own lazy component, loaded only in the browser.
 */
import { Container, Skeleton, Typography, type ContainerProps } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useMounted } from '../../../lib/use-mounted';

const OperatorArea = lazy(() => import('./OperatorArea'));

/** A view's loading state: its title over a pulsing block, as wide as the view. */
export function OperatorLoading({ title, label, maxWidth = 'lg' }: { title: string; label: string; maxWidth?: ContainerProps['maxWidth'] }) {
  return (
    <Container component="section" maxWidth={maxWidth} sx={{ py: 3 }} aria-busy="true" aria-label={label}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Skeleton animation="pulse" variant="rounded" height={320} />
    </Container>
  );
}

export function OperatorPage({ title, loading, children }: { title: string; loading: ReactNode; children: ReactNode }) {
  const mounted = useMounted();
  if (!mounted) return <>{loading}</>;
  return (
    <Suspense fallback={loading}>
      <OperatorArea title={title} loading={loading}>
        {children}
      </OperatorArea>
    </Suspense>
  );
}
