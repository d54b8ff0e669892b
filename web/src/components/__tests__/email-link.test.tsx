import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailLink } from '../EmailLink';

describe('an operator email address', () => {
  it('is a mailto: link once it is set', () => {
    const html = renderToStaticMarkup(<EmailLink address="help@example.com" />);
    expect(html).toMatch(/<a [^>]*href="mailto:help@example.com"[^>]*>help@example.com<\/a>$/);
  });

  it('is its placeholder as plain text until then, never a link', () => {
    expect(renderToStaticMarkup(<EmailLink address="[support email: set VITE_SUPPORT_EMAIL]" />)).toBe('[support email: set VITE_SUPPORT_EMAIL]');
  });
});
