import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CursorPager } from '../CursorPager';

const pages = (first: boolean) => ({ after: first ? undefined : 'c1', first, previous: () => undefined, next: () => undefined });
/** Each button's label and whether it is disabled. */
const buttons = (html: string) => [...html.matchAll(/<button([^>]*)>([^<]*)/g)].map(([, attributes, label]) => [label, /\bdisabled=""/.test(attributes)]);

describe('the pager under a paged table', () => {
  it('offers no Previous on the first page and no Next on the last', () => {
    expect(buttons(renderToStaticMarkup(<CursorPager pages={pages(true)} nextCursor="c1" busy={false} />))).toEqual([['Previous', true], ['Next', false]]);
    expect(buttons(renderToStaticMarkup(<CursorPager pages={pages(false)} nextCursor={null} busy={false} />))).toEqual([['Previous', false], ['Next', true]]);
  });

  it('waits while a page loads, and shows what the list counts beside it', () => {
    const html = renderToStaticMarkup(<CursorPager pages={pages(false)} nextCursor="c2" busy summary={<span>12 leads match</span>} />);
    expect(buttons(html)).toEqual([['Previous', true], ['Next', true]]);
    expect(html).toContain('<span>12 leads match</span>');
  });
});
