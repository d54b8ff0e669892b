import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_URL } from '../../config/env';
import { applyHead, headTags } from '../../lib/head';
import { routeHeadFor } from '../route-heads';

/** Keeps document.head in step with the route (the prerendered HTML already holds the first). */
export function DocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(headTags(routeHeadFor(pathname).head, SITE_URL));
  }, [pathname]);
  return null;
}
