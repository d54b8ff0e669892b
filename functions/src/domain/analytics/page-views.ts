import { PRICING_PATHS, type Campaign, type SitePath } from '@blast/catalog';
import { PAGE_VIEW_DEDUP_WINDOW_MS, RAW_EVENT_RETENTION_MS } from '../../config';
import { collections, readTogether } from '../../store/collections';
import { Timestamp, db, lostRace } from '../../store/db';
import { logs } from '../../logs';
import { dailyCampaignKey, pageKey } from './bounded-keys';
import { addToRollups } from './rollups';
import { dayOf, sha256 } from './visitor';
import { markSeen, recordReach, seenRef } from './visitor-marks';

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
  const { duplicate, firstOfPage } = await countPageView(view, counted, now);
  // A pricing page seen is the funnel's second step (visitor-marks.ts), counted on its own commit
  // once the view is: a failure there is logged, and the view stays counted.
  if (firstOfPage && PRICING_PATHS.includes(counted.page as SitePath)) {
    await recordReach({ visitor: view.visitor, day: dayOf(now), at: now, step: 'sawPricing' }).catch((err) => logs.funnelStepNotCounted('sawPricing', err));
  }
  return { duplicate };
}

async function countPageView(view: PageView, counted: CountedAs, now: number): Promise<{ duplicate: boolean; firstOfPage: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptPageView(view, counted, now);
    } catch (err) {
      if (!lostRace(err)) throw err;
      if (attempt >= MAX_ATTEMPTS) return { duplicate: true, firstOfPage: false }; // another instance counted it
    }
  }
}

/** What a view is counted under: its page ('(not found)' for a path that is no page) and its campaign's key (bounded-keys.ts). */
interface CountedAs {
  page: string;
  campaignKey: string;
}

async function attemptPageView(view: PageView, counted: CountedAs, now: number): Promise<{ duplicate: boolean; firstOfPage: boolean }> {
  const day = dayOf(now);
  const dedupRef = collections.pageViewDedup().doc(sha256(view.visitor, counted.page));
  const visitorDayRef = collections.visitorDays().doc(sha256(view.visitor, day));
  const pageScope = { kind: 'page' as const, key: counted.page };
  const campaignScope = { kind: 'campaign' as const, key: counted.campaignKey };
  const [last, visitorDay, pageSeen, campaignSeen] = await readTogether(dedupRef, visitorDayRef, seenRef(view.visitor, day, pageScope), seenRef(view.visitor, day, campaignScope));
  const countedAt = last.data()?.countedAt;
  if (countedAt && now - countedAt.toMillis() < PAGE_VIEW_DEDUP_WINDOW_MS) return { duplicate: true, firstOfPage: false };

  const batch = db().batch();
  const claim = { countedAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + PAGE_VIEW_DEDUP_WINDOW_MS) };
  // A TTL policy on expiresAt (docs/api.md, "Firestore") removes the documents whose window has passed.
  if (last.exists) batch.update(dedupRef, claim, { lastUpdateTime: last.updateTime! });
  else batch.create(dedupRef, claim);
  if (!visitorDay.exists) batch.create(visitorDayRef, { day, expiresAt: Timestamp.fromMillis(now + 2 * 86_400_000) });
  // The page's and the campaign's visitors of the day: a visitor once each (visitor-marks.ts).
  const firstOfPage = markSeen(batch, pageSeen, { visitor: view.visitor, day, scope: pageScope }, now);
  markSeen(batch, campaignSeen, { visitor: view.visitor, day, scope: campaignScope }, now);
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
  return { duplicate: false, firstOfPage };
}
