/**
 * Writes a route's head (title, description, canonical, social tags, JSON-LD) into
 * document.head. Its own chunk, with the table of every route's head and structured data:
 * fetched on the first navigation, as the prerendered HTML holds the first page's head.
 */
import { SITE_URL } from '../../config/env';
import { applyHead, headTags } from '../../lib/head';
import { routeHeadFor } from '../route-heads';

export function applyRouteHead(pathname: string): void {
  applyHead(headTags(routeHeadFor(pathname).head, SITE_URL));
}
