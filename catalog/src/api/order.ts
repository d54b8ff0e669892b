import { z } from 'zod';
import { CHECKOUT_SESSION_ID } from '../order';
import type { Endpoint } from './endpoint';

/** GET /api/order?session_id=cs_...: the thank-you pages' order (an OrderSummary); 404 for any other session. */
export const GET_ORDER = { method: 'GET', path: '/api/order' } as const satisfies Endpoint;

export const orderQuery = /* @__PURE__ */ z.object({ session_id: z.string().regex(CHECKOUT_SESSION_ID, 'must be a Stripe Checkout Session id (cs_...)') }).strict();

export type OrderQuery = z.input<typeof orderQuery>;
