import { PLANS, type PlanId } from '@blast/catalog';
import { mainPlanOf, sessionParams, type CheckoutRequest } from '../domain/checkout';
import { DomainError } from '../domain/errors';
import { readSeatsLeft } from '../domain/seats';
import { logs } from '../logs';
import { stripe } from './stripe-client';

/** The payment provider failed us: nothing was sold, the visitor may try again. */
class PaymentProviderError extends DomainError {
  readonly status = 502;
}

/** A checkout as the visitor asks for it; what they leave out takes its default here. */
type CheckoutOrder = Omit<CheckoutRequest, 'plan' | 'returnPath'> & {
  /** Absent: the main plan of the checkout type. */
  plan?: PlanId;
  /** Where the checkout's cancel goes back to; /pricing when absent. */
  returnPath?: string;
};

/**
 * Opens a Checkout Session at the provider, priced from the catalogue and the seats left; answers
 * the page to send the visitor to. A broken rule is a CheckoutRuleError (409 when sold out).
 */
export async function startCheckout(order: CheckoutOrder): Promise<{ url: string; id: string; plan: PlanId }> {
  const plan = order.plan ?? mainPlanOf(order.type);
  const seatsLeft = order.foundersRate ? await readSeatsLeft() : 0;
  const params = sessionParams(
    {
      ...order,
      plan,
      email: order.email.toLowerCase(),
      phone: order.phone || undefined,
      returnPath: order.returnPath ?? '/pricing',
    },
    seatsLeft,
  );
  let session;
  try {
    session = await stripe().checkout.sessions.create(params);
  } catch (err) {
    logs.checkoutFailed(order.type, plan, err);
    throw new PaymentProviderError('The payment provider could not start the checkout. Please try again.');
  }
  if (!session.url) throw new PaymentProviderError('The payment provider answered without a checkout page.');
  return { url: session.url, id: session.id, plan: PLANS[plan].id };
}
