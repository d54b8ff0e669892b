/**
 * Writes a route's head (title, description, canonical, social tags, JSON-LD) into
 * document.head. Its own chunk, with the table of every route's head and structured data:
 * fetched on the first navigation, as the prerendered HTML holds the first page's head.
 */
import { SITE_URL } from '../../config/env';
import { applyHead, headTags } from '../../lib/head';
import type { SiteContent } from '@blast/catalog';
import { routeHeadWith } from '../route-heads';

/** The route's head with the owner's published content (its FAQ entries in /pricing's FAQPage). */
export function applyRouteHead(pathname: string, content: SiteContent): void {
  applyHead(headTags(routeHeadWith(pathname, content).head, SITE_URL));
}
