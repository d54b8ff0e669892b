// One module per endpoint in catalog/src/api: every route the two apps mount has its module, and
// every module's endpoint is mounted by one of them, with the method it names.
import { API_ENDPOINTS } from '@blast/catalog';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { createApp, createSiteImagesApp } from '../app';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `METHOD /path` of every route in a router's stack, its mounted routers included; `_all` (the 405s) left out. */
function mountedRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route;
      return Object.keys(methods)
        .filter((method) => method !== '_all')
        .map((method) => `${method.toUpperCase()} ${path}`);
    }
    return layer.handle?.stack ? mountedRoutes(layer.handle.stack) : [];
  });
}

const routesOf = (app: unknown) => mountedRoutes((app as { router: Router & { stack: Layer[] } }).router.stack);
const appRoutes = () => [...routesOf(createApp()), ...routesOf(createSiteImagesApp())];

describe('the API and its catalogue of endpoints', () => {
  it('mounts every endpoint of catalog/src/api, and nothing that has no module there', () => {
    const mounted = appRoutes();
    expect(mounted.length).toBeGreaterThan(20);
    expect(new Set(mounted).size).toBe(mounted.length);
    expect([...mounted].sort()).toEqual(API_ENDPOINTS.map(({ method, path }) => `${method} ${path}`).sort());
  });

  it('names each endpoint once', () => {
    const names = API_ENDPOINTS.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('mounts the image upload on the siteImages app alone: the api never decodes an image', () => {
    expect(routesOf(createSiteImagesApp())).toEqual(['POST /api/admin/site/images']);
    expect(routesOf(createApp())).not.toContain('POST /api/admin/site/images');
  });

  it('answers every other method on a mounted path with a 405 (each route ends in one)', () => {
    const stacks = [createApp(), createSiteImagesApp()].map((app) => (app as unknown as { router: { stack: Layer[] } }).router.stack);
    const routes = stacks.flat().flatMap((layer) => layer.handle?.stack ?? []).filter((layer) => layer.route);
    expect(routes.length).toBeGreaterThan(20);
    for (const { route } of routes) expect(route!.methods._all, route!.path).toBe(true);
  });
});
