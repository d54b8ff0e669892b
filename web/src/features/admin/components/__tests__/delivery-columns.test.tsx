import type { LeadRow } from '@blast/catalog';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../../components/DataTable';
import { deliveryColumns, type RowRetry } from '../DeliveryColumns';

const forward = (overrides: Partial<LeadRow['forward']>): LeadRow['forward'] => ({ hook: 'crm', status: 'delivered', attempts: 1, lastError: null, deliveredAt: null, nextAttemptAt: null, stalled: false, ...overrides });
const idle: RowRetry = { isPending: false, error: null, mutate: () => undefined };
/** The row's cells, as the admin's table shows them. */
const row = (id: string, delivery: LeadRow['forward'], retry = idle, queue = false) =>
  renderToStaticMarkup(<DataTable label="Deliveries" columns={deliveryColumns('Delivery', retry, { queue })} rows={[{ id, forward: delivery }]} rowKey={(r) => r.id} />);
/** Each body cell's text (Emotion's inline <style> blocks left out). */
const cells = (html: string) => [...html.replace(/<style[^>]*>.*?<\/style>/g, '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, ''));
/** Each header cell's text. */
const headers = (html: string) => [...html.replace(/<style[^>]*>.*?<\/style>/g, '').matchAll(/<th[^>]*>(.*?)<\/th>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, ''));

describe("a row's delivery to its hook", () => {
  it('offers Retry for a failed or a stalled delivery only, and says the last error whole', () => {
    expect(cells(row('a', forward({})))).toEqual(['delivered', '—', '']);
    const long = 'HTTP 503 from hooks.example.com: upstream connect error or disconnect/reset before headers';
    expect(cells(row('a', forward({ status: 'failed', lastError: long })))).toEqual(['failed', long, 'Retry']);
    expect(cells(row('a', forward({ status: 'pending', stalled: true })))).toEqual(['stalled', '—', 'Retry']);
  });

  it('says Retrying... on the row being retried, not on another', () => {
    const retrying: RowRetry = { ...idle, isPending: true, variables: 'a' };
    expect(cells(row('a', forward({ status: 'failed' }), retrying)).at(-1)).toBe('Retrying...');
    expect(cells(row('b', forward({ status: 'failed' }), retrying)).at(-1)).toBe('Retry');
  });

  it("shows the lead queue's attempts, and the next try of a pending one, when asked", () => {
    const pending = forward({ status: 'pending', attempts: 3, nextAttemptAt: '2026-11-25T12:00:00.000Z' });
    const html = row('a', pending, idle, true);
    expect(headers(html)).toEqual(['Delivery', 'Attempts', 'Last error', '']);
    const [state, attempts] = cells(html);
    expect(state).toMatch(/^pendingnext try /);
    expect(attempts).toBe('3');
    expect(cells(row('a', pending))).toEqual(['pending', '—', '']);
  });

  it('labels each value with its column, for the stacked rows of a phone', () => {
    const html = row('a', forward({ status: 'failed', lastError: 'HTTP 500' }), idle, true);
    expect([...html.matchAll(/<td[^>]*data-label="([^"]*)"/g)].map(([, label]) => label)).toEqual(['Delivery', 'Attempts', 'Last error', '']);
  });
});
