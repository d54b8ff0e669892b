import { PURCHASE_TESTS_TITLE } from '@blast/catalog';
import { lazy, Suspense } from 'react';
import { startCheckout } from '../features/checkout/api/start-checkout';
import { captureLead } from '../features/leads/api/capture-lead';
import { PurchaseTestsSkeleton } from '../features/purchase-tests/components/PurchaseTestsSkeleton';
import { useHydrated } from '../lib/use-hydrated';

const OperatorArea = lazy(() => import('../features/operator/components/OperatorArea'));
const PurchaseTests = lazy(() => import('../features/purchase-tests/components/PurchaseTests').then((m) => ({ default: m.PurchaseTests })));

/** /test-purchases: checkout, payment and lead tests, for signed-in admins. */
export default function TestPurchases() {
  const hydrated = useHydrated();
  if (!hydrated) return <PurchaseTestsSkeleton />;
  return (
    <Suspense fallback={<PurchaseTestsSkeleton />}>
      <OperatorArea title={PURCHASE_TESTS_TITLE} loading={<PurchaseTestsSkeleton />}>
        <PurchaseTests startCheckout={startCheckout} captureLead={captureLead} />
      </OperatorArea>
    </Suspense>
  );
}
