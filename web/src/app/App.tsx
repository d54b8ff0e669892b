import { CssBaseline, ThemeProvider } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
import { CheckoutHost } from '../features/checkout/components/CheckoutHost';
import { captureLead } from '../features/leads/api/capture-lead';
import { SeatPill } from '../features/seats/components/SeatPill';
import { SeatsProvider } from '../features/seats/components/SeatsProvider';
import { PageViewTracker } from '../features/tracking/components/PageViewTracker';
import NotFound from '../pages/NotFound';
import { ROUTE_ALIASES, ROUTE_PATHS } from './route-paths';
import { RoutePage } from './routes';
import { DocumentHead } from './shell/DocumentHead';
import { Footer } from './shell/Footer';
import { Nav } from './shell/Nav';
import { PageFade } from './shell/PageFade';
import { ScrollOnNavigate } from './shell/ScrollOnNavigate';
import { theme } from './theme';

/**
 * The shell around every page: seat pill, nav, the faded page, footer; and the one checkout
 * modal, which keeps the visitor as a lead (the leads feature's call) before the payment page.
 */
export function App() {
  // Marks the page interactive once React has taken over the prerendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SeatsProvider>
        <DocumentHead />
        <ScrollOnNavigate />
        <PageViewTracker />
        <SeatPill />
        <div style={{ paddingTop: 36 }}>
          <Nav />
          <PageFade>
            <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
              <Routes>
                {ROUTE_PATHS.flatMap((path) =>
                  [path, ...(ROUTE_ALIASES[path] ?? [])].map((p) => <Route key={p} path={p} element={<RoutePage path={path} />} />),
                )}
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
          </PageFade>
          <Footer />
        </div>
        <Toaster />
        <CheckoutHost captureLead={captureLead} />
      </SeatsProvider>
    </ThemeProvider>
  );
}
