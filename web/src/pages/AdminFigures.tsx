import { DASHBOARD_TITLE } from '@blast/catalog';
import { lazy, Suspense } from 'react';
import { DashboardSkeleton } from '../features/admin/components/DashboardSkeleton';
import { useSeatsLeft } from '../features/seats/components/SeatsProvider';
import { useHydrated } from '../lib/use-hydrated';

const OperatorArea = lazy(() => import('../features/operator/components/OperatorArea'));
const Dashboard = lazy(() => import('../features/admin/components/Dashboard').then((m) => ({ default: m.Dashboard })));
const OperatorStatus = lazy(() => import('./OperatorStatus'));

/** /admin/figures: the analytics dashboard, for signed-in admins (the prerender holds the skeleton). */
export default function AdminFigures() {
  const hydrated = useHydrated();
  const seatsLeft = useSeatsLeft();
  if (!hydrated) return <DashboardSkeleton />;
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <OperatorArea title={DASHBOARD_TITLE} loading={<DashboardSkeleton />}>
        <Dashboard
          seatsLeft={seatsLeft}
          setup={
            <Suspense fallback={null}>
              <OperatorStatus />
            </Suspense>
          }
        />
      </OperatorArea>
    </Suspense>
  );
}
