/**
 * Which page each route renders. Pages are split per route: the current page's code is loaded
 * before hydration (preloadPage), so the prerendered HTML is taken over without a flash; other
 * pages load when visited.
 */
import { lazy, type ComponentType } from 'react';
import NotFound from '../pages/NotFound';
import { SITE_PAGES, sitePageFor, sitePathFor, type SitePath } from '@blast/catalog';

type PageModule = { default: ComponentType };

const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*.tsx');

/**
 * The source file (from web/) of the page a URL renders, or undefined for the not-found page,
 * which the shell carries: the prerenderer names the page's chunk in its HTML from it.
 */
export function pageSourceFor(pathname: string): string | undefined {
  const page = sitePageFor(pathname);
  return page && `src/pages/${page}.tsx`;
}

/** Each page's chunk, by its path: a page of catalog's SITE_PAGES is the file of its name in src/pages/. */
const LOADERS = Object.fromEntries(
  Object.entries(SITE_PAGES).map(([page, { path }]) => {
    const load = PAGE_MODULES[`../pages/${page}.tsx`];
    if (!load) throw new Error(`${path}: no page src/pages/${page}.tsx`);
    return [path, load];
  }),
) as Readonly<Record<SitePath, () => Promise<PageModule>>>;

export const PAGE_PATHS = Object.keys(LOADERS);

const loaded = new Map<string, ComponentType>();
const lazyPages = new Map(Object.entries(LOADERS).map(([path, load]) => [path, lazy(load)]));

/** Loads the page a URL renders, so that its first render does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  const path = sitePathFor(pathname);
  if (path && !loaded.has(path)) loaded.set(path, (await LOADERS[path]()).default);
}

/** The page component of a path, once preloaded. */
export function pageFor(path: string): ComponentType {
  return loaded.get(path) ?? NotFound;
}

/** The page of a route: synchronous when preloaded, lazy otherwise. */
export function RoutePage({ path }: { path: string }) {
  const Page = loaded.get(path) ?? lazyPages.get(path) ?? NotFound;
  return <Page />;
}
