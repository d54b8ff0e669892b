import { lazy, Suspense } from 'react';
import { OperatorLoading, OperatorPage } from '../features/operator/components/OperatorPage';

const Today = lazy(() => import('../features/admin/components/Today').then((m) => ({ default: m.Today })));
const SetupList = lazy(() => import('./SetupList'));

/** /admin: the operator area opens on Today, the people to act on now (the prerender holds the loading state). */
export default function Admin() {
  return (
    <OperatorPage title="Today" loading={<OperatorLoading title="Today" label="Loading Today" />}>
      <Today
        setup={
          <Suspense fallback={null}>
            <SetupList />
          </Suspense>
        }
      />
    </OperatorPage>
  );
}
