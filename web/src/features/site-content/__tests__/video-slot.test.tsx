import { EMPTY_SITE_CONTENT, type SiteContent } from '@blast/catalog';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoSlot, videoPosterDocument } from '../components/ProofSlots';
import { PublishedContentProvider } from '../published';

const poster = { path: 'site/images/poster.webp', contentType: 'image/webp', width: 1280, height: 720 } as const;
const withVideo = (title: string): SiteContent => ({ ...EMPTY_SITE_CONTENT, video: { url: 'https://youtu.be/dQw4w9WgXcQ', title, poster } });
const render = (content: SiteContent) =>
  renderToStaticMarkup(
    <PublishedContentProvider content={content}>
      <VideoSlot />
    </PublishedContentProvider>,
  );

describe("the owner's video", () => {
  it('is a frame showing its poster as a link to the privacy-host player, with no address the frame would load before the click', () => {
    const html = render(withVideo('A tour'));
    const frame = html.match(/<iframe [^>]*>/)?.[0] ?? '';
    expect(frame).toContain('title="A tour"');
    expect(frame).toContain('loading="lazy"');
    expect(frame).not.toMatch(/ src="/); // its own attribute (the poster document's is escaped)
    expect(frame).toContain('srcDoc="'); // HTML's srcdoc (attribute names are not case-sensitive)
    // The poster document, as the browser reads it out of the attribute.
    const document = videoPosterDocument({ player: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0', poster: '/site-images/poster.webp', title: 'A tour' });
    expect(document).toContain('<a href="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;rel=0"><img src="/site-images/poster.webp" alt="" loading="lazy"><span>▶ Play: A tour</span></a>');
    expect(frame).toContain(document.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  });

  it("keeps the owner's title text inside the poster document, never markup", () => {
    const document = videoPosterDocument({ player: 'https://player.vimeo.com/video/1?autoplay=1&dnt=1', poster: '/site-images/p.webp', title: 'Deals & "leads" <script>alert(1)</script>' });
    expect(document).not.toContain('<script>');
    expect(document).toContain('<title>Deals &amp; &quot;leads&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(document).toContain('▶ Play: Deals &amp; &quot;leads&quot; &lt;script&gt;');
  });

  it('shows no image until the preview has the poster, and nothing at all without a video', () => {
    expect(videoPosterDocument({ player: 'https://player.vimeo.com/video/1', title: 'A tour' })).not.toContain('<img');
    expect(render(EMPTY_SITE_CONTENT)).toBe('');
  });
});
