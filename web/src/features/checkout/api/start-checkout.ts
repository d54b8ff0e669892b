import { SOURCE_PAGE_MAX, START_CHECKOUT, endpointPath, type Campaign, type CheckoutAnswer, type CheckoutBody, type CheckoutChoice } from '@blast/catalog';
import { postJson } from '../../../lib/api-client';
import { readCampaign } from '../../../lib/campaign';

/** Where the checkout starts from: the visitor's stored campaign and the current page unless given. */
export interface CheckoutContext {
  campaign?: Campaign;
  /** The page the payment provider sends the visitor back to when they cancel. */
  sourcePage?: string;
}

/** POST /api/checkout/{type} (SPEC §7): answers the checkout page's url; a failure throws. */
export async function startCheckout({ type, ...input }: CheckoutChoice, context: CheckoutContext = {}): Promise<string> {
  // The return page travels in the session's metadata, whose values Stripe caps at 500 characters.
  const sourcePage = (context.sourcePage ?? location.pathname).slice(0, SOURCE_PAGE_MAX);
  const body: CheckoutBody = { ...input, phone: input.phone || undefined, sourcePage, ...(context.campaign ?? readCampaign()) };
  const { url } = await postJson<Partial<CheckoutAnswer>>(endpointPath(START_CHECKOUT, { type }), body, { accept: (answer) => Boolean(answer.url) });
  return url!;
}
