import { GENERIC_STEPS } from '@blast/catalog';
import { PageIntro } from '../components/PageIntro';
import { OrderSlot, StepsSlot } from '../features/order/components/OrderSlots';
import { ThankYouLinks } from '../features/order/components/ThankYouLinks';

/**
 * SPEC §2's post-purchase page: SPEC's generic steps as prerendered; with a valid session, the
 * order island (features/order/order-island.ts) fills in the order and the steps of the plan bought.
 */
export default function ThankYou() {
  return (
    <PageIntro title="Thank you for your purchase" lead="You are in. Here is what happens next.">
      <OrderSlot />
      <StepsSlot steps={GENERIC_STEPS} numbered />
      <ThankYouLinks />
    </PageIntro>
  );
}
