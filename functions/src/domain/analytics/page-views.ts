import type { Campaign } from '@blast/catalog';
import { PAGE_VIEW_DEDUP_WINDOW_MS, RAW_EVENT_RETENTION_MS } from '../../config';
import { collections, readTogether } from '../../store/collections';
import { Timestamp, db, lostRace } from '../../store/db';
import { dailyCampaignKey, pageKey } from './bounded-keys';
import { addToRollups } from './rollups';
import { dayOf, sha256 } from './visitor';

interface PageView {
  page: string;
  referrer: string;
  campaign: Campaign;
  visitor: string;
  /** The client's address hash (visitor.ts, addressKey): what a new campaign is charged to. */
  address: string;
}

/** A lost race is read again this many times before the view is taken as counted elsewhere. */
const MAX_ATTEMPTS = 3;

/**
 * Counts a page view unless the same visitor viewed the same page inside the dedup window.
 * The visitor's last counted view of the page is a document keyed by the hash of both. A view
 * that counts is one batch: that document, created if absent (or replaced on the condition that
 * nobody touched it since it was read), the raw event, and the daily rollups per page and per
 * campaign. The visitor's first counted view of the day also creates their visitorDays document
 * and counts a unique visitor (the visitor hash is salted daily, so it is a day's visitor).
 * The batch is atomic, so a counted view is never half-written; and when two instances race on
 * the same view, the condition fails for all but one, so it counts once. A race lost on the
 * visitor's day (the same visitor, another page, at the same moment) is read again.
 * Nothing here takes a lock: the rollups are server-side increments, which never conflict.
 */
export async function recordPageView(view: PageView, now = Date.now()): Promise<{ duplicate: boolean }> {
  const counted = { page: pageKey(view.page), campaignKey: await dailyCampaignKey(view.campaign, dayOf(now), now, view.address) };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptPageView(view, counted, now);
    } catch (err) {
      if (!lostRace(err)) throw err;
      if (attempt >= MAX_ATTEMPTS) return { duplicate: true }; // another instance counted it
    }
  }
}

/** What a view is counted under: its page ('(not found)' for a path that is no page) and its campaign's key (bounded-keys.ts). */
interface CountedAs {
  page: string;
  campaignKey: string;
}

async function attemptPageView(view: PageView, counted: CountedAs, now: number): Promise<{ duplicate: boolean }> {
  const day = dayOf(now);
  const dedupRef = collections.pageViewDedup().doc(sha256(view.visitor, counted.page));
  const visitorDayRef = collections.visitorDays().doc(sha256(view.visitor, day));
  const [last, visitorDay] = await readTogether(dedupRef, visitorDayRef);
  const countedAt = last.data()?.countedAt;
  if (countedAt && now - countedAt.toMillis() < PAGE_VIEW_DEDUP_WINDOW_MS) return { duplicate: true };

  const batch = db().batch();
  const claim = { countedAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + PAGE_VIEW_DEDUP_WINDOW_MS) };
  // A TTL policy on expiresAt (docs/api.md, "Firestore") removes the documents whose window has passed.
  if (last.exists) batch.update(dedupRef, claim, { lastUpdateTime: last.updateTime! });
  else batch.create(dedupRef, claim);
  if (!visitorDay.exists) batch.create(visitorDayRef, { day, expiresAt: Timestamp.fromMillis(now + 2 * 86_400_000) });
  // The raw event keeps the path asked for; a TTL policy on expiresAt removes it after the
  // retention (the rollups keep the history).
  batch.create(collections.pageViews().doc(), {
    page: counted.page,
    ...(counted.page !== view.page && { path: view.page }),
    referrer: view.referrer,
    ...view.campaign,
    visitor: view.visitor,
    day,
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + RAW_EVENT_RETENTION_MS),
  });
  addToRollups(batch, [
    { metric: 'pageViews', dimension: 'page', key: counted.page, day },
    { metric: 'pageViews', dimension: 'campaign', key: counted.campaignKey, day },
    ...(visitorDay.exists ? [] : [{ metric: 'visitors' as const, dimension: 'all', key: 'all', day }]),
  ]);
  await batch.commit();
  return { duplicate: false };
}
