import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createEmotionCache } from './lib/emotion-cache';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
);

// Prerendered pages hydrate; the bare index.html (no prerendered body) renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
