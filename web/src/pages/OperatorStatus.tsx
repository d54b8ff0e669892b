import { SetupStatus } from '../features/admin/components/SetupStatus';
import { useConfigurationStatus } from '../features/purchase-tests/api/purchase-tests';
import { useSetupItems } from './setup-items';

/** What is set up and where deliveries go (Debug Info's status, Settings), composed from the site's facts and the server's configuration. */
export default function OperatorStatus() {
  const setup = useSetupItems();
  const config = useConfigurationStatus();
  return (
    <SetupStatus
      query={{
        data: setup.data && config.data ? { items: setup.data, config: config.data } : undefined,
        error: setup.error ?? config.error,
        isPending: setup.isPending || config.isPending,
      }}
    />
  );
}
