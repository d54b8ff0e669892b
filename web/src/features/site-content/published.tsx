/**
 * The owner's published content (docs/site-content.md) as the pages read it. The prerender renders
 * each page with it (scripts/prerender-site.ts) and writes it once as a JSON file the page names
 * (`<meta name="site-content">`), which the app reads before it hydrates, so that both render the
 * same slots and the same operator facts (lib/operator-facts.tsx). A fresh install has none: no
 * file, every slot renders nothing, and the facts are the build's settings or their placeholders.
 */
import { EMPTY_SITE_CONTENT, siteImageSrc, type SiteContent, type SiteImage } from '@blast/catalog';
import { createContext, useContext, type ReactNode } from 'react';
import { OperatorFactsProvider } from '../../lib/operator-facts';

/** The name of the page's meta tag that names the published content's file. */
export const PUBLISHED_CONTENT_META = 'site-content';

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
 * The content the page was rendered with (the file its meta tag names), or none: a file that
 * cannot be had or read is no content, never a broken page (the app then renders the slots empty).
 */
export async function loadPublishedContent(doc: Document = document): Promise<SiteContent> {
  const url = doc.querySelector<HTMLMetaElement>(`meta[name="${PUBLISHED_CONTENT_META}"]`)?.content;
  if (!url) return EMPTY_SITE_CONTENT;
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return { ...EMPTY_SITE_CONTENT, ...((await res.json()) as Partial<SiteContent>) };
  } catch (err) {
    console.error('Could not read the published content; the slots render empty', err);
    return EMPTY_SITE_CONTENT;
  }
}
