import type { LeadRow } from '@blast/catalog';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DeliveryCells, type RowRetry } from '../DeliveryCells';

const forward = (overrides: Partial<LeadRow['forward']>): LeadRow['forward'] => ({ hook: 'crm', status: 'delivered', attempts: 1, lastError: null, deliveredAt: null, nextAttemptAt: null, stalled: false, ...overrides });
const idle: RowRetry = { isPending: false, error: null, mutate: () => undefined };
const row = (cells: ReactElement) => renderToStaticMarkup(<table><tbody><tr>{cells}</tr></tbody></table>);
/** Each cell's text (Emotion's inline <style> blocks left out). */
const cells = (html: string) => [...html.replace(/<style[^>]*>.*?<\/style>/g, '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, ''));

describe("a row's delivery to its hook", () => {
  it('offers Retry for a failed or a stalled delivery only, and says the last error', () => {
    expect(cells(row(<DeliveryCells id="a" forward={forward({})} retry={idle} errorWidth={200} />))).toEqual(['delivered', '—', '']);
    expect(cells(row(<DeliveryCells id="a" forward={forward({ status: 'failed', lastError: 'HTTP 500' })} retry={idle} errorWidth={200} />))).toEqual(['failed', 'HTTP 500', 'Retry']);
    expect(cells(row(<DeliveryCells id="a" forward={forward({ status: 'pending', stalled: true })} retry={idle} errorWidth={200} />))).toEqual(['stalled', '—', 'Retry']);
  });

  it('says Retrying... on the row being retried, not on another', () => {
    const retrying: RowRetry = { ...idle, isPending: true, variables: 'a' };
    expect(cells(row(<DeliveryCells id="a" forward={forward({ status: 'failed' })} retry={retrying} errorWidth={200} />)).at(-1)).toBe('Retrying...');
    expect(cells(row(<DeliveryCells id="b" forward={forward({ status: 'failed' })} retry={retrying} errorWidth={200} />)).at(-1)).toBe('Retry');
  });

  it("shows the lead queue's attempts, and the next try of a pending one, when asked", () => {
    const pending = forward({ status: 'pending', attempts: 3, nextAttemptAt: '2026-11-25T12:00:00.000Z' });
    const [state, attempts] = cells(row(<DeliveryCells id="a" forward={pending} retry={idle} queue errorWidth={200} />));
    expect(state).toMatch(/^pendingnext try /);
    expect(attempts).toBe('3');
    expect(cells(row(<DeliveryCells id="a" forward={pending} retry={idle} errorWidth={200} />))).toEqual(['pending', '—', '']);
  });
});
