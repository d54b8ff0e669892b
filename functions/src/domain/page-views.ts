import { Timestamp } from 'firebase-admin/firestore';
import { PAGE_VIEW_DEDUP_WINDOW_MS } from '../config';
import { COLLECTIONS, db } from '../store/db';
import type { Campaign } from './campaign';
import { addToRollups, sourceKey } from './rollups';
import { dayOf, sha256 } from './visitor';

export interface PageView {
  page: string;
  referrer: string;
  campaign: Campaign;
  visitor: string;
}

/**
 * Counts a page view unless the same visitor viewed the same page inside the dedup window.
 * One transaction reads the visitor's last counted view of the page (a document keyed by their
 * hash) and, when the view counts, writes that document, the raw event and the daily rollups
 * per page and per campaign source together: two instances racing on the same view count it
 * once, and a counted view is never half-written.
 */
export async function recordPageView(view: PageView, now = Date.now()): Promise<{ duplicate: boolean }> {
  const dedupRef = db().collection(COLLECTIONS.pageViewDedup).doc(sha256(view.visitor, view.page));
  const eventRef = db().collection(COLLECTIONS.pageViews).doc();
  const day = dayOf(now);
  return db().runTransaction(async (tx) => {
    const last = await tx.get(dedupRef);
    const countedAt = last.get('countedAt') as Timestamp | undefined;
    if (countedAt && now - countedAt.toMillis() < PAGE_VIEW_DEDUP_WINDOW_MS) return { duplicate: true };
    tx.set(dedupRef, {
      countedAt: Timestamp.fromMillis(now),
      // A TTL policy on expiresAt (README) removes the documents whose window has passed.
      expiresAt: Timestamp.fromMillis(now + PAGE_VIEW_DEDUP_WINDOW_MS),
    });
    tx.create(eventRef, {
      page: view.page,
      referrer: view.referrer,
      ...view.campaign,
      visitor: view.visitor,
      day,
      createdAt: Timestamp.fromMillis(now),
    });
    addToRollups(tx, [
      { metric: 'pageViews', dimension: 'page', key: view.page, day },
      { metric: 'pageViews', dimension: 'source', key: sourceKey(view.campaign.utm_source), day },
    ]);
    return { duplicate: false };
  });
}
