/** What the thank-you pages' slots (OrderSlots.tsx) and the order island (order-island.ts) share. */

const SUPPORT_EMAIL = 'data-support-email';
const CRM_LOGIN = 'data-crm-login';

export const ORDER_MARKS = {
  /** The order's slot, empty as prerendered. */
  order: 'data-order-slot',
  /** The next steps' slot. */
  steps: 'data-steps-slot',
  /** The operator's facts the steps' links are written with: OrderSlots writes them, the island reads them back. */
  stepsFacts: {
    attrs: (supportEmail: string, crmLogin: string | undefined) => ({ [SUPPORT_EMAIL]: supportEmail, [CRM_LOGIN]: crmLogin }),
    read: (el: Element) => ({ supportEmail: el.getAttribute(SUPPORT_EMAIL) ?? '', crmLogin: el.getAttribute(CRM_LOGIN) ?? undefined }),
  },
} as const;
