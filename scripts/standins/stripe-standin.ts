/**
 * The local Stripe stand-in (PRODUCT.md, "Local runs"): with no STRIPE_SECRET_KEY the functions'
 * stripe SDK is pointed here (host 127.0.0.1, port 12111, http). It speaks Stripe's REST shapes
 * for the calls the site makes (create, retrieve and expire a Checkout Session) and serves the
 * session's url, a local checkout page showing the order: 'Pay' completes the session, sends
 * Stripe's signed events through the real webhook path and goes to the success URL; 'Cancel'
 * goes back to the cancel URL. Sessions live in memory and expire at their expires_at
 * (checkout.session.expired).
 *
 * The lifecycle after the checkout (stripe-account/lifecycle.ts), as Stripe's test clocks play
 * it: `GET /__lifecycle/sessions` lists the sessions; `POST /__lifecycle/sessions/{id}/{action}`
 * plays one of LIFECYCLE_ACTIONS (`?amount=` cents for a partial refund; for expire, `?in=`
 * seconds to shorten the session's life, `?notify=false` to expire it without the event,
 * `?consent=opt_in` or `opt_out` for the buyer's answer to promotional emails). A session made with
 * after_expiration.recovery gets its recovery link when it expires; `GET /r/{id}` opens a copy.
 *
 * Every request to Stripe's API is first checked against Stripe's own specification of it
 * (stripe-account/requests.ts): an unknown, ill-typed, missing or contradictory parameter is
 * refused with Stripe's 400 error naming it, so a request that works here works at Stripe.
 *
 * For the fault tests: `POST /__faults/session-create?status=500&count=2` makes the next `count`
 * session creations answer `status` (the stripe SDK retries once, so 2 fail one checkout).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIFECYCLE_ACTIONS, type LifecycleAction } from '@blast/catalog';
import qs from 'qs';
import Stripe from 'stripe';
import { HOST } from '../stack/local-stack';
import { LifecycleRefusal, StandInAccount, type Delivery } from './stripe-account/lifecycle';
import { checkoutSession, stripeId, unixNow, type SoldLine } from './stripe-account/objects';
import { checkoutPage } from './stripe-account/page';
import { PORTAL_CHANGES, portalLoginPage, portalPage, type PortalChange } from './stripe-account/portal';
import { StripeRequestError, checkRequest } from './stripe-account/requests';

export const STANDIN_PORT = Number(process.env.STRIPE_STANDIN_PORT ?? 12111);
const MAX_BODY = 256 * 1024;
/** Stripe's default life of a session, when the request sets no expires_at. */
const DEFAULT_LIFE_SECONDS = 24 * 3600;

export interface StandInOptions {
  port?: number;
  /** Where Stripe would post its events: the site's webhook, through Hosting. */
  webhookUrl: string;
  webhookSecret: string;
}

function stripeError(res: ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param && { param }) } }));
}

const json = (res: ServerResponse, body: unknown) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

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

/** The parameters the stand-in reads of a creation that passed Stripe's checks (requests.ts): every leaf a string. */
type CreateParams = {
  mode: 'payment' | 'subscription';
  line_items: { quantity: string; price_data: { unit_amount: string; product_data?: { name?: string }; recurring?: object } }[];
  customer_email?: string;
  metadata?: Record<string, string>;
  success_url?: string;
  cancel_url?: string;
  expires_at?: string;
  allowed_payment_method_types?: string[];
  subscription_data?: { trial_period_days?: string; metadata?: Record<string, string>; description?: string };
  custom_text?: { submit?: { message: string } | '' };
  consent_collection?: { promotions?: 'auto' | 'none'; terms_of_service?: 'none' | 'required' };
  after_expiration?: { recovery?: { enabled: string; allow_promotion_codes?: string } };
};

/** Posts each event, signed as Stripe signs, in order; one that fails is tried twice more, a second apart. */
function deliverer(webhookUrl: string, webhookSecret: string) {
  const signer = new Stripe('sk_test_local_stand_in');
  const post = async (event: Stripe.Event): Promise<number> => {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    try {
      const res = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload, signal: AbortSignal.timeout(20_000) });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  };
  return async (events: Stripe.Event[]): Promise<Delivery[]> => {
    const deliveries: Delivery[] = [];
    for (const event of events) {
      let status = await post(event);
      for (let retry = 1; retry <= 2 && (status === 0 || status >= 500); retry += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        status = await post(event);
      }
      deliveries.push({ id: event.id, type: event.type, webhookStatus: status });
    }
    return deliveries;
  };
}

export function startStripeStandIn({ port = STANDIN_PORT, webhookUrl, webhookSecret }: StandInOptions): Promise<Server> {
  const account = new StandInAccount(deliverer(webhookUrl, webhookSecret));
  const sessionFaults = { status: 500, left: 0 };
  /** What each session was made with: its recovery link makes a copy. */
  const madeWith = new Map<string, CreateParams>();

  /** A session of a creation Stripe's checks passed; what they do not cover (a saved price, setup mode) is refused by name. */
  function createSession(params: CreateParams, now: number): Stripe.Checkout.Session {
    if (params.mode !== 'payment' && params.mode !== 'subscription') throw new StripeRequestError('mode', `The stand-in plays payment and subscription mode, not ${params.mode}`);
    const priceless = params.line_items.findIndex((item) => item.price_data?.unit_amount === undefined);
    if (priceless >= 0) throw new StripeRequestError(`line_items[${priceless}][price]`, 'The stand-in has no saved prices: send price_data with unit_amount');
    const expiresAt = params.expires_at === undefined ? now + DEFAULT_LIFE_SECONDS : Number(params.expires_at);
    const lines: SoldLine[] = params.line_items.map((item) => ({
      description: item.price_data.product_data?.name ?? 'Item',
      amountCents: Number(item.price_data.unit_amount) * Number(item.quantity),
      recurring: item.price_data.recurring !== undefined,
    }));
    const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
    const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const session = checkoutSession({
      mode: params.mode,
      amountTotal: trialDays > 0 ? 0 : subtotal,
      customerEmail: params.customer_email ?? null,
      metadata: params.metadata ?? {},
      successUrl: params.success_url,
      cancelUrl: params.cancel_url,
      created: now,
      expiresAt,
      allowedPaymentMethodTypes: params.allowed_payment_method_types ?? null,
    });
    // The port it listens on: a test may ask for any free one (port 0).
    session.url = `http://${HOST}:${(server.address() as AddressInfo).port}/checkout/${session.id}`;
    const { consent_collection: consent, after_expiration: afterExpiration } = params;
    if (consent) session.consent_collection = { payment_method_reuse_agreement: null, promotions: consent.promotions ?? null, terms_of_service: consent.terms_of_service ?? null };
    if (afterExpiration?.recovery) {
      const { enabled, allow_promotion_codes: promotionCodes } = afterExpiration.recovery;
      session.after_expiration = { recovery: { enabled: enabled === 'true', allow_promotion_codes: promotionCodes === 'true', expires_at: null, url: null } };
    }
    // Text Stripe's page shows beside its Pay button (the promo's "setup included, fee waived").
    const submitText = params.custom_text?.submit;
    if (submitText) session.custom_text = { ...session.custom_text, submit: { message: submitText.message } };
    madeWith.set(session.id, params);
    const shown = lines.map((line) => (trialDays > 0 ? { ...line, description: `${line.description} (${trialDays}-day trial)` } : line));
    account.open(session, shown, trialDays, params.subscription_data?.metadata ?? params.metadata ?? {}, params.subscription_data?.description);
    return session;
  }

  async function lifecycle(res: ServerResponse, id: string, action: string, url: URL) {
    if (!(LIFECYCLE_ACTIONS as readonly string[]).includes(action)) return stripeError(res, 404, `No lifecycle action ${action}: use one of ${LIFECYCLE_ACTIONS.join(', ')}`);
    const amount = url.searchParams.get('amount');
    const inSeconds = url.searchParams.get('in');
    const consent = url.searchParams.get('consent');
    if (consent !== null && consent !== 'opt_in' && consent !== 'opt_out') return stripeError(res, 400, 'consent must be opt_in or opt_out', 'consent');
    const positive = (value: string | null) => value === null || (Number.isInteger(Number(value)) && Number(value) > 0);
    if (!positive(amount)) return stripeError(res, 400, 'amount must be whole cents, more than 0', 'amount');
    if (!positive(inSeconds)) return stripeError(res, 400, 'in must be whole seconds, more than 0', 'in');
    try {
      const played = await account.play(id, action as LifecycleAction, {
        ...(amount !== null && { amount: Number(amount) }),
        ...(inSeconds !== null && { inSeconds: Number(inSeconds) }),
        notify: url.searchParams.get('notify') !== 'false',
        ...(consent !== null && { consent }),
      });
      json(res, { ok: true, action, ...played });
    } catch (err) {
      if (err instanceof LifecycleRefusal) return stripeError(res, err.status, err.message);
      throw err;
    }
  }

  /** The signed-in portal sessions: token to the customer's email. */
  const portalSessions = new Map<string, string>();
  const siteOrigin = new URL(webhookUrl).origin;
  const html = (res: ServerResponse, status: number, body: string) => void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);

  /**
   * The customer portal, as its login link opens it: /p/login/{config} takes an email of one of the
   * account's customers and opens /p/session/{token}, whose changes are sent as Stripe's events.
   */
  async function portal(req: IncomingMessage, res: ServerResponse, parts: string[]) {
    if (parts[1] === 'login' && parts[2]) {
      const action = `/p/login/${parts[2]}`;
      if (req.method === 'GET') return html(res, 200, portalLoginPage(action));
      const email = String(qs.parse(await readBody(req)).email ?? '').trim().toLowerCase();
      if (account.subscriptionsOf(email).length === 0) return html(res, 404, portalLoginPage(action, 'No customer with a subscription has this email.'));
      const token = stripeId('bps');
      portalSessions.set(token, email);
      return void res.writeHead(303, { location: `/p/session/${token}` }).end();
    }
    const email = parts[1] === 'session' && parts[2] ? portalSessions.get(parts[2]) : undefined;
    if (!email) return html(res, 404, portalLoginPage('/p/login/local', 'This portal session has ended: sign in again.'));
    const base = `/p/session/${parts[2]}`;
    if (req.method === 'GET' && parts.length === 3) return html(res, 200, portalPage(base, email, account.subscriptionsOf(email), siteOrigin));
    if (req.method === 'POST' && parts[3] === 'subscriptions' && parts[4] && (PORTAL_CHANGES as readonly string[]).includes(parts[5])) {
      await readBody(req);
      try {
        const deliveries = await account.changeByPortal(email, parts[4], parts[5] as PortalChange);
        const refused = deliveries.find((delivery) => delivery.webhookStatus !== 200);
        if (refused) return html(res, 502, `The webhook answered ${refused.webhookStatus} to ${refused.type}`);
      } catch (err) {
        if (err instanceof LifecycleRefusal) return html(res, err.status, portalPage(base, email, account.subscriptionsOf(email), siteOrigin));
        throw err;
      }
      return void res.writeHead(303, { location: base }).end();
    }
    return html(res, 404, 'Not found');
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
      if (req.method === 'GET' && url.pathname === '/__lifecycle/sessions') return json(res, account.list());
      if (req.method === 'POST' && parts[0] === '__lifecycle' && parts[1] === 'sessions' && parts[2] && parts[3]) return lifecycle(res, parts[2], parts[3], url);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions' && sessionFaults.left > 0) {
        sessionFaults.left -= 1;
        await readBody(req);
        return stripeError(res, sessionFaults.status, 'The stand-in was told to fail this request (fault test)');
      }
      const now = unixNow();
      const checked = parts[0] === 'v1' ? checkRequest(req.method ?? 'GET', url, await readBody(req), now) : undefined;
      if (checked?.operationId === 'PostCheckoutSessions') return json(res, createSession(checked.body as CreateParams, now));
      if (checked) {
        const session = account.session(checked.path.session);
        if (!session) throw new StripeRequestError('session', `No such checkout.session: '${checked.path.session}'`, 'resource_missing', 404);
        if (checked.operationId === 'GetCheckoutSessionsSession') {
          // expand[]=subscription: the subscription object in place of its id, as Stripe expands it.
          const expand = (checked.query.expand as string[] | undefined) ?? [];
          const subscription = account.subscriptionOf(session.id);
          return json(res, expand.includes('subscription') && subscription ? { ...session, subscription } : session);
        }
        if (checked.operationId === 'PostCheckoutSessionsSessionExpire') {
          // Stripe expires an open session only; a paid or expired one is refused, not answered as if expired.
          if (session.status !== 'open') throw new StripeRequestError(undefined, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
          await account.play(session.id, 'expire');
          return json(res, session);
        }
      }
      if (parts[0] === 'p') return await portal(req, res, parts);
      if (req.method === 'GET' && parts[0] === 'r' && parts[1]) {
        // An expired session's recovery link: a new session, a copy of it, as Stripe makes one.
        const expired = account.session(parts[1]);
        const params = madeWith.get(parts[1]);
        if (!expired?.after_expiration?.recovery?.url || !params) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such recovery link');
        const copy = createSession({ ...params, expires_at: undefined }, unixNow());
        copy.recovered_from = expired.id;
        return void res.writeHead(303, { location: copy.url! }).end();
      }
      if (parts[0] === 'checkout' && parts[1]) {
        const session = account.session(parts[1]);
        if (!session) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
        const page = (error?: string) => checkoutPage(session, account.linesOf(session.id), error);
        if (req.method === 'GET' && parts.length === 2) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
        if (req.method === 'POST' && parts[2] === 'cancel') return void res.writeHead(303, { location: session.cancel_url ?? '/' }).end();
        if (req.method === 'POST' && parts[2] === 'pay') {
          if (session.status === 'open') {
            const { events } = await account.play(session.id, 'pay');
            const refused = events.find((event) => event.webhookStatus !== 200);
            if (refused) return void res.writeHead(502, { 'content-type': 'text/html; charset=utf-8' }).end(page(`The webhook answered ${refused.webhookStatus} to ${refused.type}`));
          }
          if (session.status !== 'complete') return void res.writeHead(409, { 'content-type': 'text/html; charset=utf-8' }).end(page());
          return void res.writeHead(303, { location: (session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
        }
      }
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    } catch (err) {
      if (err instanceof StripeRequestError) return void res.writeHead(err.status, { 'content-type': 'application/json' }).end(JSON.stringify(err.body()));
      stripeError(res, 400, (err as Error).message);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}
