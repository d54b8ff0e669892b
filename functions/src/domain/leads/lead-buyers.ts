/**
 * Which leads later bought: a paid purchase (a trial started counts, marked so) with the lead's
 * email, paid after the lead came in. Asked once per page of leads, with `in` queries of at most
 * 30 emails (Firestore's limit) on the purchases' email and status: its cost follows the page and
 * those buyers' purchases, never every payment.
 */
import type { LeadRow } from '@blast/catalog';
import { collections, selectOnly } from '../../store/collections';
import type { Timestamp } from '../../store/db';

/** Firestore's most values in one `in` filter. */
const IN_QUERY_MAX = 30;

type Bought = NonNullable<LeadRow['bought']>;
interface PaidPurchase {
  email: string;
  plan: string;
  trial: boolean;
  paidMs: number;
}

async function paidPurchasesOf(emails: string[]): Promise<PaidPurchase[]> {
  const batches: string[][] = [];
  for (let at = 0; at < emails.length; at += IN_QUERY_MAX) batches.push(emails.slice(at, at + IN_QUERY_MAX));
  const found = await Promise.all(
    batches.map((batch) => selectOnly(collections.purchases().where('email', 'in', batch).where('status', '==', 'paid'), 'email', 'plan', 'trial', 'paidAt', 'createdAt').get()),
  );
  return found.flatMap((snapshot) =>
    snapshot.docs.map((doc) => {
      const { email, plan, trial, paidAt, createdAt } = doc.data();
      return { email: email ?? '', plan, trial, paidMs: (paidAt ?? createdAt).toMillis() };
    }),
  );
}

/** For each lead (its email and when it came in), the first purchase its email paid after it; null when none. */
export async function purchasesAfterLeads(leads: readonly { email: string; createdAt: Timestamp }[]): Promise<(Bought | null)[]> {
  const emails = [...new Set(leads.map((lead) => lead.email.toLowerCase()))];
  if (emails.length === 0) return [];
  const purchases = (await paidPurchasesOf(emails)).sort((a, b) => a.paidMs - b.paidMs);
  return leads.map(({ email, createdAt }) => {
    // Stripe dates its events in whole seconds: a payment in the lead's own second counts as after it.
    const since = Math.floor(createdAt.toMillis() / 1000) * 1000;
    const first = purchases.find((purchase) => purchase.email === email.toLowerCase() && purchase.paidMs >= since);
    return first ? { plan: first.plan, trial: first.trial, at: new Date(first.paidMs).toISOString() } : null;
  });
}
