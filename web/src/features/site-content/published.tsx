/**
 * The owner's published content (docs/site-content.md) as the pages read it. The prerender renders
 * each page with it (scripts/site/prerender-site.ts) and writes it once as a JSON file the page names
 * (`<meta name="site-content">`), which the app reads before it hydrates, so that both render the
 * same slots and the same operator facts (lib/operator-facts.tsx). A fresh install has none: no
 * file, every slot renders nothing, and the facts are the build's settings or their placeholders.
 */
import { EMPTY_SITE_CONTENT, SITE_CONTENT_SELECTOR, siteImageSrc, type SiteContent, type SiteImage } from '@blast/catalog';
import { createContext, useContext, type ReactNode } from 'react';
import { OperatorFactsProvider } from '../../lib/operator-facts';

const PublishedContext = createContext<SiteContent>(EMPTY_SITE_CONTENT);

/** Where an image of the content loads from: the site's copy of it (catalog's siteImageSrc), or the editor's preview's. */
export type ImageSource = (image: SiteImage) => string | undefined;
const ImageSourceContext = createContext<ImageSource>(siteImageSrc);

export function PublishedContentProvider({ content, imageSrc = siteImageSrc, children }: { content: SiteContent; imageSrc?: ImageSource; children: ReactNode }) {
  return (
    <PublishedContext.Provider value={content}>
      <ImageSourceContext.Provider value={imageSrc}>
        <OperatorFactsProvider facts={content.facts}>{children}</OperatorFactsProvider>
      </ImageSourceContext.Provider>
    </PublishedContext.Provider>
  );
}

/** The address of an image of the content, or undefined while the editor's preview has not loaded it. */
export function useImageSource(): ImageSource {
  return useContext(ImageSourceContext);
}

/** The published content the page was rendered with. */
export function usePublishedContent(): SiteContent {
  return useContext(PublishedContext);
}

/**
 * The content the page was rendered with (the file its meta tag names; none when it names none),
 * or undefined when the file cannot be had or read, even asked again: the app must then not
 * render over the page with other content (main.tsx).
 */
export async function loadPublishedContent(doc: Document = document, fetchFile: typeof fetch = fetch): Promise<SiteContent | undefined> {
  const url = doc.querySelector<HTMLMetaElement>(SITE_CONTENT_SELECTOR)?.content;
  if (!url) return EMPTY_SITE_CONTENT;
  for (const cache of ['default', 'reload'] as const) {
    try {
      const res = await fetchFile(url, { cache });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return { ...EMPTY_SITE_CONTENT, ...((await res.json()) as Partial<SiteContent>) };
    } catch (err) {
      console.error(`Could not read the published content (${url})`, err);
    }
  }
  return undefined;
}
