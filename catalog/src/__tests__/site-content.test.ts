import { describe, expect, it } from 'vitest';
import {
  EMPTY_SITE_CONTENT,
  EXAMPLE_USAGE_VOLUMES,
  MAX_USAGE_VOLUME,
  SITE_LIMITS,
  announcementShows,
  answersOf,
  contentChanges,
  exampleVolumesOf,
  isEmptyContent,
  outlivedSinceBuild,
  planFactsOf,
  factSource,
  factsInEffect,
  imagesOf,
  missingLegalFacts,
  publishProblem,
  saveSiteDraftInput,
  siteImagePath,
  videoEmbedUrl,
  videoOf,
  SITE_IMAGE_PATH,
  type SiteContent,
} from '..';

const IMAGE = { path: 'site/images/abc.webp', contentType: 'image/webp', width: 400, height: 300 } as const;
const testimonial = (permission: boolean, name = 'Ann Buyer') => ({ id: `t-${name.length}`, quote: 'It works.', name, givenOn: '2026-10-01', permission });

describe('videoOf: only YouTube and Vimeo videos, by their id', () => {
  it('reads the addresses people paste', () => {
    expect(videoOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoOf('https://youtu.be/dQw4w9WgXcQ?si=abc')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoOf('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoOf('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoOf('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(videoOf('https://player.vimeo.com/video/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
  });

  it('refuses anything else: other hosts, http, a lookalike host, a channel, a malformed id', () => {
    for (const address of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/@somechannel',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/channels/staffpicks',
      'https://example.com/video.mp4',
      'not a url',
    ]) {
      expect(videoOf(address), address).toBeUndefined();
    }
  });

  it('embeds without tracking: youtube-nocookie, Vimeo with dnt', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toContain('dnt=1');
  });
});

describe('what may be published', () => {
  it('a testimonial without permission on file keeps the whole content from being published, naming it', () => {
    const content: SiteContent = { ...EMPTY_SITE_CONTENT, testimonials: [testimonial(true), testimonial(false, 'Bo Lender')] };
    expect(publishProblem(content)).toEqual({ field: 'testimonials.1.permission', message: expect.stringContaining('Bo Lender') });
    expect(publishProblem({ ...content, testimonials: [testimonial(true)] })).toBeUndefined();
    expect(publishProblem(EMPTY_SITE_CONTENT)).toBeUndefined();
  });

  it('names the legal facts missing, a blank one included', () => {
    expect(missingLegalFacts({})).toEqual(['company', 'supportEmail', 'legalEmail', 'address', 'jurisdiction', 'effectiveDate']);
    expect(missingLegalFacts({ company: 'Blast LLC', supportEmail: 'a@b.co', legalEmail: 'l@b.co', address: '1 Main St', jurisdiction: ' ', effectiveDate: '2026-01-01' })).toEqual(['jurisdiction']);
  });

  it('goes by a published fact first, the setting where none is published, each fact on its own', () => {
    const settings = { company: 'Setting Inc.', supportEmail: 'help@setting.example', crmLoginUrl: 'https://crm.setting.example' };
    expect(factsInEffect(undefined, settings)).toEqual(settings);
    expect(factsInEffect({ company: 'Published LLC', supportEmail: '  ', legalEmail: 'legal@published.example' }, settings)).toEqual({
      company: 'Published LLC',
      supportEmail: 'help@setting.example',
      legalEmail: 'legal@published.example',
      crmLoginUrl: 'https://crm.setting.example',
    });
    expect(factsInEffect({}, {})).toEqual({});
    expect(missingLegalFacts(factsInEffect({ jurisdiction: 'Texas' }, settings))).toEqual(['legalEmail', 'address', 'effectiveDate']);
    expect(factSource('company', { company: 'Published LLC' }, settings)).toBe('published');
    expect(factSource('company', { company: ' ' }, settings)).toBe('setting');
    expect(factSource('address', {}, settings)).toBe('none');
  });

  it('shows an announcement through its last day', () => {
    const announcement = { text: 'Webinar Thursday', endsOn: '2026-12-03' };
    expect(announcementShows(announcement, '2026-12-03')).toBe(true);
    expect(announcementShows(announcement, '2026-12-04')).toBe(false);
    expect(announcementShows(null, '2026-12-01')).toBe(false);
  });

  it('asks for one build after the promo or the announcement ends, and none before or after it', () => {
    const promo = { ...EMPTY_SITE_CONTENT, promo: { endsOn: '2026-12-03' } };
    const announced = { ...EMPTY_SITE_CONTENT, announcement: { text: 'Webinar Thursday', endsOn: '2026-12-03' } };
    for (const content of [promo, announced]) {
      expect(outlivedSinceBuild(content, '2026-12-03', '2026-12-03')).toBe(false); // its last day: the pages show it rightly
      expect(outlivedSinceBuild(content, '2026-12-03', '2026-12-04')).toBe(true); // over, and the pages built while it ran
      expect(outlivedSinceBuild(content, '2026-11-20', '2026-12-09')).toBe(true);
      expect(outlivedSinceBuild(content, '2026-12-04', '2026-12-05')).toBe(false); // built after it ended: left out already
    }
    expect(outlivedSinceBuild({ ...EMPTY_SITE_CONTENT, promo: {} }, '2026-01-01', '2027-01-01')).toBe(false); // runs until the owner ends it
    expect(outlivedSinceBuild(EMPTY_SITE_CONTENT, '2026-01-01', '2027-01-01')).toBe(false);
  });

  it('lists every image the content shows', () => {
    const content: SiteContent = {
      ...EMPTY_SITE_CONTENT,
      testimonials: [{ ...testimonial(true), photo: { ...IMAGE, path: 'site/images/p.webp' } }],
      logos: [{ id: 'l', name: 'Acme', image: { ...IMAGE, path: 'site/images/l.webp' } }],
      screens: [{ id: 's', image: IMAGE, caption: 'c', alt: 'a' }],
    };
    expect(imagesOf(content).map((image) => image.path)).toEqual(['site/images/p.webp', 'site/images/l.webp', 'site/images/abc.webp']);
  });

  it('names images by a path storage.rules and the schema both accept', () => {
    expect(siteImagePath('Ab_9-x', 'image/jpeg')).toBe('site/images/Ab_9-x.jpg');
    expect(SITE_IMAGE_PATH.test(siteImagePath('Ab_9-x', 'image/avif'))).toBe(true);
    expect(SITE_IMAGE_PATH.test('site/images/../secret.png')).toBe(false);
  });
});

describe('the draft schema', () => {
  const draft = (content: unknown) => saveSiteDraftInput.safeParse({ content, revision: 0 });

  it('accepts the empty content and normalises blanks to none', () => {
    const parsed = saveSiteDraftInput.parse({ content: { ...EMPTY_SITE_CONTENT, guarantee: '  ', facts: { supportEmail: ' Help@Example.com ', crmLoginUrl: '' } }, revision: 3 });
    expect(parsed.content.guarantee).toBeNull();
    expect(parsed.content.facts).toEqual({ supportEmail: 'help@example.com', crmLoginUrl: undefined });
  });

  it('refuses two items of a list under one id', () => {
    const result = draft({ ...EMPTY_SITE_CONTENT, testimonials: [testimonial(true), testimonial(true)] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['content', 'testimonials', 1, 'id']);
  });

  it('refuses an image that was not uploaded here, an impossible date and too many screens', () => {
    expect(draft({ ...EMPTY_SITE_CONTENT, screens: [{ id: 's', image: { ...IMAGE, path: 'https://evil.example/x.png' }, caption: 'c', alt: 'a' }] }).success).toBe(false);
    expect(draft({ ...EMPTY_SITE_CONTENT, testimonials: [{ ...testimonial(true), givenOn: '2026-02-30x' }] }).success).toBe(false);
    const screens = Array.from({ length: 13 }, (_, index) => ({ id: `s${index}`, image: IMAGE, caption: 'c', alt: 'a' }));
    expect(draft({ ...EMPTY_SITE_CONTENT, screens }).success).toBe(false);
  });

  it('refuses a date the calendar does not have, which Date.parse would roll over', () => {
    const ends = (endsOn: string) => draft({ ...EMPTY_SITE_CONTENT, announcement: { text: 'Webinar', endsOn } });
    for (const day of ['2026-02-31', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      const result = ends(day);
      expect(result.success, day).toBe(false);
      expect(result.error?.issues[0].path).toEqual(['content', 'announcement', 'endsOn']);
    }
    expect(ends('2028-02-29').success).toBe(true);
    expect(draft({ ...EMPTY_SITE_CONTENT, testimonials: [{ ...testimonial(true), givenOn: '2026-02-31' }] }).success).toBe(false);
  });

  it("refuses an announcement link a browser would read as another site's, or that runs past whitespace", () => {
    const link = (value: string) => draft({ ...EMPTY_SITE_CONTENT, announcement: { text: 'Webinar', endsOn: '2026-12-03', link: value } });
    for (const value of ['/\\evil.example/landing', '//evil.example', '/\\/evil.example', '/a\\b', '/a b', '/a\tb', 'https://evil.example x y', 'https://evil.example\\@site', 'http://evil.example', 'javascript:alert(1)']) {
      const result = link(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0].path).toEqual(['content', 'announcement', 'link']);
    }
    for (const value of ['/pricing', '/free-trial?utm_source=x#top', 'https://blast-crm.example/webinar?x=1']) expect(link(value).success, value).toBe(true);
  });
});

describe("the owner's answers: FAQ entries and plan facts", () => {
  const draft = (answers: unknown) => saveSiteDraftInput.safeParse({ content: { ...EMPTY_SITE_CONTENT, answers }, revision: 0 });
  const entry = (i: number, patch: Partial<{ question: string; answer: string }> = {}) => ({ id: `q${i}`, question: `Question ${i}?`, answer: `Answer ${i}.`, ...patch });
  const refusedAt = (answers: unknown) => {
    const result = draft(answers);
    expect(result.success).toBe(false);
    return { path: result.error?.issues[0].path, message: result.error?.issues[0].message };
  };

  it(`takes up to ${SITE_LIMITS.faqEntries} entries, each a question of up to ${SITE_LIMITS.faqQuestion} and an answer of up to ${SITE_LIMITS.faqAnswer} characters`, () => {
    const most = Array.from({ length: SITE_LIMITS.faqEntries }, (_, i) =>
      entry(i, { question: `${i}`.padEnd(SITE_LIMITS.faqQuestion, 'q'), answer: `${i}`.padEnd(SITE_LIMITS.faqAnswer, 'a') }),
    );
    const parsed = draft({ faq: most, plans: {} });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.content.answers?.faq).toHaveLength(SITE_LIMITS.faqEntries);
    expect(refusedAt({ faq: [...most, entry(99)], plans: {} })).toEqual({ path: ['content', 'answers', 'faq'], message: `at most ${SITE_LIMITS.faqEntries}` });
    expect(refusedAt({ faq: [entry(1, { question: 'q'.repeat(SITE_LIMITS.faqQuestion + 1) })], plans: {} })).toEqual({
      path: ['content', 'answers', 'faq', 0, 'question'],
      message: `at most ${SITE_LIMITS.faqQuestion} characters`,
    });
    expect(refusedAt({ faq: [entry(1, { answer: 'a'.repeat(SITE_LIMITS.faqAnswer + 1) })], plans: {} })).toEqual({
      path: ['content', 'answers', 'faq', 0, 'answer'],
      message: `at most ${SITE_LIMITS.faqAnswer} characters`,
    });
  });

  it('refuses a blank question or answer, the same question twice, an id used twice, and fields it does not know, naming the field', () => {
    expect(refusedAt({ faq: [entry(1, { question: '   ' })], plans: {} }).path).toEqual(['content', 'answers', 'faq', 0, 'question']);
    expect(refusedAt({ faq: [entry(1, { answer: '' })], plans: {} }).path).toEqual(['content', 'answers', 'faq', 0, 'answer']);
    expect(refusedAt({ faq: [entry(1), entry(2, { question: ' question 1? ' })], plans: {} }).path).toEqual(['content', 'answers', 'faq', 1, 'question']);
    expect(refusedAt({ faq: [entry(1), { ...entry(2), id: 'q1' }], plans: {} }).path).toEqual(['content', 'answers', 'faq', 1, 'id']);
    expect(refusedAt({ faq: [{ ...entry(1), html: '<b>' }], plans: {} }).path).toEqual(['content', 'answers', 'faq', 0]);
    expect(refusedAt({ faq: [], plans: { mini: { users: '1 user' } } }).path).toEqual(['content', 'answers', 'plans']);
    expect(refusedAt({ faq: [], plans: { blast: { seats: '3' } } }).path).toEqual(['content', 'answers', 'plans', 'blast']);
  });

  it(`takes each plan fact up to ${SITE_LIMITS.planFact} characters, a blank one as none`, () => {
    const parsed = draft({ faq: [], plans: { blast: { users: ' 3 users ', imports: '   ', texting: 't'.repeat(SITE_LIMITS.planFact) }, 'blast-lite': { integrations: 'Zapier' } } });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const content = parsed.data!.content as SiteContent;
    expect(content.answers?.plans.blast).toEqual({ users: '3 users', imports: undefined, texting: 't'.repeat(SITE_LIMITS.planFact) });
    expect(planFactsOf(content, 'blast').map(({ key }) => key)).toEqual(['users', 'texting']);
    expect(planFactsOf(content, 'custom')).toEqual([]);
    expect(refusedAt({ faq: [], plans: { custom: { integrations: 'i'.repeat(SITE_LIMITS.planFact + 1) } } })).toEqual({
      path: ['content', 'answers', 'plans', 'custom', 'integrations'],
      message: `at most ${SITE_LIMITS.planFact} characters`,
    });
  });

  it('reads content stored before the answers as none, and empty answers as nothing to show', () => {
    const { answers: _none, ...before } = EMPTY_SITE_CONTENT;
    expect(answersOf(before)).toEqual({ faq: [], plans: {} });
    expect(isEmptyContent(before)).toBe(true);
    expect(draft(undefined).success).toBe(true);
    expect(isEmptyContent({ ...EMPTY_SITE_CONTENT, answers: { faq: [], plans: { blast: { users: '  ' } } } })).toBe(true);
    expect(isEmptyContent({ ...EMPTY_SITE_CONTENT, answers: { faq: [], plans: { blast: { users: '3 users' } } } })).toBe(false);
    expect(isEmptyContent({ ...EMPTY_SITE_CONTENT, answers: { faq: [entry(1)], plans: {} } })).toBe(false);
    // What a publish says it changed: content stored before them and empty answers are the same.
    expect(contentChanges(before, EMPTY_SITE_CONTENT)).toEqual([]);
    expect(contentChanges(before, { ...EMPTY_SITE_CONTENT, answers: { faq: [entry(1)], plans: { custom: { users: 'Unlimited' } } } })).toEqual([
      'added the question "Question 1?"',
      'Blast Elite: Users included added',
    ]);
  });
});

describe("the owner's example usage volumes", () => {
  const draft = (usageExamples: unknown) => saveSiteDraftInput.safeParse({ content: { ...EMPTY_SITE_CONTENT, usageExamples }, revision: 0 });
  const own = { 'call-outbound': 1200, 'call-inbound': 0, sms: 4000, email: 20000, 'conversation-ai': 900, 'voice-ai': 120 };

  it("takes the six volumes as whole numbers up to the estimator's largest, and the pages use them; none, the catalogue's", () => {
    const parsed = draft(own);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(exampleVolumesOf(parsed.data!.content as SiteContent)).toEqual(own);
    expect(exampleVolumesOf(EMPTY_SITE_CONTENT)).toEqual(EXAMPLE_USAGE_VOLUMES);
    const { usageExamples: _none, ...before } = EMPTY_SITE_CONTENT;
    expect(exampleVolumesOf(before as SiteContent)).toEqual(EXAMPLE_USAGE_VOLUMES);
    expect(draft(undefined).data?.content.usageExamples).toBeNull();
    expect(draft({ ...own, sms: MAX_USAGE_VOLUME }).success).toBe(true);
  });

  it('refuses a volume left out, unknown, fractional, negative or past the largest, naming it', () => {
    const refusedAt = (usageExamples: unknown) => draft(usageExamples).error?.issues[0].path;
    const { sms: _sms, ...noTexts } = own;
    expect(refusedAt(noTexts)).toEqual(['content', 'usageExamples', 'sms']);
    expect(refusedAt({ ...own, fax: 3 })).toEqual(['content', 'usageExamples']);
    expect(refusedAt({ ...own, email: 1.5 })).toEqual(['content', 'usageExamples', 'email']);
    expect(refusedAt({ ...own, 'voice-ai': -1 })).toEqual(['content', 'usageExamples', 'voice-ai']);
    expect(refusedAt({ ...own, 'call-inbound': MAX_USAGE_VOLUME + 1 })).toEqual(['content', 'usageExamples', 'call-inbound']);
    expect(refusedAt({ ...own, sms: '4000' })).toEqual(['content', 'usageExamples', 'sms']);
  });

  it('counts as content to show, and a publish says it changed', () => {
    expect(isEmptyContent({ ...EMPTY_SITE_CONTENT, usageExamples: own })).toBe(false);
    expect(contentChanges(EMPTY_SITE_CONTENT, { ...EMPTY_SITE_CONTENT, usageExamples: own })).toEqual(['example usage volumes added']);
    expect(contentChanges({ ...EMPTY_SITE_CONTENT, usageExamples: own }, { ...EMPTY_SITE_CONTENT, usageExamples: { ...own, sms: 1 } })).toEqual(['example usage volumes changed']);
    expect(contentChanges({ ...EMPTY_SITE_CONTENT, usageExamples: own }, EMPTY_SITE_CONTENT)).toEqual(['example usage volumes removed']);
  });
});
