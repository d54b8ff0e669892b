import { CAMPAIGN_KEYS, CAMPAIGN_VALUE_MAX, type CampaignKey } from '@blast/catalog';
import { z } from 'zod';

/** Each campaign value optional, a string of at most CAMPAIGN_VALUE_MAX characters. */
export const campaignShape = Object.fromEntries(
  CAMPAIGN_KEYS.map((key) => [key, z.string().max(CAMPAIGN_VALUE_MAX, `at most ${CAMPAIGN_VALUE_MAX} characters`).optional()]),
) as Record<CampaignKey, z.ZodOptional<z.ZodString>>;

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
