/**
 * The page-head facility: a route declares its head once (title, description, canonical,
 * Open Graph and Twitter tags, JSON-LD, noindex); the same tags are written into prerendered
 * HTML and applied to document.head on client navigation.
 */
import { escapeHtml } from '@blast/catalog';

export interface PageHead {
  title: string;
  description: string;
  /** The canonical path, e.g. '/pricing'. */
  path: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  ogType?: 'website' | 'article';
  image?: string;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

const SITE_NAME = 'Blast CRM';
const MARK = 'data-head';

export function headTags(head: PageHead, siteUrl: string): HeadTag[] {
  const url = siteUrl + head.path;
  const image = head.image ?? `${siteUrl}/og-image.png`;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: head.title },
    meta('name', 'description', head.description),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  for (const data of [head.jsonLd ?? []].flat()) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(data) });
  }
  return tags;
}


/** The tags as HTML for the prerenderer. JSON-LD escapes '<' so no text can close the script. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, [MARK]: '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      const body = tag === 'script' ? (text ?? '').replace(/</g, '\\u003c') : escapeHtml(text ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('\n    ');
}

/** Replaces the head tags of the previous route with this route's. */
export function applyHead(tags: HeadTag[], doc: Document = document): void {
  doc.head.querySelectorAll(`[${MARK}]`).forEach((element) => element.remove());
  for (const { tag, attrs, text } of tags) {
    if (tag === 'title') {
      doc.title = text ?? '';
      continue;
    }
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(MARK, '');
    if (text !== undefined) element.textContent = text;
    doc.head.appendChild(element);
  }
}
