import { describe, expect, it } from 'vitest';
import { headHtml, headTags } from '../head';

const head = {
  title: 'Pricing | Blast CRM',
  description: 'Plans & prices',
  path: '/pricing',
  jsonLd: { '@type': 'Thing', name: '</script><script>alert(1)</script>' },
};

describe('page head', () => {
  it('writes title, description, canonical, Open Graph and Twitter tags from one declaration', () => {
    const html = headHtml(headTags(head, 'https://example.test'));
    expect(html).toContain('<title data-head>Pricing | Blast CRM</title>');
    expect(html).toContain('<meta name="description" content="Plans &amp; prices" data-head>');
    expect(html).toContain('<link rel="canonical" href="https://example.test/pricing" data-head>');
    expect(html).toContain('<meta property="og:url" content="https://example.test/pricing" data-head>');
    expect(html).toContain('<meta name="twitter:title" content="Pricing | Blast CRM" data-head>');
    expect(html).not.toContain('robots');
  });

  it('adds robots noindex only where asked', () => {
    const html = headHtml(headTags({ ...head, noindex: true }, 'https://example.test'));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-head>');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const html = headHtml(headTags(head, 'https://example.test'));
    expect(html).toContain('<script type="application/ld+json" data-head>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });
});
