/**
 * Site content as an owner would publish it on /admin/site, for the tests and the benches of
 * several workspaces, written once: `BENCH_SITE_CONTENT=filled npm run bench:web` renders the
 * pages with FILLED_SITE_CONTENT, and the accessibility test publishes the same.
 */
import { EMPTY_SITE_CONTENT, SITE_PAGES, type OperatorFacts, type SiteContent, type SiteImage } from '@blast/catalog';
import { png } from './sample-images';

/** A complete set of operator facts. */
export const PUBLISHED_FACTS = {
  company: 'Published Holdings LLC',
  supportEmail: 'support@published.example',
  legalEmail: 'legal@published.example',
  address: '9 Published Road, Example City',
  jurisdiction: 'the State of Published',
  effectiveDate: '2027-02-03',
  crmLoginUrl: 'https://crm.published.example/sign-in',
} as const satisfies OperatorFacts;

const sample = (name: string, width: number, height: number): SiteImage => ({ path: `site/images/${name}.png`, contentType: 'image/png', width, height });

/**
 * Every slot the pages render filled: three testimonials with photos, customer logos, product
 * screens, a video, the guarantee, an announcement that has not ended, the facts, the owner's
 * example usage volumes.
 */
export const FILLED_SITE_CONTENT: SiteContent = {
  ...EMPTY_SITE_CONTENT,
  testimonials: [1, 2, 3].map((i) => ({
    id: `filled-${i}`,
    quote: `Every seller lead gets an answer in seconds now, even at night, and we booked ${i + 2} more appointments a week.`,
    name: `Investor Number ${i}`,
    role: 'Wholesaler, Dallas-Fort Worth',
    photo: sample(`filled-photo-${i}`, 160, 160),
    givenOn: '2026-10-01',
    permission: true,
  })),
  logos: [1, 2, 3, 4].map((i) => ({ id: `logo-${i}`, name: `Sample Investments ${i}`, image: sample(`filled-logo-${i}`, 240, 80), ...(i === 1 ? { link: 'https://investments.example/' } : {}) })),
  screens: [1, 2].map((i) => ({
    id: `screen-${i}`,
    image: sample(`filled-screen-${i}`, 1280, 800),
    caption: i === 1 ? 'Every seller lead in one pipeline' : 'Texts and calls from one inbox',
    alt: i === 1 ? 'The deal pipeline: leads in five columns from new to closed' : 'The inbox: a conversation with a seller, texts and a call log',
  })),
  video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Blast CRM in two minutes', poster: sample('filled-poster', 1280, 720) },
  guarantee: 'Cancel within the first 14 days and you pay nothing.',
  announcement: { text: 'Founders pricing: the last seats go this month', link: SITE_PAGES.Pricing.path, endsOn: '2099-12-31' },
  facts: PUBLISHED_FACTS,
  answers: { faq: [{ id: 'faq-1', question: 'Can you import my contacts from Podio?', answer: 'Yes: send a CSV export and we import it during your setup.' }], plans: { blast: { users: '3 users included' } } },
  usageExamples: { 'call-outbound': 800, 'call-inbound': 400, sms: 2500, email: 8000, 'conversation-ai': 300, 'voice-ai': 60 },
};

/** The bytes of a sample image of FILLED_SITE_CONTENT: a plain PNG of its size. */
export const sampleImageBytes = (image: SiteImage): Buffer => png(image.width, image.height, 200);
