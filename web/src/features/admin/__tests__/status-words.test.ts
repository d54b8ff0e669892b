import type { DebugStatus } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { durationWords, failingLines, lastEventLines, updatedLabel } from '../status-words';

const at = (iso: string) => new Date(iso).getTime();

describe('when the figures were last updated', () => {
  const updated = at('2026-11-28T14:02:10');
  it('says just now within a minute, then the time of the day, then the date', () => {
    expect(updatedLabel(updated, updated)).toBe('Updated just now');
    expect(updatedLabel(updated, updated + 59_000)).toBe('Updated just now');
    expect(updatedLabel(updated, updated + 5 * 60_000, 'en-GB')).toBe('Updated 14:02');
    expect(updatedLabel(updated, at('2026-11-29T09:00:00'), 'en-GB')).toBe('Updated 28 Nov 2026, 14:02');
  });

  it('says nothing before the figures first came', () => {
    expect(updatedLabel(0, updated)).toBe('');
  });
});

const status = (overrides: Partial<DebugStatus> = {}): DebugStatus => ({
  last: { pageView: null, conversion: null, lead: null, customerEvent: null },
  failing: { leads: 0, customerEvents: 0 },
  ...overrides,
});

describe('the status, in words', () => {
  it('names the newest event of each kind, or none yet', () => {
    expect(lastEventLines(status()).map(({ label, text }) => `${label}: ${text}`)).toEqual([
      'Page view: none yet',
      'Conversion: none yet',
      'Lead: none yet',
      'Customer event to your CRM: none yet',
    ]);
    const lines = lastEventLines(
      status({
        last: {
          pageView: '2026-11-28T14:02:00.000Z',
          conversion: { at: '2026-11-28T14:03:00.000Z', type: 'demo_interest' },
          lead: '2026-11-28T14:04:00.000Z',
          customerEvent: { at: '2026-11-28T14:05:00.000Z', kind: 'purchase-paid' },
        },
      }),
    );
    expect(lines.map(({ text }) => text)).toEqual([
      expect.stringMatching(/2026/),
      expect.stringMatching(/^Demo interest, .*2026/),
      expect.stringMatching(/2026/),
      expect.stringMatching(/^Purchase paid, .*2026/),
    ]);
    expect(lines.map(({ text }) => text).join(' ')).not.toMatch(/demo_interest|purchase-paid|T\d\d:/);
  });

  it('says what is failing, a sentence a kind, and nothing when nothing is', () => {
    expect(failingLines(status())).toEqual([]);
    expect(failingLines(status({ failing: { leads: 1, customerEvents: 0 } }))).toEqual(['1 lead was not delivered to your CRM: Retry it from Leads.']);
    expect(failingLines(status({ failing: { leads: 2, customerEvents: 3 } }))).toEqual([
      '2 leads were not delivered to your CRM: Retry them from Leads.',
      '3 customer events were not delivered to your CRM: Retry them under Customer events in Figures.',
    ]);
  });

  it('says a window of milliseconds in minutes, hours or seconds', () => {
    expect(durationWords(1_800_000)).toBe('30 minutes');
    expect(durationWords(3_600_000)).toBe('1 hour');
    expect(durationWords(45_000)).toBe('45 seconds');
  });
});
