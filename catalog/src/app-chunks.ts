/**
 * The app's chunks as the prerender names them in each page and the page's script reads them:
 * `evaluate`, the app's, in the order they run (each after the ones it imports); `preload`, the
 * other chunks of the page's own route. A meta tag: inert, and no script (the CSP lets none run inline).
 */
export interface AppChunks {
  evaluate: string[];
  preload: string[];
}

export const APP_CHUNKS_SELECTOR = 'meta[name="app-chunks"]';

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&': '&amp;', "'": '&#39;', '<': '&lt;' };

/** The meta tag the prerender writes. */
export const appChunksTag = (chunks: AppChunks): string =>
  `<meta name="app-chunks" content='${JSON.stringify(chunks).replace(/[&'<]/g, (c) => ATTRIBUTE_ENTITIES[c])}'>`;

/** The tag's content read back: undefined unless it holds both lists (a chunk that is no address fails to load, as any other). */
export function readAppChunks(content: string | null | undefined): AppChunks | undefined {
  try {
    const chunks = JSON.parse(content!) as Partial<AppChunks>;
    if (Array.isArray(chunks.evaluate) && Array.isArray(chunks.preload)) return chunks as AppChunks;
  } catch {
    // absent or not JSON
  }
}
