/**
 * What a visitor's request may add to the analytics' keys, bounded: a made-up path or campaign
 * must not add a document that every dashboard refresh reads. A path that is no page of the site
 * counts as one '(not found)' row; a day keeps at most CAMPAIGNS_PER_DAY distinct campaigns, and
 * the rest of the day counts as '(other)'.
 */
import { NOT_FOUND_PAGE, sitePathFor, type Campaign } from '@blast/catalog';
import { CAMPAIGNS_PER_ADDRESS_PER_DAY, CAMPAIGNS_PER_DAY } from '../../config';
import { collections } from '../../store/collections';
import { Timestamp, lostRace } from '../../store/db';
import { takeFromQuota } from '../rate-limit';
import { campaignKey } from './rollups';

const DAY_MS = 86_400_000;

/** The page a path is counted under: the site's page it renders, or '(not found)'. */
export const pageKey = (path: string): string => sitePathFor(path) ?? NOT_FOUND_PAGE;

/** The key every campaign past the day's bound counts under. */
const OTHER_CAMPAIGN_KEY = campaignKey({ utm_source: '(other)', utm_campaign: '(other)' });
const DIRECT_KEY = campaignKey({});

/** The day's campaigns this instance has seen registered: a day only ever adds to them. */
const registered = new Map<string, Set<string>>();
const remember = (day: string, keys: readonly string[]) => {
  for (const cached of registered.keys()) if (cached < day) registered.delete(cached);
  const set = registered.get(day) ?? new Set<string>();
  keys.forEach((key) => set.add(key));
  registered.set(day, set);
};

/** A lost race (another instance registered at the same moment) is read again this many times. */
const MAX_ATTEMPTS = 5;

/**
 * The campaign key a view or conversion of `day` is counted under: its own while the day has room
 * (the first CAMPAIGNS_PER_DAY distinct keys, registered in campaignDays/{day} by a conditional
 * commit) and the visitor's `address` (its daily hash) has not added its few of the day, else
 * '(other)'. One read per new key per instance; none for a key already seen here.
 */
export async function dailyCampaignKey(campaign: Campaign, day: string, now = Date.now(), address?: string): Promise<string> {
  const key = campaignKey(campaign);
  if (key === DIRECT_KEY || registered.get(day)?.has(key)) return key;
  const ref = collections.campaignDays().doc(day);
  let allowed: boolean | undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const snapshot = await ref.get();
    const keys = snapshot.data()?.keys ?? [];
    remember(day, keys);
    if (keys.includes(key)) return key;
    if (keys.length >= CAMPAIGNS_PER_DAY) return OTHER_CAMPAIGN_KEY;
    // A new key takes one of the address's few a day (CAMPAIGNS_PER_ADDRESS_PER_DAY), once.
    allowed ??= address === undefined || (await takeFromQuota(`campaigns-${day}`, address, CAMPAIGNS_PER_ADDRESS_PER_DAY, DAY_MS, now)) === undefined;
    if (!allowed) return OTHER_CAMPAIGN_KEY;
    try {
      if (snapshot.exists) await ref.update({ keys: [...keys, key] }, { lastUpdateTime: snapshot.updateTime! });
      else await ref.create({ day, keys: [key], expiresAt: Timestamp.fromMillis(now + 3 * 86_400_000) });
      remember(day, [key]);
      return key;
    } catch (err) {
      if (!lostRace(err)) throw err;
    }
  }
  return OTHER_CAMPAIGN_KEY; // the day's registry is too busy to join now: counted, as '(other)'
}
