import { escapeHtml, formatCents } from '@blast/catalog';
import type Stripe from 'stripe';
import type { SoldLine } from './ids';


/** The stand-in's checkout page: the order, 'Pay' and 'Cancel', like Stripe Checkout's. */
export function checkoutPage(session: Stripe.Checkout.Session, items: readonly SoldLine[], error?: string): string {
  const rows = items
    .map((item) => `<tr><td>${escapeHtml(item.description)}</td><td>${formatCents(item.amountCents)}${item.recurring ? ' / month' : ''}</td></tr>`)
    .join('');
  const total = formatCents(session.amount_total ?? 0);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local) | Blast CRM</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1020;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#121a31;padding:32px;border-radius:12px;max-width:440px;width:100%}table{width:100%;border-collapse:collapse;margin:16px 0}
td{padding:8px 0;border-bottom:1px solid #2a3556}td:last-child{text-align:right}button{font:inherit;font-weight:700;padding:12px 20px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#ff6b2c;color:#000}.cancel{background:transparent;color:#c9d1e8;border:1px solid #2a3556}.note{color:#c9d1e8;font-size:14px}.error{color:#ff8a80}</style></head>
<body><main><h1>Checkout</h1><p class="note">Local stand-in for Stripe Checkout: no card is charged.</p>
<p>${escapeHtml(String(session.customer_email ?? ''))}</p>
<table aria-label="Order"><tbody>${rows}<tr><th scope="row" style="text-align:left">Due today</th><td data-testid="total">${total}</td></tr></tbody></table>
${session.custom_text?.submit?.message ? `<p class="note" data-testid="submit-text">${escapeHtml(session.custom_text.submit.message)}</p>` : ''}
${session.status === 'open' ? '' : `<p class="error" role="alert">This session is ${escapeHtml(String(session.status))}.</p>`}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${session.id}/pay" style="display:inline"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel" style="display:inline;margin-left:8px"><button class="cancel" type="submit">Cancel</button></form>
</main></body></html>`;
}
