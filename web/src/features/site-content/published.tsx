/**
 * The owner's published content (docs/site-content.md) as the pages read it. The prerender renders
 * each page with it (scripts/prerender-site.ts) and writes it into the page as a JSON data block,
 * which the app reads before it hydrates, so that both render the same slots and the same operator
 * facts (lib/operator-facts.tsx). A fresh install has none: no block, every slot renders nothing,
 * and the facts are the build's settings or their placeholders.
 */
import { EMPTY_SITE_CONTENT, siteImageSrc, type SiteContent, type SiteImage } from '@blast/catalog';
import { createContext, useContext, type ReactNode } from 'react';
import { OperatorFactsProvider } from '../../lib/operator-facts';

/** The id of the page's `<script type="application/json">` that carries the published content. */
export const PUBLISHED_CONTENT_ID = 'site-content';

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

/** What the page carries (the prerender's data block), or none: an unreadable block is no content, never a broken page. */
export function embeddedContent(doc: Document = document): SiteContent {
  const text = doc.getElementById(PUBLISHED_CONTENT_ID)?.textContent;
  if (!text) return EMPTY_SITE_CONTENT;
  try {
    return { ...EMPTY_SITE_CONTENT, ...(JSON.parse(text) as Partial<SiteContent>) };
  } catch {
    return EMPTY_SITE_CONTENT;
  }
}
