import { FOUNDERS_HOLD_MINUTES, PLANS, type PlanId } from '@blast/catalog';
import { checkCheckoutRules, mainPlanOf, sessionParams, type CheckoutRequest, type FoundersHold } from '../domain/money/checkout';
import { DomainError } from '../domain/errors';
import { attachSession, holdFoundersSeat, releaseHold } from '../domain/money/seat-holds';
import { logs } from '../logs';
import { releaseAbandonedHolds } from './seat-holds';
import { stripe } from '../stripe/client';

/** The payment provider failed us: nothing was sold, the visitor may try again. */
class PaymentProviderError extends DomainError {
  readonly refusal = 'provider-failed';
}

/** A checkout as the visitor asks for it; what they leave out takes its default here. */
type CheckoutOrder = Omit<CheckoutRequest, 'plan' | 'returnPath'> & {
  /** Absent: the main plan of the checkout type. */
  plan?: PlanId;
  /** Where the checkout's cancel goes back to; /pricing when absent. */
  returnPath?: string;
};

/**
 * A founders session's lifetime: the hold's 30 minutes, and one more, because Stripe refuses an
 * expires_at under 30 minutes from the moment it receives the request.
 */
const FOUNDERS_SESSION_SECONDS = (FOUNDERS_HOLD_MINUTES + 1) * 60;

/**
 * Opens a Checkout Session at the provider, priced from the catalogue; answers the page to send
 * the visitor to. A founders checkout first holds a seat (409 when none is left), for as long as
 * its session lives; if the provider fails, the seat is given back at once. A broken rule of the
 * catalogue is a CheckoutRuleError, checked before anything is held.
 */
export async function startCheckout(order: CheckoutOrder): Promise<{ url: string; id: string; plan: PlanId }> {
  const plan = order.plan ?? mainPlanOf(order.type);
  const request: CheckoutRequest = { ...order, plan, email: order.email.toLowerCase(), phone: order.phone || undefined, returnPath: order.returnPath ?? '/pricing' };
  checkCheckoutRules(request);
  const hold = request.foundersRate ? await holdSeat() : undefined;
  let session;
  try {
    session = await stripe().checkout.sessions.create(sessionParams(request, hold));
  } catch (err) {
    logs.checkoutFailed(order.type, plan, err);
    if (hold) await releaseHold(hold.id, 'checkout failed');
    throw new PaymentProviderError('The payment provider could not start the checkout. Please try again.');
  }
  if (hold) await attachSession(hold.id, session.id);
  if (!session.url) throw new PaymentProviderError('The payment provider answered without a checkout page.');
  return { url: session.url, id: session.id, plan: PLANS[plan].id };
}

/** Gives back what abandoned holds still keep (a lost expiry event), then holds a seat until the session expires. */
async function holdSeat(): Promise<FoundersHold> {
  await releaseAbandonedHolds().catch((err) => logs.seatHoldSweepFailed(err));
  const expiresAt = Math.floor(Date.now() / 1000) + FOUNDERS_SESSION_SECONDS;
  return { id: await holdFoundersSeat(expiresAt * 1000), expiresAt };
}
