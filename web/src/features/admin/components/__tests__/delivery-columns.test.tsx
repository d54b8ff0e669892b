import type { LeadRow } from '@blast/catalog';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../../components/DataTable';
import { deliveryColumns, type RowRetry } from '../DeliveryColumns';

const forward = (overrides: Partial<LeadRow['forward']>): LeadRow['forward'] => ({
  hook: 'crm',
  status: 'delivered',
  attempts: 1,
  lastError: null,
  deliveredAt: null,
  nextAttemptAt: null,
  stalled: false,
  tries: { made: 1, of: 6 },
  ...overrides,
});
const idle: RowRetry = { isPending: false, error: null, mutate: () => undefined };
/** The row's cells, as the admin's table shows them. */
const row = (id: string, delivery: LeadRow['forward'], retry = idle, queue = false) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DataTable label="Deliveries" columns={deliveryColumns('Delivery', retry, { queue })} rows={[{ id, forward: delivery }]} rowKey={(r) => r.id} />
    </MemoryRouter>,
  );
const withoutStyles = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/g, '');
/** Each body cell's text (Emotion's inline <style> blocks left out). */
const cells = (html: string) => [...withoutStyles(html).matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, ''));
/** Each header cell's text. */
const headers = (html: string) => [...withoutStyles(html).matchAll(/<th[^>]*>(.*?)<\/th>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, ''));
/** The state's headline, without the folded detail. */
const stateOf = (html: string) => /data-testid="delivery-state"[^>]*>(.*?)<\/span>/.exec(withoutStyles(html))?.[1].replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'");
/** The folded technical detail, and whether it is folded (a closed native <details>). */
const detailOf = (html: string) => ({ text: /data-testid="delivery-detail"[^>]*>(.*?)<\/p>/.exec(html)?.[1], folded: /<details(?![^>]*\sopen)[^>]*><summary>Technical detail<\/summary>/.test(html) });

describe("a row's delivery to its hook", () => {
  it('says the state in words, offers Retry for a failed or a stalled delivery only, and folds the last error whole under Technical detail', () => {
    const delivered = row('a', forward({}));
    expect(stateOf(delivered)).toBe('Sent to your CRM');
    expect(cells(delivered).at(-1)).toBe('');
    const long = 'fetch failed (ECONNREFUSED) after HTTP 503 from hooks.example.com: upstream connect error or disconnect/reset before headers';
    const failed = row('a', forward({ status: 'failed', attempts: 6, lastError: 'fetch failed (ECONNREFUSED)', tries: { made: 6, of: 6 } }));
    expect(stateOf(failed)).toBe("Not delivered: your CRM's address refused it, see Settings");
    expect(failed).toMatch(/<a [^>]*href="\/admin\/settings"[^>]*>Settings<\/a>/);
    expect(cells(failed).at(-1)).toBe('Retry');
    expect(detailOf(row('a', forward({ status: 'failed', lastError: long })))).toEqual({ text: expect.stringContaining(long), folded: true });
    const stalled = row('a', forward({ status: 'pending', stalled: true }));
    expect(stateOf(stalled)).toBe('Stuck: no try is coming, Retry starts again');
    expect(cells(stalled).at(-1)).toBe('Retry');
  });

  it('never shows a raw error as the headline', () => {
    const html = row('a', forward({ status: 'failed', lastError: 'fetch failed (ECONNREFUSED)' }));
    expect(stateOf(html)).not.toMatch(/fetch|ECONN/);
  });

  it('says Retrying... on the row being retried, not on another', () => {
    const retrying: RowRetry = { ...idle, isPending: true, variables: 'a' };
    expect(cells(row('a', forward({ status: 'failed' }), retrying)).at(-1)).toBe('Retrying...');
    expect(cells(row('b', forward({ status: 'failed' }), retrying)).at(-1)).toBe('Retry');
  });

  it("shows a retrying delivery's tries of the queue's most, the lead queue's attempts and the next try when asked", () => {
    const pending = forward({ status: 'pending', attempts: 3, tries: { made: 3, of: 6 }, lastError: 'HTTP 503 from the hook', nextAttemptAt: '2026-11-25T12:00:00.000Z' });
    const html = row('a', pending, idle, true);
    expect(headers(html)).toEqual(['Delivery', 'Attempts', '']);
    expect(stateOf(html)).toBe('Retrying (3 of 6)');
    const [state, attempts] = cells(html);
    expect(state).toContain('Last try: your CRM had a problem on its side');
    expect(state).toMatch(/next try /);
    expect(attempts).toBe('3');
    expect(cells(row('a', pending))[0]).not.toMatch(/next try /);
  });

  it('labels each value with its column, for the stacked rows of a phone', () => {
    const html = row('a', forward({ status: 'failed', lastError: 'HTTP 500' }), idle, true);
    expect([...html.matchAll(/<td[^>]*data-label="([^"]*)"/g)].map(([, label]) => label)).toEqual(['Delivery', 'Attempts', '']);
  });
});
