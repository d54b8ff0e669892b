import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { OPS_TEXTS, alertSafe } from '../domain/ops/ops-alerts';

const failure = (id: string) => ({ id, at: Timestamp.fromMillis(0) });

describe('text quoted in an alert', () => {
  it("carries no Slack mention, link or markdown, on one line, cut short", () => {
    const hostile = '<!channel> URGENT\n*Stripe key revoked* [log in](https://evil.example) <https://evil.example/admin|https://blast-crm.example/admin> & `code` ~x~ _y_';
    const safe = alertSafe(hostile, 500);
    expect(safe).not.toMatch(/[<>\n*_~`[\]|]/);
    expect(safe).toContain('&lt;!channel&gt;');
    expect(safe).toContain('&amp;');
    expect(alertSafe('x'.repeat(300), 120)).toHaveLength(120);
    expect(alertSafe('x'.repeat(300), 120).endsWith('…')).toBe(true);
    expect(alertSafe('HTTP 503 from the hook')).toBe('HTTP 503 from the hook');
  });

  it('names failed deliveries by their ids, with their count, listing at most twenty', () => {
    expect(OPS_TEXTS.deliveriesFailed('lead', [failure('abc')], 'fetch failed (ECONNREFUSED)')).toMatch(/^a lead failed its last delivery try \(fetch failed \(ECONNREFUSED\)\)\. Retry it on \S*\/admin \(id `abc`\)\.$/);
    const many = Array.from({ length: 25 }, (_, i) => failure(`id${i}`));
    const text = OPS_TEXTS.deliveriesFailed('customer event', many, '<!here>');
    expect(text).toMatch(/^25 customer events failed their last delivery try within .* \(the last error: &lt;!here&gt;\)\. Retry them on \S*\/admin \(ids `id0`, `id1`, .*`id19` and 5 more\)\.$/);
    expect(text).not.toContain('id20');
    expect(OPS_TEXTS.deliveriesFailed('customer event', [failure('evt_1A2b'), failure('x*<y>')], undefined)).toContain('(ids `evt_1A2b`, `xy`)');
  });
});
