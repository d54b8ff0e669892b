import { EMPTY_SITE_CONTENT } from '@blast/catalog';
import { describe, expect, it, vi } from 'vitest';
import { loadPublishedContent } from '../published';

/** A page naming its content file, as the prerender writes it. */
const page = (file?: string) => ({ querySelector: () => (file ? { content: file } : null) }) as unknown as Document;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the published content the app reads before it hydrates', () => {
  it('is none for a page that names no file', async () => {
    const fetchFile = vi.fn();
    expect(await loadPublishedContent(page(), fetchFile)).toEqual(EMPTY_SITE_CONTENT);
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('is the file, asked again from the network once when the first answer fails', async () => {
    const fetchFile = vi.fn<typeof fetch>().mockResolvedValueOnce(json({}, 404)).mockResolvedValueOnce(json({ guarantee: 'Thirty days' }));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await loadPublishedContent(page('/site-content/a.json'), fetchFile))?.guarantee).toBe('Thirty days');
    quiet.mockRestore();
    expect(fetchFile.mock.calls.map(([, init]) => init?.cache)).toEqual(['default', 'reload']);
  });

  it('is undefined, never the empty content, when the file cannot be had or read', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadPublishedContent(page('/site-content/a.json'), vi.fn<typeof fetch>().mockResolvedValue(json({}, 404)))).toBeUndefined();
    expect(await loadPublishedContent(page('/site-content/a.json'), vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))).toBeUndefined();
    expect(await loadPublishedContent(page('/site-content/a.json'), vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>', { status: 200 })))).toBeUndefined();
    quiet.mockRestore();
  });
});
