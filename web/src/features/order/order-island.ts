/**
 * The thank-you pages' order, on the page as prerendered: with a valid `?session_id=cs_...`, the
 * buyer's order (GET /api/order) and the steps of the plan bought fill the page's slots
 * (OrderSlots.tsx) as soon as the API answers, without the app; the app keeps them (the slots'
 * markup is not React's to hydrate). Without a session, or one the API knows no paid order of
 * this site by, the page stays the generic one.
 */
import { getOrder, sessionIdOf } from './api/get-order';
import { markSelector } from '../../page/marks';
import { ORDER_MARKS } from './order-marks';
import { orderHtml, stepsHtml } from './order-markup';


/** Fills the page's slots with the order of the session in `search`, once per session id. */
export async function fillOrder(search: string): Promise<void> {
  const slot = document.querySelector<HTMLElement>(markSelector(ORDER_MARKS.order));
  const steps = document.querySelector<HTMLElement>(markSelector(ORDER_MARKS.steps));
  const sessionId = sessionIdOf(search);
  if (!slot || !steps || !sessionId || slot.dataset.orderFor === sessionId) return;
  slot.dataset.orderFor = sessionId;
  try {
    const order = await getOrder(sessionId);
    if (!order || slot.dataset.orderFor !== sessionId) return;
    slot.innerHTML = orderHtml(order);
    // The steps come with the order (the catalogue's nextStepsOf, on the server): the page's one script stays small.
    const { supportEmail, crmLogin } = ORDER_MARKS.stepsFacts.read(steps);
    steps.innerHTML = stepsHtml(order.steps, supportEmail, crmLogin);
  } catch (err) {
    console.error('Could not read the order; the page stays generic', err);
  }
}

/** The island chunk's start (page/islands.ts, loadIsland). */
export function start(): void {
  void fillOrder(location.search);
}
