import { describe, expect, it } from 'vitest';
import { escapeHtml, isMailtoAddress } from '../html';

describe('escapeHtml', () => {
  it('leaves no character that opens a tag, an entity or either quote of an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});

describe('isMailtoAddress', () => {
  it('takes an address and refuses an unset fact placeholder, spaces and a second @', () => {
    expect(isMailtoAddress('support@blastcrm.com')).toBe(true);
    expect(isMailtoAddress('[support email: set VITE_SUPPORT_EMAIL]')).toBe(false);
    expect(isMailtoAddress('a b@example.com')).toBe(false);
    expect(isMailtoAddress('a@b@example.com')).toBe(false);
  });
});
