import { CAMPAIGN_KEYS, type Campaign } from '@blast/catalog';

/**
 * The campaign values present and not blank, trimmed and lowercased: `Facebook ` and `facebook`
 * are one source, one row, as in Plausible and GA4's reports.
 */
export function campaignOf(input: Partial<Record<string, unknown>>): Campaign {
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = input[key];
    if (typeof value === 'string' && value.trim() !== '') campaign[key] = value.trim().toLowerCase();
  }
  return campaign;
}
