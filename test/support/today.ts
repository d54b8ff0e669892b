/** The records behind Today, written straight into the store and dated from a pinned now: shared by test/today.test.ts and e2e/operator.spec.ts. */
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './stack';

/** Delivered already, so that no queue works on a seeded lead. */
const DELIVERED = { hook: 'lead', status: 'delivered', attempts: 1, round: 0 };

export type TodayKeys = { trial: string; later: string; abandoned: string; lead: string; testLead: string; testCheckout: string };

/**
 * Of `tag`, dated from `now` (an ISO instant): a trial ending in 2 days and one in 5 (Tess Trial),
 * a $497 checkout abandoned just now (Abe Abandon), a lead with a phone received just now
 * (Lea Lead), and the purchase tests' own lead and abandoned checkout. Their rows' keys on Today.
 */
export async function seedToday(tag: string, now: string): Promise<TodayKeys> {
  const at = (hoursFromNow: number) => Timestamp.fromMillis(Date.parse(now) + hoursFromNow * 3_600_000);
  const db = adminDb();
  const purchase = db.collection('purchases').doc(`p_${tag}`);
  await purchase.set({ sessionId: `cs_${tag}`, mode: 'subscription', plan: 'blast', foundersRate: false, trial: true, status: 'trialing', amountCents: 0, currency: 'usd', email: `trial-${tag}@example.com`, name: 'Tess Trial', phone: '+1 512 555 0101', createdAt: at(-24 * 12) });
  const trial = (id: string, endsInHours: number) =>
    db.collection('subscriptions').doc(id).set({ status: 'trialing', statusAt: at(-24 * 12), plan: 'blast', foundersRate: false, mrrCents: 19700, purchaseId: purchase.id, currentPeriodEnd: at(endsInHours), cancelAtPeriodEnd: false, updatedAt: at(-24 * 12) });
  await trial(`sub_soon_${tag}`, 48);
  await trial(`sub_later_${tag}`, 24 * 5);
  await db.collection('abandonedCheckouts').doc(`cs_left_${tag}`).set({ sessionId: `cs_left_${tag}`, plan: 'custom', foundersRate: false, trial: false, amountCents: 49_700, email: `left-${tag}@example.com`, name: 'Abe Abandon', seatReturned: false, abandonedAt: at(0), eventId: `evt_${tag}` });
  await db.collection('leads').doc(`lead_${tag}`).set({ name: 'Lea Lead', email: `lea-${tag}@example.com`, phone: '+1 (512) 555-0199', plan: 'blast-lite', source: '/free-bird-dog-snapshot', intent: 'bird-dog-snapshot', visitor: 'v', createdAt: at(0), forward: DELIVERED });
  await db.collection('abandonedCheckouts').doc(`cs_test_${tag}`).set({ sessionId: `cs_test_${tag}`, plan: 'blast', foundersRate: false, trial: false, amountCents: 19_700, email: `tester-${tag}@example.com`, name: 'Test Purchase', seatReturned: false, abandonedAt: at(-1), eventId: `evt_test_${tag}`, utmSource: 'test', utmCampaign: 'purchase-testing' });
  await db.collection('leads').doc(`lead_test_${tag}`).set({ name: 'Test Lead', email: `test-${tag}@example.com`, plan: 'blast', source: '/test-purchases', intent: 'test-lead', visitor: 'v', createdAt: at(-2), forward: DELIVERED });
  return { trial: `trial-ending:sub_soon_${tag}`, later: `trial-ending:sub_later_${tag}`, abandoned: `abandoned:cs_left_${tag}`, lead: `new-lead:lead_${tag}`, testLead: `new-lead:lead_test_${tag}`, testCheckout: `abandoned:cs_test_${tag}` };
}
