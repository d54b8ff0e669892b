import { CHECKOUT_SESSION_ID, GET_ORDER, type OrderQuery, type OrderSummary } from '@blast/catalog';
import { getResponse } from '../../../lib/api-client';

/** The session id Stripe sent the buyer back with (`?session_id=cs_...`), when the address holds one. */
export function sessionIdOf(search: string): string | undefined {
  const id = new URLSearchParams(search).get('session_id') ?? undefined;
  return id && CHECKOUT_SESSION_ID.test(id) ? id : undefined;
}

/**
 * GET /api/order?session_id=: the buyer's own order; undefined when the API knows no paid order
 * of this site by that id (the page stays the generic one).
 */
export async function getOrder(sessionId: string): Promise<OrderSummary | undefined> {
  try {
    return (await (await getResponse(`${GET_ORDER.path}?${new URLSearchParams({ session_id: sessionId } satisfies OrderQuery)}`, { cache: 'no-store' })).json()) as OrderSummary;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return undefined;
    throw err;
  }
}
