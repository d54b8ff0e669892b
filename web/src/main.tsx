import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { EMPTY_SITE_CONTENT, OPERATOR_PATHS, sitePathFor, type SiteContent } from '@blast/catalog';
import { PublishedContentProvider, loadPublishedContent } from './features/site-content/published';
import { createEmotionCache } from './lib/emotion-cache';

const container = document.getElementById('root')!;
const app = (content: SiteContent) => (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <BrowserRouter>
        <PublishedContentProvider content={content}>
          <App />
        </PublishedContentProvider>
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
);

// The current page's code and the published content first (together), then hydrate the
// prerendered HTML (or render, in `vite dev`).
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole tree: the page stays responsive while it wakes up.
// No top-level await: the page's chunk imports the app's chunk, which holds this module, and
// would wait for it to finish evaluating while it waits for the page.
// A public page whose content file cannot be read stays as it was prerendered, with that content
// (the page's islands keep its forms and dialogs answering); the operator's pages need the app.
void Promise.all([loadPublishedContent(), preloadPage(location.pathname)]).then(([content]) => {
  const prerendered = container.firstElementChild !== null;
  if (!content && prerendered && !OPERATOR_PATHS.includes(sitePathFor(location.pathname) ?? '/')) {
    console.warn('The published content could not be read: the page stays as it was prerendered.');
    return;
  }
  if (prerendered) startTransition(() => void hydrateRoot(container, app(content ?? EMPTY_SITE_CONTENT)));
  else createRoot(container).render(app(content ?? EMPTY_SITE_CONTENT));
});
