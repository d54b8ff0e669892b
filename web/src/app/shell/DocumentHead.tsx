import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePublishedContent } from '../../features/site-content/published';

/**
 * Keeps document.head in step with the route. The prerendered HTML already holds the head of the
 * page it shows; the heads of the others (apply-route-head.ts) load on the first navigation.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  const content = usePublishedContent();
  const headOf = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (headOf.current === undefined && document.head.querySelector('[data-head]')) {
      headOf.current = pathname;
      return undefined;
    }
    if (headOf.current === pathname) return undefined;
    let current = true;
    import('./apply-route-head').then(
      ({ applyRouteHead }) => {
        if (!current) return;
        applyRouteHead(pathname, content);
        headOf.current = pathname;
      },
      (err: unknown) => console.error('Could not update the page head', err),
    );
    return () => {
      current = false;
    };
  }, [pathname, content]);
  return null;
}
