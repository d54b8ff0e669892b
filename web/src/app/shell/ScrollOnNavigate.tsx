import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * In-app navigation lands on the anchor (/pricing#blast) or at the top. The first page is left
 * to the browser, which already scrolls a prerendered page to its anchor.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
