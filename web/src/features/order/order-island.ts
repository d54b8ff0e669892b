/**
 * The thank-you pages' order, on the page as prerendered: with a valid `?session_id=cs_...`, the
 * buyer's order (GET /api/order) and the steps of the plan bought fill the page's slots
 * (OrderSlots.tsx) as soon as the API answers, without the app; the app keeps them (the slots'
 * markup is not React's to hydrate). Without a session, or one the API knows no paid order of
 * this site by, the page stays the generic one.
 */
import { getOrder, sessionIdOf } from './api/get-order';
import { orderHtml, stepsHtml } from './order-markup';

/** The slots the page prerenders (OrderSlots.tsx) and the island fills. */
export const ORDER_SLOT = '[data-order-slot]';
export const STEPS_SLOT = '[data-steps-slot]';

/** Fills the page's slots with the order of the session in `search`, once per session id. */
export async function fillOrder(search: string): Promise<void> {
  const slot = document.querySelector<HTMLElement>(ORDER_SLOT);
  const steps = document.querySelector<HTMLElement>(STEPS_SLOT);
  const sessionId = sessionIdOf(search);
  if (!slot || !steps || !sessionId || slot.dataset.orderFor === sessionId) return;
  slot.dataset.orderFor = sessionId;
  try {
    const order = await getOrder(sessionId);
    if (!order || slot.dataset.orderFor !== sessionId) return;
    slot.innerHTML = orderHtml(order);
    // The steps come with the order (the catalogue's nextStepsOf, on the server): the page's one script stays small.
    steps.innerHTML = stepsHtml(order.steps, steps.dataset.supportEmail ?? '', steps.dataset.crmLogin);
  } catch (err) {
    console.error('Could not read the order; the page stays generic', err);
  }
}

export function startOrderIsland(): void {
  void fillOrder(location.search);
}
