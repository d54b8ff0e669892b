/**
 * The operator's site content (/admin/site; docs/site-content.md): the draft, publishing it,
 * reverting to an earlier version, and the images it shows.
 */
import { z } from 'zod';
import type { Endpoint } from '../endpoint';
import { SITE_PATH, documentIdField, emailField } from '../fields';
import { isDay } from '../../periods';
import {
  ANSWER_PLAN_IDS,
  PLAN_FACT_KEYS,
  SITE_IMAGE_MAX_SIDE,
  SITE_IMAGE_MIN_SIDE,
  SITE_IMAGE_PATH,
  SITE_IMAGE_TYPES,
  SITE_LIMITS,
  videoOf,
  type SiteContent,
} from '../../site-content';
import { MAX_USAGE_VOLUME, USAGE_ESTIMATE_VOLUMES, type UsageVolumeId } from '../../usage-estimate';
import { formatCount } from '../../money';

/** GET: the draft, what is published, and the versions published before. */
export const GET_SITE_CONTENT = { method: 'GET', path: '/api/admin/site' } as const satisfies Endpoint;
/** POST { content, revision }: saves the draft; a revision behind the stored one is a 409 (someone saved since). */
export const SAVE_SITE_DRAFT = { method: 'POST', path: '/api/admin/site/draft' } as const satisfies Endpoint;
/** POST { revision }: publishes the draft as it is at that revision. */
export const PUBLISH_SITE = { method: 'POST', path: '/api/admin/site/publish' } as const satisfies Endpoint;
/** POST: publishes an earlier version again, exactly, and makes it the draft. */
export const REVERT_SITE = { method: 'POST', path: '/api/admin/site/versions/:id/revert' } as const satisfies Endpoint;
/** POST the image's bytes (Content-Type image/png, jpeg, webp or avif): answers 201 with the stored SiteImage. */
export const UPLOAD_SITE_IMAGE = { method: 'POST', path: '/api/admin/site/images' } as const satisfies Endpoint;
/** GET: an uploaded image's bytes, published or not (the editor's preview shows draft images with it). */
export const GET_SITE_IMAGE = { method: 'GET', path: '/api/admin/site/images/:file' } as const satisfies Endpoint;

/** Who did it, as the operator signed in. */
export interface SiteActor {
  uid: string;
  email: string | null;
}

export interface SiteDraft {
  content: SiteContent;
  /** Counts every save: the next save names it, so two operators do not overwrite each other unseen. */
  revision: number;
  savedAt: string | null;
  savedBy: SiteActor | null;
}

/** One published version, as the history lists it. */
export interface SiteVersionSummary {
  id: string;
  /** 1 for the first publish, then counting up. */
  number: number;
  publishedAt: string;
  publishedBy: SiteActor;
  /** The version it brought back, when it was a revert. */
  revertOf: string | null;
  /** What it changed from the version shown before it (catalog's contentChanges); null for a version published before this was kept. */
  changes: string[] | null;
}

/** A version as /admin/site lists it: with what bringing it back would change in what is shown now. */
export interface SiteVersionListed extends SiteVersionSummary {
  revertChanges: string[];
}

export interface SitePublished extends SiteVersionSummary {
  content: SiteContent;
}

/**
 * The rebuild a publish asks for (SITE_BUILD_HOOK_URL): `not-configured` when no hook is set (the
 * pages keep what the last build rendered), `requested` once the hook took it, `building` and
 * `done` or `failed` as the build reports them (scripts/site/site-builder.ts locally, cloudbuild.yaml's
 * last step in production).
 */
export type SiteBuildStatus = 'not-configured' | 'requested' | 'building' | 'done' | 'failed';

export interface SiteBuild {
  status: SiteBuildStatus;
  /** The published version it renders, and its number. */
  version: string;
  number: number;
  requestedAt: string;
  /** When it finished (done or failed). */
  finishedAt: string | null;
  /** Why it failed or was not asked for, in a sentence. */
  detail: string | null;
}

export interface SiteContentState {
  draft: SiteDraft;
  published: SitePublished | null;
  versions: SiteVersionListed[];
  /** The last rebuild asked for, or null before the first publish. */
  build: SiteBuild | null;
}

/** How many earlier versions the page lists (each can be brought back). */
export const SITE_VERSIONS_LISTED = 20;

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .transform((value) => value || undefined)
    .optional();
const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
    .refine(isDay, 'must be a real date');
const itemId = () => documentIdField('an id of letters, digits, _ and -').max(64, 'at most 64 characters');
/** An https address as written whole: no whitespace or backslash anywhere (a browser would read past them), and one a URL parser takes. */
function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/[^\s\\]+$/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
const httpsUrl = () =>
  z
    .string()
    .trim()
    .max(SITE_LIMITS.url, `at most ${SITE_LIMITS.url} characters`)
    .refine(isHttpsAddress, 'must be an https:// address');
const linkField = () =>
  z
    .string()
    .trim()
    .max(SITE_LIMITS.url, `at most ${SITE_LIMITS.url} characters`)
    .refine((value) => SITE_PATH.test(value) || isHttpsAddress(value), 'must be a path on this site (starting with /) or an https:// address');

const imageField = () =>
  z
    .object({
      path: z.string().regex(SITE_IMAGE_PATH, 'must be an image uploaded on this page'),
      contentType: z.enum(SITE_IMAGE_TYPES),
      width: z.number().int().min(SITE_IMAGE_MIN_SIDE).max(SITE_IMAGE_MAX_SIDE),
      height: z.number().int().min(SITE_IMAGE_MIN_SIDE).max(SITE_IMAGE_MAX_SIDE),
    })
    .strict();

const testimonial = () =>
  z
    .object({
      id: itemId(),
      quote: text(SITE_LIMITS.quote),
      name: text(SITE_LIMITS.name),
      role: optionalText(SITE_LIMITS.role),
      photo: imageField().optional(),
      givenOn: day(),
      permission: z.boolean(),
    })
    .strict();

const logo = () => z.object({ id: itemId(), name: text(SITE_LIMITS.name), image: imageField(), link: httpsUrl().optional() }).strict();
const screen = () => z.object({ id: itemId(), image: imageField(), caption: text(SITE_LIMITS.caption), alt: text(SITE_LIMITS.alt) }).strict();
const video = () =>
  z
    .object({
      url: httpsUrl().refine((value) => videoOf(value) !== undefined, 'must be a YouTube or Vimeo video address'),
      title: text(SITE_LIMITS.title),
      poster: imageField(),
    })
    .strict();
const announcement = () => z.object({ text: text(SITE_LIMITS.announcement), link: linkField().optional(), endsOn: day() }).strict();
/** A field that may be left blank: blank is none, anything else must pass `schema`. */
const blankOr = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(schema.optional())
    .optional();
const facts = () =>
  z
    .object({
      company: optionalText(SITE_LIMITS.fact),
      supportEmail: blankOr(emailField()),
      legalEmail: blankOr(emailField()),
      address: optionalText(SITE_LIMITS.fact),
      jurisdiction: optionalText(SITE_LIMITS.fact),
      effectiveDate: blankOr(day()),
      crmLoginUrl: blankOr(httpsUrl()),
    })
    .strict();

/** Ids repeated within one list would make an edit or a removal ambiguous. */
const uniqueIds = <T extends { id: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used twice in this list' });
    seen.add(item.id);
  });
};

/** The owner's answers: plain text (the pages show it as text, never as markup), bounded. */
const faqEntry = () => z.object({ id: itemId(), question: text(SITE_LIMITS.faqQuestion), answer: text(SITE_LIMITS.faqAnswer) }).strict();
const planFacts = () => z.object(Object.fromEntries(PLAN_FACT_KEYS.map((key) => [key, optionalText(SITE_LIMITS.planFact)])) as Record<(typeof PLAN_FACT_KEYS)[number], ReturnType<typeof optionalText>>).strict();
const answers = () =>
  z
    .object({
      faq: z
        .array(faqEntry())
        .max(SITE_LIMITS.faqEntries, `at most ${SITE_LIMITS.faqEntries}`)
        .superRefine(uniqueIds)
        .superRefine((entries, ctx) => {
          // Two entries asking the same thing would show one question twice.
          const seen = new Set<string>();
          entries.forEach((entry, index) => {
            const question = entry.question.toLowerCase();
            if (seen.has(question)) ctx.addIssue({ code: 'custom', path: [index, 'question'], message: 'is asked twice in this list' });
            seen.add(question);
          });
        }),
      plans: z.object(Object.fromEntries(ANSWER_PLAN_IDS.map((id) => [id, planFacts().optional()])) as Record<(typeof ANSWER_PLAN_IDS)[number], z.ZodOptional<ReturnType<typeof planFacts>>>).strict(),
    })
    .strict();

/** The owner's example volumes: each a whole number the estimator takes, none left out. */
const usageExamples = () =>
  z
    .object(
      Object.fromEntries(
        USAGE_ESTIMATE_VOLUMES.map(({ id }) => [id, z.number('must be a number').int('must be a whole number').min(0, 'at least 0').max(MAX_USAGE_VOLUME, `at most ${formatCount(MAX_USAGE_VOLUME)}`)]),
      ) as Record<UsageVolumeId, z.ZodNumber>,
    )
    .strict();

/** The whole content, as the draft is saved (a testimonial may wait for its permission in the draft). */
const siteContentField = () =>
  z
    .object({
      testimonials: z.array(testimonial()).max(SITE_LIMITS.testimonials, `at most ${SITE_LIMITS.testimonials}`).superRefine(uniqueIds),
      logos: z.array(logo()).max(SITE_LIMITS.logos, `at most ${SITE_LIMITS.logos}`).superRefine(uniqueIds),
      screens: z.array(screen()).max(SITE_LIMITS.screens, `at most ${SITE_LIMITS.screens}`).superRefine(uniqueIds),
      video: video().nullable(),
      guarantee: z
        .string()
        .trim()
        .max(SITE_LIMITS.guarantee, `at most ${SITE_LIMITS.guarantee} characters`)
        .transform((value) => value || null)
        .nullable(),
      announcement: announcement().nullable(),
      facts: facts(),
      /** Absent is none (a draft saved before the promo was the owner's). */
      promo: z
        .object({ endsOn: day().optional() })
        .strict()
        .nullable()
        .default(null),
      /** Absent is none (a draft saved before the owner's answers). */
      answers: answers().optional(),
      /** Absent or null: the catalogue's example volumes. */
      usageExamples: usageExamples().nullable().default(null),
    })
    .strict();

const revisionField = () => z.number().int('must be a whole number').min(0, 'at least 0');

export const saveSiteDraftInput = /* @__PURE__ */ z.object({ content: siteContentField(), revision: revisionField() }).strict();
export const publishSiteInput = /* @__PURE__ */ z.object({ revision: revisionField() }).strict();
export const revertSiteParams = /* @__PURE__ */ z.object({ id: documentIdField('a version id') }).strict();
export const siteImageParams = /* @__PURE__ */ z
  .object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.(png|jpg|webp|avif)$/, 'must be the file name of an uploaded image') })
  .strict();

