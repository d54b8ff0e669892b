import { LazyMotion, m } from 'framer-motion';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// The animation engine is its own chunk, loaded on the visitor's first navigation.
const loadFeatures = () => import('framer-motion').then((framer) => framer.domAnimation);

/**
 * SPEC's 0.4 s fade between pages. The page a visit starts on is a plain <main>, shown at once:
 * it arrives prerendered and must paint without waiting for JavaScript. Every page after it
 * fades in.
 */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const entry = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== entry.current) navigated.current = true;
  if (!navigated.current) {
    return (
      <main id="main" data-testid="page">
        {children}
      </main>
    );
  }
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.main key={pathname} id="main" data-testid="page" initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: 0.4 }}>
        {children}
      </m.main>
    </LazyMotion>
  );
}
