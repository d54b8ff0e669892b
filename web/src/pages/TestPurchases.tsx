import { PURCHASE_TESTS_TITLE } from '@blast/catalog';
import { lazy } from 'react';
import { startCheckout } from '../features/checkout/api/start-checkout';
import { captureLead } from '../features/leads/api/capture-lead';
import { OperatorLoading, OperatorPage } from '../features/operator/components/OperatorPage';

const PurchaseTests = lazy(() => import('../features/purchase-tests/components/PurchaseTests').then((m) => ({ default: m.PurchaseTests })));

/** /test-purchases: checkout, payment and lead tests, for signed-in admins (the prerender holds the loading state). */
export default function TestPurchases() {
  return (
    <OperatorPage title={PURCHASE_TESTS_TITLE} loading={<OperatorLoading title={PURCHASE_TESTS_TITLE} label="Loading the purchase tests" />}>
      <PurchaseTests startCheckout={startCheckout} captureLead={captureLead} />
    </OperatorPage>
  );
}
