import { CssBaseline, ThemeProvider } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
import { CheckoutDialog } from '../features/checkout/components/CheckoutDialog';
import { SeatPill } from '../features/seats/components/SeatPill';
import { AnnouncementBar } from '../features/site-content/components/ProofSlots';
import { SeatsProvider } from '../features/seats/components/SeatsProvider';
import { PageViewTracker } from '../features/tracking/components/PageViewTracker';
import NotFound from '../pages/NotFound';
import { OPERATOR_PATHS, SITE_PATH_ALIASES, SITE_PATHS, sitePathFor } from '@blast/catalog';
import { PageRendererProvider, type PageRenderer } from '../lib/page-renderer';
import { markAppTookOver } from '../page/handoff';
import { whenIdleAfterLoad } from '../page/schedule';
import { RoutePage, preloadPage } from './routes';
import { DocumentHead } from './shell/DocumentHead';
import { Footer } from './shell/Footer';
import { Nav } from './shell/Nav';
import { PageFade } from './shell/PageFade';
import { ScrollOnNavigate } from './shell/ScrollOnNavigate';
import { theme } from './theme';

/**
 * Marks the page as the app's (`data-hydrated` on <html>) once React has taken over the page's
 * content. It sits inside the pages' Suspense boundary, which React hydrates in a pass of its own
 * after the shell's: an effect of the shell would run while the page's fields and buttons are
 * still the prerendered HTML's. The islands (their toasts, page/handoff.ts) and the browser
 * tests wait for it.
 */
function MarkHydrated() {
  useEffect(() => {
    markAppTookOver();
  }, []);
  return null;
}

/**
 * The shell around every page: seat pill, nav, the faded page, footer; and the one checkout
 * dialog, closed, whose island (features/checkout/checkout-island.ts, started by boot.ts) opens it.
 */
/** A page by its path, for the owner's preview (lib/page-renderer.tsx). */
const renderPage: PageRenderer = (path) => <RoutePage path={path} />;

/** The operator's pages have a shell of their own (features/operator): no seat pill, announcement, public nav or footer. */
function useOperatorPage(): boolean {
  const path = sitePathFor(useLocation().pathname);
  return path !== undefined && OPERATOR_PATHS.includes(path);
}

export function App() {
  const operator = useOperatorPage();
  // On an operator page, the other views' pages load once the page is idle: a tap on the operator
  // navigation then renders the view's loading state at once, never the view before while a chunk loads.
  useEffect(() => (operator ? whenIdleAfterLoad(() => OPERATOR_PATHS.forEach((path) => void preloadPage(path).catch(() => undefined))) : undefined), [operator]);
  return (
    <ThemeProvider theme={theme}>
      <PageRendererProvider value={renderPage}>
        <CssBaseline />
        <SeatsProvider>
          <DocumentHead />
          <ScrollOnNavigate />
          <PageViewTracker />
          {!operator && <SeatPill />}
          <div style={{ paddingTop: operator ? 0 : 36 }}>
            {!operator && <AnnouncementBar />}
            {!operator && <Nav />}
            <PageFade>
              <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
                <Routes>
                  {SITE_PATHS.flatMap((path) =>
                    [path, ...(SITE_PATH_ALIASES[path] ?? [])].map((p) => <Route key={p} path={p} element={<RoutePage path={path} />} />),
                  )}
                  <Route path="*" element={<NotFound />} />
                </Routes>
                <MarkHydrated />
              </Suspense>
            </PageFade>
            {!operator && <Footer />}
          </div>
          <Toaster />
          <CheckoutDialog />
        </SeatsProvider>
      </PageRendererProvider>
    </ThemeProvider>
  );
}
