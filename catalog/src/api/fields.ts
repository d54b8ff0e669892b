/**
 * The fields several endpoints share, as zod schemas that also normalise: an email is trimmed and
 * lowercased here, once; a campaign value trimmed and lowercased, a blank one dropped.
 *
 * Every schema of catalog/src/api is built in a function or marked `@__PURE__`: the web imports
 * the paths and types of these modules, and its bundles must not carry zod.
 */
import { z } from 'zod';
import { CAMPAIGN_KEYS, CAMPAIGN_VALUE_MAX, type Campaign, type CampaignKey } from '../contracts';
import { PLAN_IDS, type PlanId } from '../plan-ids';
import { dayOfMs, rangeOf, rangeProblem, type DateRange } from '../periods';

/** A person's name, as every form sends it (leads, conversions, checkout). */
export const nameField = () => z.string().trim().min(1, 'must not be empty').max(200, 'at most 200 characters');
/** An email, trimmed and lowercased before it is checked: `Ann@X.com ` and `ann@x.com` are one person. */
export const emailField = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('must be a valid email address').max(254, 'at most 254 characters'));
/** A phone, trimmed; an empty one is none. */
export const phoneField = () =>
  z
    .string()
    .trim()
    .max(40, 'at most 40 characters')
    .transform((phone) => phone || undefined);

/** A plan of the catalogue. */
export const planField = () => z.enum(PLAN_IDS);

/** A catalogue plan id, or 'unknown' when the caller did not say. */
export type ConversionPlan = PlanId | 'unknown';
/** The plan a lead or a conversion names; 'unknown' when it names none. */
export function conversionPlanField() {
  const plans: ConversionPlan[] = [...PLAN_IDS, 'unknown'];
  return z.enum(plans as [ConversionPlan, ...ConversionPlan[]]).default('unknown');
}

/**
 * A path on this site: one slash first, never a second slash or a backslash after it (browsers
 * read `//host` and `/\\host` as another site), no whitespace, no backslash anywhere.
 */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** A site path: starts with one slash, at most `max` characters. */
export const sitePathField = (max: number) =>
  z
    .string()
    .max(max, `at most ${max} characters`)
    .regex(SITE_PATH, 'must be a path on this site, starting with /');

/** Each campaign value optional, at most CAMPAIGN_VALUE_MAX characters. */
export const campaignFields = () =>
  Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, z.string().max(CAMPAIGN_VALUE_MAX, `at most ${CAMPAIGN_VALUE_MAX} characters`).optional()])) as Record<
    CampaignKey,
    z.ZodOptional<z.ZodString>
  >;

/**
 * The campaign values of parsed fields gathered as one `campaign`, trimmed and lowercased, blank
 * ones left out: `Facebook ` and `facebook` are one source, one row, as in Plausible and GA4.
 */
export function withCampaign<Fields extends Partial<Record<CampaignKey, string>>>(fields: Fields): Omit<Fields, CampaignKey> & { campaign: Campaign } {
  const rest: Record<string, unknown> = { ...fields };
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = fields[key]?.trim().toLowerCase();
    if (value) campaign[key] = value;
    delete rest[key];
  }
  return { ...(rest as Omit<Fields, CampaignKey>), campaign };
}

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both included and optional. */
export const periodFields = () => ({ from: z.string().max(10).optional(), to: z.string().max(10).optional() });

/** The period asked for: the last 30 days by default, at most 400 days, none after today (UTC; `today` for a pinned clock). */
export function checkedPeriod(asked: { from?: string; to?: string }, ctx: z.RefinementCtx, today = dayOfMs(Date.now())): DateRange {
  const range = rangeOf(asked, today);
  const problem = rangeProblem(range, today);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  return range;
}

/**
 * A document id of ours as a path or a query names it: Firestore's automatic ids and Stripe's
 * (letters, digits, `_`, `-`), never an id Firestore reserves (`__x__`) or cannot hold (`.`, `..`, a slash).
 */
export const documentIdField = (what: string) =>
  z
    .string()
    .max(200, 'at most 200 characters')
    .regex(/^(?!__.*__$)[A-Za-z0-9_-]+$/, `must be ${what}`);

/** A Stripe event's id (`evt_` and letters, digits, `_`): the webhook's events and the customer events keyed by them. */
export const STRIPE_EVENT_ID = /^evt_[A-Za-z0-9_]{1,200}$/;

/** A page of a list: how many (1..100, 25 by default). */
export const pageSizeField = () => z.coerce.number().int('must be a whole number').min(1, 'at least 1').max(100, 'at most 100').default(25);
