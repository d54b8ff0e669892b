/**
 * The stand-in's customer portal (Stripe's no-code portal, as its login link opens it): the
 * changes a buyer may make to a subscription, each answered with the events Stripe sends, and
 * its pages. Stripe emails the buyer a code before it signs them in; the stand-in, on 127.0.0.1,
 * signs in any email one of its customers has.
 */
import { CANCELLATION, escapeHtml, formatCents } from '@blast/catalog';
import type Stripe from 'stripe';
import { stripeEvent, unixNow } from './objects';

export const PORTAL_CHANGES = ['cancel-at-period-end', 'cancel-now', 'resume'] as const;
export type PortalChange = (typeof PORTAL_CHANGES)[number];

/** Whether a change applies to a subscription as it stands. */
export function portalChangeApplies(sub: Stripe.Subscription, change: PortalChange): boolean {
  const live = ['trialing', 'active', 'past_due'].includes(sub.status);
  if (change === 'resume') return live && sub.cancel_at_period_end;
  if (change === 'cancel-at-period-end') return live && !sub.cancel_at_period_end;
  return live;
}

/** When the subscription's period (a trial's 14 days) ends: what "at the period's end" means. */
export const periodEnd = (sub: Stripe.Subscription): number =>
  sub.status === 'trialing' && sub.trial_end ? sub.trial_end : (sub.items.data[0]?.current_period_end ?? unixNow());

const event = (type: Stripe.Event.Type, object: { id: string }, previous?: Record<string, unknown>) => stripeEvent(type, structuredClone(object), { previous });

/**
 * Applies a change to the subscription and answers Stripe's events for it: set to cancel at the
 * period's end, or resumed, is customer.subscription.updated (cancel_at_period_end, cancel_at);
 * cancelled now is customer.subscription.deleted.
 */
export function applyPortalChange(sub: Stripe.Subscription, change: PortalChange): Stripe.Event[] {
  const now = unixNow();
  if (change === 'cancel-now') return endSubscription(sub);
  const previous = { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at, canceled_at: sub.canceled_at };
  if (change === 'cancel-at-period-end') {
    Object.assign(sub, { cancel_at_period_end: true, cancel_at: periodEnd(sub), canceled_at: now, cancellation_details: { ...sub.cancellation_details, reason: 'cancellation_requested' } });
  } else {
    Object.assign(sub, { cancel_at_period_end: false, cancel_at: null, canceled_at: null, cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null } });
  }
  return [event('customer.subscription.updated', sub, previous)];
}

/** The subscription ends now (cancelled, or a period set to cancel is over): customer.subscription.deleted. */
export function endSubscription(sub: Stripe.Subscription): Stripe.Event[] {
  const now = unixNow();
  Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? now, ended_at: now, cancellation_details: { ...sub.cancellation_details, reason: 'cancellation_requested' } });
  return [event('customer.subscription.deleted', sub)];
}

const day = (seconds: number) => new Date(seconds * 1000).toUTCString().slice(0, 16);

const STYLE = `<style>body{font-family:system-ui,sans-serif;background:#f6f8fb;color:#1a1f36;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:32px;border-radius:12px;max-width:560px;width:100%;box-shadow:0 2px 12px #0001}label{display:block;margin:16px 0 6px}
input{font:inherit;padding:10px;width:100%;box-sizing:border-box;border:1px solid #c9d1e8;border-radius:6px}button{font:inherit;font-weight:600;padding:10px 16px;border-radius:6px;border:0;cursor:pointer;background:#635bff;color:#fff;margin:4px 8px 4px 0}
button.secondary{background:#fff;color:#1a1f36;border:1px solid #c9d1e8}section{border-top:1px solid #e3e8ee;padding:16px 0}.note{color:#697386;font-size:14px}.error{color:#c0123c}</style>`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} (local) | Blast CRM</title>${STYLE}</head><body><main>${body}</main></body></html>`;

/** The portal's login: an email, which Stripe checks against its customers. */
export function portalLoginPage(action: string, error?: string): string {
  return page(
    'Customer portal',
    `<h1>Manage your subscription</h1><p class="note">Local stand-in for Stripe's customer portal: Stripe emails you a code; here the email of a customer signs in at once.</p>
<form method="post" action="${escapeHtml(action)}"><label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}<button type="submit">Continue</button></form>`,
  );
}

export interface PortalSubscription {
  subscription: Stripe.Subscription;
  description: string;
}

/**
 * The signed-in customer's subscriptions, each with what may be done to it, under the one
 * cancellation story (on Stripe, the portal configuration's headline: docs/deploy.md).
 */
export function portalPage(base: string, email: string, subscriptions: readonly PortalSubscription[], returnUrl: string): string {
  const sections = subscriptions.map(({ subscription: sub, description }) => {
    const monthly = sub.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
    const state =
      sub.status === 'canceled'
        ? 'Canceled'
        : sub.cancel_at_period_end
          ? `Cancels on ${day(periodEnd(sub))}`
          : sub.status === 'trialing'
            ? `Trial ends ${day(periodEnd(sub))}, then ${formatCents(monthly)} a month`
            : `Renews ${day(periodEnd(sub))} at ${formatCents(monthly)} a month`;
    const buttons = PORTAL_CHANGES.filter((change) => portalChangeApplies(sub, change)).map(
      (change) =>
        `<form method="post" action="${base}/subscriptions/${sub.id}/${change}" style="display:inline"><button type="submit"${change === 'resume' ? '' : ' class="secondary"'}>${
          { 'cancel-at-period-end': 'Cancel at period end', 'cancel-now': 'Cancel now', resume: 'Renew subscription' }[change]
        }</button></form>`,
    );
    return `<section data-testid="portal-subscription" data-status="${sub.status}"><h2>${escapeHtml(description)}</h2><p data-testid="portal-state">${escapeHtml(state)}</p>${buttons.join('')}</section>`;
  });
  return page(
    'Customer portal',
    `<h1>Your subscriptions</h1><p class="note" data-testid="portal-headline">${escapeHtml(CANCELLATION)}</p><p class="note">${escapeHtml(email)}</p>${sections.join('') || '<p>No subscriptions.</p>'}<p><a href="${escapeHtml(returnUrl)}">Return to Blast CRM</a></p>`,
  );
}
