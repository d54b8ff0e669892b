/** The prerenderer's entry: one route to HTML, its critical CSS and its head tags. */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { NOT_FOUND_HEAD, ROUTE_HEADS, routeHeadFor } from './app/route-heads';
import { preloadPage } from './app/routes';
import { SITE_URL } from './config/env';
import { createEmotionCache } from './lib/emotion-cache';
import { headHtml, headTags } from './lib/head';

export { NOT_FOUND_HEAD, ROUTE_HEADS, SITE_URL };

export interface RenderedPage {
  html: string;
  styles: string;
  head: string;
}

export async function render(url: string): Promise<RenderedPage> {
  await preloadPage(url);
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  return {
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
    head: headHtml(headTags(routeHeadFor(url).head, SITE_URL)),
  };
}
