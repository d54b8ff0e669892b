import { describe, expect, it } from 'vitest';
import { appChunksTag, readAppChunks } from '../app-chunks';

/** The content attribute as a browser reads it out of the tag (its entities decoded). */
const contentOf = (tag: string) =>
  /content='([^']*)'/
    .exec(tag)![1]
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

describe('the app chunks meta tag', () => {
  it('reads back what the prerender wrote, quotes and brackets included', () => {
    const chunks = { evaluate: ['/assets/react-1.js', "/assets/it's<&>.js"], preload: ['/assets/Pricing-2.js'] };
    const tag = appChunksTag(chunks);
    expect(tag).not.toMatch(/content='[^']*'[^>]/);
    expect(readAppChunks(contentOf(tag))).toEqual(chunks);
  });

  it('reads nothing from a tag that is missing, broken or of another shape', () => {
    for (const content of [undefined, null, '', '{', '[]', '{"evaluate":["/a.js"]}', '{"evaluate":"/a.js","preload":[]}']) {
      expect(readAppChunks(content), String(content)).toBeUndefined();
    }
  });
});
