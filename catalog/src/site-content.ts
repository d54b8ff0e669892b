/**
 * The owner's own proof and facts (docs/site-content.md): testimonials, customer logos, product
 * screens, one video, a guarantee line, an announcement bar and the operator facts the legal
 * pages and the nav need. The operator edits a draft on /admin/site and publishes it; the
 * prerender puts the published version into the pages. Types and pure rules only: the API's
 * schemas are in api/admin/site-content.ts, and nothing here carries zod.
 */
import type { ExampleVolumes } from './usage-estimate';

/** An image the API stored in Cloud Storage, checked for type, size and dimensions on upload. */
export interface SiteImage {
  /** Its object path in the site's bucket: `site/images/<id>.<ext>`. */
  path: string;
  contentType: SiteImageType;
  width: number;
  height: number;
}

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  /** Their role or market ("Wholesaler, Phoenix"). */
  role?: string;
  photo?: SiteImage;
  /** When they gave it (YYYY-MM-DD). */
  givenOn: string;
  /** The owner has the person's permission to publish it on file: without it, no publish. */
  permission: boolean;
}

export interface CustomerLogo {
  id: string;
  name: string;
  image: SiteImage;
  /** Their site (https), if the logo links anywhere. */
  link?: string;
}

export interface ProductScreen {
  id: string;
  image: SiteImage;
  caption: string;
  /** What the screen shows, for those who cannot see it: required. */
  alt: string;
}

export type VideoProvider = 'youtube' | 'vimeo';

export interface SiteVideo {
  /** The address the owner gave (YouTube or Vimeo). */
  url: string;
  title: string;
  /** The still shown until the visitor plays it; nothing of the provider loads before. */
  poster: SiteImage;
}

export interface Announcement {
  text: string;
  /** A path on this site or an https address. */
  link?: string;
  /** The last day it shows (YYYY-MM-DD, UTC). */
  endsOn: string;
}

/** The operator's facts (published on /admin/site, else the build's `VITE_*` settings): the legal pages, the footer, the nav. */
export interface OperatorFacts {
  company?: string;
  supportEmail?: string;
  legalEmail?: string;
  address?: string;
  jurisdiction?: string;
  /** The legal pages' effective date (YYYY-MM-DD). */
  effectiveDate?: string;
  /** The CRM's sign-in address (https): the nav's and footer's "Log in". */
  crmLoginUrl?: string;
}

/**
 * The owner's promo (PRODUCT.md, "The promo is the owner's offer"): while it runs, /pricing shows
 * the promo switch, on by default, and every purchase that includes the done-for-you setup is the
 * one with the fee waived; the checkout prices by the same published state (promoRuns).
 */
export interface SitePromo {
  /** The last day it runs (YYYY-MM-DD, UTC); none: until the owner ends it. */
  endsOn?: string;
}

/** A question the owner answers, shown after the plans' own FAQ (/pricing) and in its FAQPage data. */
export interface OwnerFaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The plans the owner gives facts for: the three plan cards. */
export const ANSWER_PLAN_IDS = ['blast', 'blast-lite', 'custom'] as const;
export type AnswerPlanId = (typeof ANSWER_PLAN_IDS)[number];

/** The facts a buyer asks about a plan that only the owner knows; each a short plain-text line. */
export const PLAN_FACT_KEYS = ['users', 'imports', 'integrations', 'texting'] as const;
export type PlanFactKey = (typeof PLAN_FACT_KEYS)[number];
export type PlanFacts = Partial<Record<PlanFactKey, string>>;

/** What each plan fact is called, on /admin/site and before its line in the plan card. */
export const PLAN_FACT_LABELS: Readonly<Record<PlanFactKey, string>> = {
  users: 'Users included',
  imports: 'Importing your data',
  integrations: 'Integrations',
  texting: 'When texting starts (A2P)',
};

/** The owner's answers: FAQ entries and per-plan facts; an empty one shows nothing. */
export interface SiteAnswers {
  faq: OwnerFaqEntry[];
  plans: Partial<Record<AnswerPlanId, PlanFacts>>;
}

export interface SiteContent {
  testimonials: Testimonial[];
  logos: CustomerLogo[];
  screens: ProductScreen[];
  video: SiteVideo | null;
  guarantee: string | null;
  announcement: Announcement | null;
  facts: OperatorFacts;
  /** The promo, while the owner runs it; null (or absent, in content stored before it) when none runs. */
  promo?: SitePromo | null;
  /** The owner's FAQ entries and plan facts; absent (content stored before them) is none (answersOf). */
  answers?: SiteAnswers;
  /** The owner's example volumes for the usage estimator and the cards' usage line; null or absent: the catalogue's (exampleVolumesOf). */
  usageExamples?: ExampleVolumes | null;
}

/** A fresh install: nothing to show, so every page is exactly what it was without the owner's content. */
export const EMPTY_SITE_CONTENT: SiteContent = { testimonials: [], logos: [], screens: [], video: null, guarantee: null, announcement: null, facts: {}, promo: null, answers: { faq: [], plans: {} }, usageExamples: null };

/** The content's answers; none for content stored before they existed. */
export const answersOf = (content: SiteContent): SiteAnswers => ({ faq: content.answers?.faq ?? [], plans: content.answers?.plans ?? {} });

/** A plan's facts the owner filled, in the order PLAN_FACT_KEYS lists them (blank ones left out). */
export const planFactsOf = (content: SiteContent, planId: string): { key: PlanFactKey; label: string; text: string }[] => {
  const facts = answersOf(content).plans[planId as AnswerPlanId] ?? {};
  return PLAN_FACT_KEYS.flatMap((key) => {
    const text = facts[key]?.trim();
    return text ? [{ key, label: PLAN_FACT_LABELS[key], text }] : [];
  });
};

/** Whether the answers show anything: an FAQ entry or a filled plan fact. */
const hasAnswers = (content: SiteContent): boolean => answersOf(content).faq.length > 0 || ANSWER_PLAN_IDS.some((id) => planFactsOf(content, id).length > 0);

/** How much each part may hold: enough for a real site, bounded for the page and the store. */
export const SITE_LIMITS = {
  testimonials: 24,
  logos: 24,
  screens: 12,
  quote: 600,
  name: 120,
  role: 120,
  caption: 200,
  alt: 250,
  guarantee: 240,
  announcement: 160,
  title: 120,
  fact: 300,
  url: 500,
  faqEntries: 8,
  faqQuestion: 160,
  faqAnswer: 800,
  planFact: 160,
} as const;

/** What an uploaded image may be: the formats every browser the site serves decodes. */
export const SITE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
export type SiteImageType = (typeof SITE_IMAGE_TYPES)[number];
const SITE_IMAGE_EXTENSIONS: Readonly<Record<SiteImageType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif' };
/** At most 2 MB: a photo for the web is far less; more is a camera original that would slow the page. */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Each side at least 64 px (a logo) and at most 4096 px. */
export const SITE_IMAGE_MIN_SIDE = 64;
export const SITE_IMAGE_MAX_SIDE = 4096;

/** The object path an uploaded image gets: `site/images/<id>.<ext>`. */
export const siteImagePath = (id: string, type: SiteImageType) => `site/images/${id}.${SITE_IMAGE_EXTENSIONS[type]}`;
export const SITE_IMAGE_PATH = /^site\/images\/[A-Za-z0-9_-]{1,64}\.(png|jpg|webp|avif)$/;
/**
 * Where the pages load a published image from: the build copies each image the published version
 * shows into the site (scripts/site/prerender-site.ts), so it comes from the page's own origin, cached
 * for a year under its never-reused name (firebase.json), with no other host in the CSP.
 */
export const SITE_IMAGES_URL_PREFIX = '/site-images/';
/** Where the build puts the published content as JSON for the app (scripts/site/prerender-site.ts): `/site-content/<hash>.json`. */
export const SITE_CONTENT_URL_PREFIX = '/site-content/';
/** The page's meta tag naming that file, as the prerender writes it (`file` is a hash: nothing to escape). */
export const siteContentTag = (file: string): string => `<meta name="site-content" content="${SITE_CONTENT_URL_PREFIX}${file}">`;
/** The tag the app reads the file's address from. */
export const SITE_CONTENT_SELECTOR = 'meta[name="site-content"]';
export const siteImageFile = (image: Pick<SiteImage, 'path'>) => image.path.slice(image.path.lastIndexOf('/') + 1);
export const siteImageSrc = (image: Pick<SiteImage, 'path'>) => SITE_IMAGES_URL_PREFIX + siteImageFile(image);

/** A video the site can embed: which provider and its id. */
export interface VideoRef {
  provider: VideoProvider;
  id: string;
}

/**
 * The video an address names, or undefined when it is not a YouTube or Vimeo video: youtube.com
 * (watch, embed, shorts, live), youtu.be, youtube-nocookie.com, vimeo.com and player.vimeo.com.
 */
export function videoOf(address: string): VideoRef | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null | undefined) => (id && /^[A-Za-z0-9_-]{11}$/.test(id) ? ({ provider: 'youtube', id } as const) : undefined);
  if (host === 'youtu.be') return youtube(segments[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (['embed', 'shorts', 'live'].includes(segments[0] ?? '')) return youtube(segments[1]);
    return undefined;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments[0] === 'video' ? segments[1] : segments[0];
    return id && /^\d{1,12}$/.test(id) ? { provider: 'vimeo', id } : undefined;
  }
  return undefined;
}

/** Where the video plays once the visitor asks: YouTube's no-cookie host, Vimeo with Do Not Track. */
export function videoEmbedUrl({ provider, id }: VideoRef): string {
  return provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/** The hosts the video player frames come from: the CSP's frame-src names them and nothing else. */
export const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** Whether content has nothing a page shows: a fresh install's, which leaves every page as it was. */
export const isEmptyContent = (content: SiteContent): boolean =>
  content.testimonials.length === 0 &&
  content.logos.length === 0 &&
  content.screens.length === 0 &&
  !content.video &&
  !content.guarantee &&
  !content.announcement &&
  !content.promo &&
  !hasAnswers(content) &&
  !content.usageExamples &&
  Object.values(content.facts).every((fact) => !fact);

/** Whether the announcement still shows on a day (YYYY-MM-DD, UTC): through its last day. */
export const announcementShows = (announcement: Announcement | null, today: string): announcement is Announcement => !!announcement && announcement.endsOn >= today;

/**
 * Whether the promo runs on a day (YYYY-MM-DD, UTC): started by the owner and through its last day.
 * The pages (rendered on the build's day) and the checkout (on the server's day) both go by it.
 */
export const promoRuns = (promo: SitePromo | null | undefined, today: string): promo is SitePromo => !!promo && (!promo.endsOn || promo.endsOn >= today);

/**
 * Whether pages built on `builtOn` (YYYY-MM-DD, UTC) still show a part of `content` that is over by
 * `today`: a promo or an announcement whose last day came between. The build leaves out what is over
 * on its day, so one build after the last day is all it takes (functions' rebuildAfterLastDays).
 */
export const outlivedSinceBuild = (content: SiteContent, builtOn: string, today: string): boolean =>
  (announcementShows(content.announcement, builtOn) && !announcementShows(content.announcement, today)) ||
  (promoRuns(content.promo, builtOn) && !promoRuns(content.promo, today));

/** A problem that keeps content from being published, by the field to blame. */
export interface PublishProblem {
  field: string;
  message: string;
}

/** Why this content may not be published, or undefined: every testimonial needs its permission on file. */
export function publishProblem(content: SiteContent): PublishProblem | undefined {
  const index = content.testimonials.findIndex((testimonial) => !testimonial.permission);
  if (index >= 0) {
    const { name } = content.testimonials[index];
    return { field: `testimonials.${index}.permission`, message: `The testimonial of ${name} has no permission to publish on file: tick the box once you have it, or remove it` };
  }
  return undefined;
}

/** The facts the legal pages (Terms, Privacy, Disclaimer) cannot do without: the deploy check refuses a site missing any. */
export const LEGAL_FACTS = ['company', 'supportEmail', 'legalEmail', 'address', 'jurisdiction', 'effectiveDate'] as const satisfies readonly (keyof OperatorFacts)[];

/** The legal facts this content lacks. */
export const missingLegalFacts = (facts: OperatorFacts): (typeof LEGAL_FACTS)[number][] => LEGAL_FACTS.filter((fact) => !facts[fact]?.trim());

/** Every operator fact, in the order /admin/site lists them. */
export const OPERATOR_FACT_KEYS = ['company', 'supportEmail', 'legalEmail', 'address', 'jurisdiction', 'effectiveDate', 'crmLoginUrl'] as const satisfies readonly (keyof OperatorFacts)[];

/** What /admin/site calls each fact (and the deploy check, when it asks for one). */
export const OPERATOR_FACT_LABELS: Readonly<Record<(typeof OPERATOR_FACT_KEYS)[number], string>> = {
  company: 'Company name',
  supportEmail: 'Support email',
  legalEmail: 'Legal contact email',
  address: 'Mailing address',
  jurisdiction: 'Jurisdiction (governing law)',
  effectiveDate: 'Legal pages effective date',
  crmLoginUrl: 'CRM sign-in address (https)',
};

/**
 * The facts the site goes by, each on its own: a published fact wins; where none is published, the
 * build's setting (`settings`: the web's VITE_* and CRM_LOGIN_URL); with neither, none (the pages
 * then show their placeholder, or no "Log in"). The pages (web/src/config/site.ts) and the deploy
 * check (scripts/deploy/deploy-check.ts) both go by this rule.
 */
export function factsInEffect(published: OperatorFacts | undefined, settings: OperatorFacts): OperatorFacts {
  const facts: OperatorFacts = {};
  for (const key of OPERATOR_FACT_KEYS) {
    const value = published?.[key]?.trim() || settings[key]?.trim();
    if (value) facts[key] = value;
  }
  return facts;
}

/** Where each fact in effect comes from: `published` (/admin/site), `setting` (the build's), or `none`. */
export const factSource = (key: keyof OperatorFacts, published: OperatorFacts | undefined, settings: OperatorFacts): 'published' | 'setting' | 'none' =>
  published?.[key]?.trim() ? 'published' : settings[key]?.trim() ? 'setting' : 'none';

/** Every image the content shows (the ones publishing makes readable to everyone). */
export function imagesOf(content: SiteContent): SiteImage[] {
  return imageFieldsOf(content).map(({ image }) => image);
}

/** Every image the content shows, with the field that names it (`screens.0.image`). */
export function imageFieldsOf(content: SiteContent): { field: string; image: SiteImage }[] {
  return [
    ...content.testimonials.flatMap((testimonial, i) => (testimonial.photo ? [{ field: `testimonials.${i}.photo`, image: testimonial.photo }] : [])),
    ...content.logos.map((logo, i) => ({ field: `logos.${i}.image`, image: logo.image })),
    ...content.screens.map((screen, i) => ({ field: `screens.${i}.image`, image: screen.image })),
    ...(content.video ? [{ field: 'video.poster', image: content.video.poster }] : []),
  ];
}
