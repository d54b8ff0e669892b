/**
 * The local Stripe stand-in (PRODUCT.md, "Local runs"): with no STRIPE_SECRET_KEY the functions'
 * stripe SDK is pointed here (host 127.0.0.1, port 12111, http). It speaks Stripe's REST shapes
 * for the calls the site makes (create and retrieve a Checkout Session) and serves the session's
 * url, a local checkout page showing the order: 'Pay' completes the session, sends a signed
 * checkout.session.completed through the real webhook path and goes to the success URL; 'Cancel'
 * goes back to the cancel URL. Sessions live in memory.
 *
 * For the fault tests: `POST /__faults/session-create?status=500&count=2` makes the next `count`
 * session creations answer `status` (the stripe SDK retries once, so 2 fail one checkout).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { formatCents } from '@blast/catalog';
import qs from 'qs';
import Stripe from 'stripe';
import { HOST } from './local-stack';

export const STANDIN_PORT = Number(process.env.STRIPE_STANDIN_PORT ?? 12111);
const MAX_BODY = 256 * 1024;
const API_VERSION = '2025-01-01';

interface LineItem {
  description: string;
  amountCents: number;
  recurring: boolean;
}

type Session = Record<string, unknown> & { id: string; url: string; success_url: string; cancel_url: string; metadata: Record<string, string> };

export interface StandInOptions {
  port?: number;
  /** Where Stripe would post its events: the site's webhook, through Hosting. */
  webhookUrl: string;
  webhookSecret: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function stripeError(res: ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param && { param }) } }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type CreateParams = {
  mode?: string;
  line_items?: { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string }; recurring?: { interval?: string } } }[];
  customer_email?: string;
  metadata?: Record<string, string>;
  success_url?: string;
  cancel_url?: string;
  subscription_data?: { trial_period_days?: string };
};

export function startStripeStandIn({ port = STANDIN_PORT, webhookUrl, webhookSecret }: StandInOptions): Promise<Server> {
  const sessions = new Map<string, Session>();
  const sessionFaults = { status: 500, left: 0 };
  const lines = new Map<string, LineItem[]>();
  const signer = new Stripe('sk_test_local_stand_in');

  function createSession(params: CreateParams): Session | string {
    if (params.mode !== 'payment' && params.mode !== 'subscription') return 'mode';
    if (!params.success_url) return 'success_url';
    if (!params.cancel_url) return 'cancel_url';
    if (!Array.isArray(params.line_items) || params.line_items.length === 0) return 'line_items';
    const items: LineItem[] = [];
    for (const item of params.line_items) {
      const amount = Number(item.price_data?.unit_amount);
      if (!Number.isInteger(amount) || amount < 0) return 'line_items[][price_data][unit_amount]';
      items.push({ description: item.price_data?.product_data?.name ?? 'Item', amountCents: amount * Number(item.quantity ?? 1), recurring: item.price_data?.recurring !== undefined });
    }
    const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
    const subtotal = items.reduce((sum, item) => sum + item.amountCents, 0);
    const sessionId = id('cs_test');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      livemode: false,
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      currency: 'usd',
      amount_subtotal: trialDays > 0 ? 0 : subtotal,
      amount_total: trialDays > 0 ? 0 : subtotal,
      customer_email: params.customer_email ?? null,
      customer_details: null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      subscription: null,
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      url: `http://${HOST}:${port}/checkout/${sessionId}`,
    };
    sessions.set(sessionId, session);
    lines.set(sessionId, items.map((item) => (trialDays > 0 ? { ...item, description: `${item.description} (${trialDays}-day trial)` } : item)));
    return session;
  }

  function checkoutPage(session: Session, error?: string): string {
    const items = lines.get(session.id) ?? [];
    const rows = items
      .map((item) => `<tr><td>${escapeHtml(item.description)}</td><td>${formatCents(item.amountCents)}${item.recurring ? ' / month' : ''}</td></tr>`)
      .join('');
    const total = formatCents(session.amount_total as number);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local) | Blast CRM</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1020;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#121a31;padding:32px;border-radius:12px;max-width:440px;width:100%}table{width:100%;border-collapse:collapse;margin:16px 0}
td{padding:8px 0;border-bottom:1px solid #2a3556}td:last-child{text-align:right}button{font:inherit;font-weight:700;padding:12px 20px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#ff6b2c;color:#000}.cancel{background:transparent;color:#c9d1e8;border:1px solid #2a3556}.note{color:#c9d1e8;font-size:14px}.error{color:#ff8a80}</style></head>
<body><main><h1>Checkout</h1><p class="note">Local stand-in for Stripe Checkout: no card is charged.</p>
<p>${escapeHtml(String(session.customer_email ?? ''))}</p>
<table aria-label="Order"><tbody>${rows}<tr><th scope="row" style="text-align:left">Due today</th><td data-testid="total">${total}</td></tr></tbody></table>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${session.id}/pay" style="display:inline"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel" style="display:inline;margin-left:8px"><button class="cancel" type="submit">Cancel</button></form>
</main></body></html>`;
  }

  async function complete(session: Session): Promise<string | undefined> {
    const email = session.customer_email as string | null;
    Object.assign(session, {
      status: 'complete',
      payment_status: session.amount_total === 0 ? 'no_payment_required' : 'paid',
      customer_details: { email, name: session.metadata.name ?? null },
      subscription: session.mode === 'subscription' ? id('sub') : null,
    });
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    try {
      const res = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload, signal: AbortSignal.timeout(30_000) });
      if (!res.ok) return `The webhook answered ${res.status}: ${await res.text()}`;
      return undefined;
    } catch (err) {
      return `The webhook could not be reached: ${(err as Error).message}`;
    }
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${HOST}:${port}`);
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'POST' && url.pathname === '/__faults/session-create') {
        sessionFaults.status = Number(url.searchParams.get('status') ?? 500);
        sessionFaults.left = Math.min(100, Number(url.searchParams.get('count') ?? 1));
        return void res.writeHead(204).end();
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions' && sessionFaults.left > 0) {
        sessionFaults.left -= 1;
        await readBody(req);
        return stripeError(res, sessionFaults.status, 'The stand-in was told to fail this request (fault test)');
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const created = createSession(qs.parse(await readBody(req), { depth: 10, arrayLimit: 100 }) as CreateParams);
        if (typeof created === 'string') return stripeError(res, 400, `Missing or invalid parameter: ${created}`, created);
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(created));
      }
      if (req.method === 'GET' && parts[0] === 'v1' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
        const session = sessions.get(parts[3]);
        if (!session) return stripeError(res, 404, `No such checkout.session: '${parts[3]}'`, 'id');
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(session));
      }
      if (parts[0] === 'checkout' && parts[1]) {
        const session = sessions.get(parts[1]);
        if (!session) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
        if (req.method === 'GET' && parts.length === 2) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
        if (req.method === 'POST' && parts[2] === 'cancel') return void res.writeHead(303, { location: session.cancel_url }).end();
        if (req.method === 'POST' && parts[2] === 'pay') {
          if (session.status !== 'complete') {
            const error = await complete(session);
            if (error) {
              session.status = 'open';
              return void res.writeHead(502, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session, error));
            }
          }
          return void res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
        }
      }
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    } catch (err) {
      stripeError(res, 400, (err as Error).message);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}
