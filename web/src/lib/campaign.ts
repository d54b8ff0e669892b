/**
 * SPEC §3's campaign parameters: captured from the address when at least one is there, kept in
 * localStorage under `utm_params` (absent ones left out), read back with `utmParams` as the
 * older key's fallback. Storage that is missing, unreadable or not a browser's counts as empty.
 */
import { CAMPAIGN_KEYS, CAMPAIGN_VALUE_MAX, type Campaign } from '@blast/catalog';

const STORAGE_KEY = 'utm_params';
const LEGACY_STORAGE_KEY = 'utmParams';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // access itself can throw (storage disabled)
  }
}

/** The campaign parameters of a query string; empty when none is there. */
function campaignFromQuery(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') campaign[key] = value.slice(0, CAMPAIGN_VALUE_MAX);
  }
  return campaign;
}

/** Saves the query's campaign when it has one; leaves the stored one alone when it has none. */
export function captureCampaign(search: string, storage: StorageLike | undefined = browserStorage()): Campaign {
  const campaign = campaignFromQuery(search);
  if (Object.keys(campaign).length > 0) {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(campaign));
    } catch {
      // full or refused: tracking never breaks the page
    }
  }
  return campaign;
}

/** The stored campaign (utm_params, else utmParams), only its known string values. */
export function readCampaign(storage: StorageLike | undefined = browserStorage()): Campaign {
  for (const key of [STORAGE_KEY, LEGACY_STORAGE_KEY]) {
    const campaign = parseCampaign(safeGet(storage, key));
    if (Object.keys(campaign).length > 0) return campaign;
  }
  return {};
}

function safeGet(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseCampaign(raw: string | null): Campaign {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    const campaign: Campaign = {};
    for (const key of CAMPAIGN_KEYS) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'string' && field !== '') campaign[key] = field.slice(0, CAMPAIGN_VALUE_MAX);
    }
    return campaign;
  } catch {
    return {};
  }
}
