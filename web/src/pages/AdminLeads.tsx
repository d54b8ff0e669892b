import { lazy } from 'react';
import { OperatorLoading, OperatorPage } from '../features/operator/components/OperatorPage';

const LeadsView = lazy(() => import('../features/admin/components/LeadsView').then((m) => ({ default: m.LeadsView })));

/** /admin/leads: the leads of the period, with their forwarding and the operator's "Contacted" notes. */
export default function AdminLeads() {
  return (
    <OperatorPage title="Leads" loading={<OperatorLoading title="Leads" label="Loading the leads" maxWidth="xl" />}>
      <LeadsView />
    </OperatorPage>
  );
}
