import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoFields } from '../components/SiteEditor';

const poster = { path: 'site/images/poster.webp', contentType: 'image/webp', width: 1280, height: 720 } as const;
const render = (video: Parameters<typeof VideoFields>[0]['video']) => renderToStaticMarkup(<VideoFields video={video} errorOf={() => undefined} update={() => undefined} />);
const requiredInputs = (html: string) => html.match(/<input[^>]* required=""[^>]*>/g) ?? [];

describe("the owner's video fields", () => {
  it('ask for nothing while no video is begun: the video is optional', () => {
    const html = render(null);
    expect(html).toContain('Video address (YouTube or Vimeo)');
    expect(html).toContain('Video title');
    expect(requiredInputs(html)).toEqual([]);
  });

  it('ask for the address and the title of a video once there is one', () => {
    const html = render({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'A tour', poster });
    expect(requiredInputs(html)).toHaveLength(2);
  });
});
