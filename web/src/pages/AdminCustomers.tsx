import { lazy } from 'react';
import { OperatorLoading, OperatorPage } from '../features/operator/components/OperatorPage';

const CustomersPanel = lazy(() => import('../features/admin/components/CustomersPanel').then((m) => ({ default: m.CustomersPanel })));

/** /admin/customers: every subscription by state, with the operator's "Contacted" notes and its page in Stripe. */
export default function AdminCustomers() {
  return (
    <OperatorPage title="Customers" loading={<OperatorLoading title="Customers" label="Loading the customers" maxWidth="xl" />}>
      <CustomersPanel />
    </OperatorPage>
  );
}
