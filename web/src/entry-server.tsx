/** The prerenderer's entry: one route to HTML, its critical CSS and its head tags. */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@blast/catalog';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { NOT_FOUND_HEAD, ROUTE_HEADS, routeHeadWith } from './app/route-heads';
import { pageSourceFor, preloadPage } from './app/routes';
import { SITE_URL } from './config/env';
import { PublishedContentProvider } from './features/site-content/published';
import { createEmotionCache } from './lib/emotion-cache';
import { headHtml, headTags } from './lib/head';

export { NOT_FOUND_HEAD, ROUTE_HEADS, SITE_URL, pageSourceFor };

export interface RenderedPage {
  html: string;
  styles: string;
  head: string;
}

/** One route with the owner's published content (none on a fresh install). */
export async function render(url: string, content: SiteContent = EMPTY_SITE_CONTENT): Promise<RenderedPage> {
  await preloadPage(url);
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <PublishedContentProvider content={content}>
            <App />
          </PublishedContentProvider>
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  // The critical CSS (the rules of the classes the HTML carries), then the names, and only the
  // names, of every other style the render inserted: those of styled components whose class
  // another one's composed class replaced. No element carries them, so their rules would style
  // nothing (10 KB on /pricing, a tenth of the page's bytes); but the client serializes and inserts
  // each style it renders unless a style tag of the page names it, and that is most of
  // hydration's commit. A tag's names are all emotion reads (@emotion/cache marks them inserted).
  const chunks = extractCriticalToChunks(html);
  const named = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const unnamed = Object.keys(cache.inserted).filter(
    (id) => !named.has(id) && typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (unnamed.length > 0) chunks.styles.push({ key: cache.key, ids: unnamed, css: '' });
  return {
    html,
    styles: constructStyleTagsFromChunks(chunks),
    head: headHtml(headTags(routeHeadWith(url, content).head, SITE_URL)),
  };
}
