/** The stand-in's customer portal, as a buyer uses it: sign in with an email, then change a subscription. */
import { STANDIN_PORT } from './stripe-standin';

const PORTAL = `http://127.0.0.1:${STANDIN_PORT}`;

/** Signs in to the portal with `email`; answers the portal session's page path, or the status of a refusal. */
export async function portalSignIn(email: string): Promise<{ status: number; page?: string }> {
  const res = await fetch(`${PORTAL}/p/login/local`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email }), redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, page: res.headers.get('location') ?? undefined };
}

/** One change in the portal (cancel-at-period-end, cancel-now, resume) to a subscription; answers the status (303 when done). */
export async function portalChange(page: string, subscriptionId: string, change: string): Promise<number> {
  const res = await fetch(`${PORTAL}${page}/subscriptions/${subscriptionId}/${change}`, { method: 'POST', redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}
