import { z } from 'zod';

/** SPEC §3's campaign parameters. */
export const CAMPAIGN_KEYS = ['utm_source', 'utm_campaign', 'utm_medium', 'utm_term', 'utm_content'] as const;
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
export type Campaign = Partial<Record<CampaignKey, string>>;

export const CAMPAIGN_VALUE_MAX = 200;

/** Each campaign value optional, a string of at most 200 characters. */
export const campaignShape = Object.fromEntries(
  CAMPAIGN_KEYS.map((key) => [key, z.string().max(CAMPAIGN_VALUE_MAX, `at most ${CAMPAIGN_VALUE_MAX} characters`).optional()]),
) as Record<CampaignKey, z.ZodOptional<z.ZodString>>;

/** The campaign values present and not blank, trimmed. */
export function campaignOf(input: Partial<Record<string, unknown>>): Campaign {
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = input[key];
    if (typeof value === 'string' && value.trim() !== '') campaign[key] = value.trim();
  }
  return campaign;
}

/** A person's fields, as every form sends them (leads, conversions, checkout). */
export const personFields = {
  name: z.string().trim().min(1, 'must not be empty').max(200, 'at most 200 characters'),
  email: z.email('must be a valid email address').max(254, 'at most 254 characters'),
  phone: z.string().trim().max(40, 'at most 40 characters'),
};

/** A site path: starts with one slash, at most `max` characters. */
export const sitePath = (max: number) =>
  z
    .string()
    .max(max, `at most ${max} characters`)
    .regex(/^\/(?!\/)[^\s]*$/, 'must be a path on this site, starting with /');
