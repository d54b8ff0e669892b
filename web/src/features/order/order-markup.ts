/**
 * The thank-you pages' order and next steps as markup: written once, for the page as prerendered
 * (the generic steps) and for the order island (order-island.ts), which fills in the buyer's own
 * order and the steps of the plan bought without waiting for the app. Every value is escaped.
 */
import { escapeHtml, formatCents, isMailtoAddress, type NextStep, type OrderSummary } from '@blast/catalog';
import { nextLine, planLine, setupLine } from './order-text';


/** The address as a mailto: link when a mail client can take it, else the text as it is, never an invalid link. */
const emailLink = (address: string) => (isMailtoAddress(address) ? `<a href="mailto:${escapeHtml(address)}">${escapeHtml(address)}</a>` : escapeHtml(address));

/** The order's section: the plan, paid today, the setup, what follows, the receipt's email and the reference. */
export function orderHtml(order: OrderSummary, locale?: string, timeZone?: string): string {
  const next = nextLine(order, locale, timeZone);
  const setup = setupLine(order);
  const line = (testId: string, text: string, className = '') => `<p data-testid="${testId}"${className && ` class="${className}"`}>${escapeHtml(text)}</p>`;
  return (
    `<section aria-label="Your order" data-testid="order-details">` +
    `<h2 data-testid="order-plan">${escapeHtml(planLine(order))}</h2>` +
    line('order-paid-today', `Paid today: ${formatCents(order.paidTodayCents)}`) +
    (setup ? line('order-setup', setup) : '') +
    (next ? line('order-next', next) : '') +
    (order.email ? line('order-email', `Receipt sent to ${order.email}`) : '') +
    line('order-reference', `Order reference: ${order.reference}`, 'order-reference') +
    `</section>`
  );
}

/** Where a step's link goes: a page of the site, or the CRM's sign-in when it is set (no link while it is not). */
const hrefOf = (link: NextStep['link'], crmLoginUrl: string | undefined) => (link?.kind === 'page' ? link.to : link?.kind === 'crm-login' ? crmLoginUrl : undefined);

/** The steps as list items: a title, its text, and where it leads (a page of the site, the CRM's sign-in, or the support email). */
export function stepsHtml(steps: readonly NextStep[], supportEmail: string, crmLoginUrl?: string): string {
  return steps
    .map((step) => {
      const text = step.link?.kind === 'support-email' ? `${escapeHtml(step.text)} ${emailLink(supportEmail)}.` : escapeHtml(step.text);
      const href = hrefOf(step.link, crmLoginUrl);
      const link = href && step.link && 'label' in step.link ? `<a class="step-link" href="${escapeHtml(href)}">${escapeHtml(step.link.label)}</a>` : '';
      return `<li data-step="${escapeHtml(step.id)}"><span class="step-title" data-step-title="">${escapeHtml(step.title)}</span><span class="step-text">${text}</span>${link}</li>`;
    })
    .join('');
}
