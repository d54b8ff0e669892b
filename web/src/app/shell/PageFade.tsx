import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { isOperatorPathname } from '@blast/catalog';
import { useLocation } from 'react-router-dom';
import { whenIdleAfterLoad } from '../../page/schedule';

type MotionMainType = ComponentType<{ pageKey: string; children: ReactNode }>;

// The animation engine (framer-motion) is its own chunk, fetched once the page has loaded.
let MotionMain: MotionMainType | undefined;
const loadMotion = () =>
  import('./MotionMain').then(
    (module) => {
      MotionMain = module.MotionMain;
      document.documentElement.dataset.motion = 'ready';
    },
    (err) => console.error('Could not load the page transition; pages change without it', err),
  );

/**
 * SPEC's 0.4 s fade between the operator area's pages, which the router changes. The page a visit
 * starts on is a plain <main>, shown at once: it arrives prerendered and must paint without waiting
 * for JavaScript. Every page after it fades in (once the animation chunk is there, which it is by
 * the time anyone clicks). The public pages change by loading the next page (page/nav.ts): a visit
 * that starts on one never fetches the animation chunk.
 */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const entry = useRef(pathname);
  const navigated = useRef(false);
  const [, setMotionReady] = useState(false);
  if (pathname !== entry.current) navigated.current = true;

  useEffect(() => (isOperatorPathname(entry.current) ? whenIdleAfterLoad(() => void loadMotion().then(() => setMotionReady(true))) : undefined), []);

  if (!navigated.current || !MotionMain) {
    return (
      <main id="main" data-testid="page">
        {children}
      </main>
    );
  }
  return <MotionMain pageKey={pathname}>{children}</MotionMain>;
}
