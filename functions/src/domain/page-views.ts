import { Timestamp } from 'firebase-admin/firestore';
import { PAGE_VIEW_DEDUP_WINDOW_MS } from '../config';
import { COLLECTIONS, db, lostRace } from '../store/db';
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
 * The visitor's last counted view of the page is a document keyed by the hash of both. A view
 * that counts is one batch: that document, created if absent (or replaced on the condition that
 * nobody touched it since it was read), the raw event, and the daily rollups per page and per
 * campaign source. The batch is atomic, so a counted view is never half-written; and when two
 * instances race on the same view, the condition fails for all but one, so it counts once.
 * Nothing here takes a lock: the rollups are server-side increments, which never conflict.
 */
export async function recordPageView(view: PageView, now = Date.now()): Promise<{ duplicate: boolean }> {
  const dedupRef = db().collection(COLLECTIONS.pageViewDedup).doc(sha256(view.visitor, view.page));
  const last = await dedupRef.get();
  const countedAt = last.get('countedAt') as Timestamp | undefined;
  if (countedAt && now - countedAt.toMillis() < PAGE_VIEW_DEDUP_WINDOW_MS) return { duplicate: true };

  const day = dayOf(now);
  const batch = db().batch();
  const claim = { countedAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + PAGE_VIEW_DEDUP_WINDOW_MS) };
  // A TTL policy on expiresAt (README) removes the documents whose window has passed.
  if (last.exists) batch.update(dedupRef, claim, { lastUpdateTime: last.updateTime! });
  else batch.create(dedupRef, claim);
  batch.create(db().collection(COLLECTIONS.pageViews).doc(), {
    page: view.page,
    referrer: view.referrer,
    ...view.campaign,
    visitor: view.visitor,
    day,
    createdAt: Timestamp.fromMillis(now),
  });
  addToRollups(batch, [
    { metric: 'pageViews', dimension: 'page', key: view.page, day },
    { metric: 'pageViews', dimension: 'source', key: sourceKey(view.campaign.utm_source), day },
  ]);
  try {
    await batch.commit();
    return { duplicate: false };
  } catch (err) {
    if (lostRace(err)) return { duplicate: true }; // another instance counted it
    throw err;
  }
}
