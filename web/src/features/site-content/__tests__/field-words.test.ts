import { describe, expect, it } from 'vitest';
import { fieldWords, refusalWords } from '../field-words';

describe('a refused field, in words', () => {
  it.each([
    ['testimonials.0.permission', 'Testimonial 1, permission to publish on file'],
    ['content.testimonials.2.givenOn', 'Testimonial 3, given on'],
    ['screens.0.image.path', 'Product screen 1, image'],
    ['logos.1.link', 'Customer logo 2, link'],
    ['facts.crmLoginUrl', 'Company facts, CRM sign-in address (https)'],
    ['video.title', 'Video, title'],
    ['guarantee', 'Guarantee'],
    ['announcement.endsOn', 'Announcement, last day'],
    ['promo.setupFee', 'Promo, setup fee'],
    ['content.usageExamples.call-outbound', 'Example usage volumes, outbound call minutes'],
    ['usageExamples.sms', 'Example usage volumes, text message segments'],
  ])('%s: %s', (field, expected) => {
    expect(fieldWords(field)).toBe(expected);
  });

  it('never shows a path, an index from 0 or a camelCase name', () => {
    for (const field of ['testimonials.0.permission', 'facts.crmLoginUrl', 'screens.0.image.path', 'content.promo.endsOn']) {
      expect(fieldWords(field)).not.toMatch(/\.|\b0\b|[a-z][A-Z]/);
    }
  });
});

describe("an API's refusal, in words", () => {
  it('says where the field sits instead of its path, at the start or after the message', () => {
    expect(refusalWords('content.facts.crmLoginUrl: must be an https address', 'content.facts.crmLoginUrl')).toEqual({
      short: 'must be an https address',
      sentence: 'Company facts, CRM sign-in address (https): must be an https address',
    });
    expect(refusalWords('content.video.title is required', 'content.video.title')).toEqual({ short: 'is required', sentence: 'Video, title is required' });
    expect(refusalWords('The testimonial of Rita has no permission to publish on file', 'testimonials.0.permission')).toEqual({
      short: 'The testimonial of Rita has no permission to publish on file',
      sentence: 'The testimonial of Rita has no permission to publish on file (Testimonial 1, permission to publish on file)',
    });
    expect(refusalWords('Something else went wrong', undefined)).toEqual({ short: 'Something else went wrong', sentence: 'Something else went wrong' });
  });
});
