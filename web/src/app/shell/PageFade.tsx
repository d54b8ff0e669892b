import { domAnimation, LazyMotion, m } from 'framer-motion';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC's 0.4 s fade between pages. The first page is shown at once (it arrives prerendered and
 * must paint without waiting for JavaScript); each page after it fades in.
 */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const isFirstPage = firstPath.current === pathname;
  return (
    <LazyMotion features={domAnimation} strict>
      <m.main
        key={pathname}
        id="main"
        data-testid="page"
        initial={isFirstPage ? false : { opacity: 0 }}
        animate={{ opacity: 1 }}
        transition={{ duration: 0.4 }}
      >
        {children}
      </m.main>
    </LazyMotion>
  );
}
