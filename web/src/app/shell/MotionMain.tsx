import { LazyMotion, domAnimation, m } from 'framer-motion';
import type { ReactNode } from 'react';

/** SPEC's 0.4 s fade: the <main> of every page after the first. */
export function MotionMain({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.main key={pageKey} id="main" data-testid="page" initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: 0.4 }}>
        {children}
      </m.main>
    </LazyMotion>
  );
}
