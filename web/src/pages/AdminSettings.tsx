import { SETTINGS_TITLE } from '@blast/catalog';
import { lazy, Suspense } from 'react';
import { OperatorLoading, OperatorPage } from '../features/operator/components/OperatorPage';

const SettingsView = lazy(() => import('../features/admin/components/SettingsView').then((m) => ({ default: m.SettingsView })));
const OperatorStatus = lazy(() => import('./OperatorStatus'));

/** /admin/settings: what is set up, where deliveries go, and the Reset behind a typed word, for signed-in admins (the prerender holds the loading state). */
export default function AdminSettings() {
  return (
    <OperatorPage title={SETTINGS_TITLE} loading={<OperatorLoading title={SETTINGS_TITLE} label="Loading the settings" />}>
      <SettingsView
        status={
          <Suspense fallback={null}>
            <OperatorStatus />
          </Suspense>
        }
      />
    </OperatorPage>
  );
}
