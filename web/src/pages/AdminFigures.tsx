import { DASHBOARD_TITLE } from '@blast/catalog';
import { lazy, Suspense } from 'react';
import { DashboardSkeleton } from '../features/admin/components/DashboardSkeleton';
import { OperatorPage } from '../features/operator/components/OperatorPage';
import { useSeatsLeft } from '../features/seats/components/SeatsProvider';

const Dashboard = lazy(() => import('../features/admin/components/Dashboard').then((m) => ({ default: m.Dashboard })));
const OperatorStatus = lazy(() => import('./OperatorStatus'));

/** /admin/figures: the analytics dashboard, for signed-in admins (the prerender holds the skeleton). */
export default function AdminFigures() {
  const seatsLeft = useSeatsLeft();
  return (
    <OperatorPage title={DASHBOARD_TITLE} loading={<DashboardSkeleton />}>
      <Dashboard
        seatsLeft={seatsLeft}
        setup={
          <Suspense fallback={null}>
            <OperatorStatus />
          </Suspense>
        }
      />
    </OperatorPage>
  );
}
