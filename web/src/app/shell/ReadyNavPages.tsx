import { OPERATOR_PATHS, sitePathFor } from '@blast/catalog';
import { Activity, useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { whenIdleAfterLoad } from '../../lib/after-load';
import { speculates } from '../nav-prerender';
import { pageFor, preloadPage } from '../routes';
import { NAV_LINKS } from './nav-links';

interface ReadyPage {
  path: string;
  Page: ComponentType;
}

/**
 * Readies the nav's pages for a tap once the app has taken the page over and the browser is idle:
 * loads their chunks and the other routes' heads, and renders each page once, hidden, outside the
 * document. React renders a hidden <Activity> at its lowest priority (any input or navigation
 * goes first) and runs none of its effects; what the render leaves warm (the compiled code, the
 * styles' cache) shortens the page's real render at the tap on a phone: the page's chunks and
 * first render are most of a client-side route change.
 *
 * Not where the browser prerenders the nav's pages itself (app/nav-prerender.ts): a nav tap there
 * is a document navigation, and a hidden render would only hold the main thread the tap needs.
 */
export function ReadyNavPages() {
  const { pathname } = useLocation();
  const [ready, setReady] = useState<{ pages: ReadyPage[]; container: HTMLElement }>();
  useEffect(() => {
    const current = sitePathFor(pathname);
    if ((current && OPERATOR_PATHS.includes(current)) || speculates()) return undefined;
    return whenIdleAfterLoad(() => {
      void import('./apply-route-head');
      Promise.all(NAV_LINKS.map(({ path }) => preloadPage(path).then(() => ({ path, Page: pageFor(path) })))).then(
        (pages) => setReady({ pages, container: document.createElement('div') }),
        (err: unknown) => console.error("Could not ready the nav's pages; they load when visited", err),
      );
    });
    // Once, from the page the app started on.
  }, []);
  if (!ready) return null;
  const current = sitePathFor(pathname);
  return createPortal(
    ready.pages
      .filter(({ path }) => path !== current)
      .map(({ path, Page }) => (
        <Activity key={path} mode="hidden">
          <Page />
        </Activity>
      )),
    ready.container,
  );
}
