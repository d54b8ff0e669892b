import { GENERIC_STEPS, nextStepsOf } from '@blast/catalog';
import { PageIntro } from '../components/PageIntro';
import { NextSteps } from '../features/order/components/NextSteps';
import { OrderDetails } from '../features/order/components/OrderDetails';
import { ThankYouLinks } from '../features/order/components/ThankYouLinks';
import { useOrder } from '../features/order/hooks/use-order';

/** SPEC §2's post-purchase page: the generic steps, or, once the order is known, the steps of the plan bought. */
export default function ThankYou() {
  const order = useOrder();
  return (
    <PageIntro title="Thank you for your purchase" lead="You are in. Here is what happens next.">
      <OrderDetails order={order} />
      <NextSteps steps={order ? nextStepsOf(order) : GENERIC_STEPS} numbered />
      <ThankYouLinks />
    </PageIntro>
  );
}
