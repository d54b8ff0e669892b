import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { claimLandingView } from '../../../page/handoff';
import { whenIdleAfterLoad } from '../../../page/schedule';
import { captureCampaign } from '../../../lib/campaign';
import { trackPageView } from '../api/track-page-view';
import { isTracked } from '../landing-view';

/**
 * On every route change: keeps the address's campaign parameters (at once, so that a form sent
 * straight away carries them) and posts a page view once the page is interactive and the browser
 * idle. The page the visitor landed on is counted by boot.ts, unless the app started first (a
 * visitor's early input): whichever claims it first counts it. The referrer of an in-app
 * navigation is the page the visitor came from.
 */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    captureCampaign(search);
    const landing = previous.current === undefined;
    const referrer = previous.current ? location.origin + previous.current : document.referrer;
    previous.current = pathname + search;
    if (!isTracked(pathname) || (landing && !claimLandingView(pathname, search))) return undefined;
    return whenIdleAfterLoad(() => void trackPageView(pathname.slice(0, 512), referrer.slice(0, 2048)));
  }, [pathname, search]);
  return null;
}
