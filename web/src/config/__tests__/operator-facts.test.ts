// PRODUCT.md, "Facts nobody gave us": the legal pages' facts come from the operator's settings,
// show as visible placeholders until set, and no page invents one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const FACTS = ['VITE_COMPANY_NAME', 'VITE_SUPPORT_EMAIL', 'VITE_LEGAL_EFFECTIVE_DATE', 'VITE_LEGAL_JURISDICTION', 'VITE_LEGAL_EMAIL', 'VITE_LEGAL_ADDRESS'];

async function siteWith(values: Record<string, string>) {
  for (const name of FACTS) vi.stubEnv(name, values[name] ?? '');
  vi.resetModules();
  return import('../site');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the operator's facts", () => {
  it('show as placeholders naming their setting until they are set', async () => {
    const { LEGAL, SITE } = await siteWith({});
    expect(LEGAL).toMatchObject({
      effectiveDate: '[effective date: set VITE_LEGAL_EFFECTIVE_DATE]',
      jurisdiction: '[jurisdiction: set VITE_LEGAL_JURISDICTION]',
      company: '[company name: set VITE_COMPANY_NAME]',
      contactEmail: '[contact email: set VITE_LEGAL_EMAIL]',
      mailingAddress: '[mailing address: set VITE_LEGAL_ADDRESS]',
    });
    expect(SITE.supportEmail).toBe('[support email: set VITE_SUPPORT_EMAIL]');
  });

  it('are the settings once given', async () => {
    const { LEGAL, SITE } = await siteWith({ VITE_LEGAL_EFFECTIVE_DATE: 'December 1, 2026', VITE_LEGAL_JURISDICTION: 'the State of Example', VITE_LEGAL_EMAIL: 'legal@example.com', VITE_LEGAL_ADDRESS: '1 Example St', VITE_COMPANY_NAME: 'Example Inc.', VITE_SUPPORT_EMAIL: 'help@example.com' });
    expect(LEGAL).toMatchObject({ effectiveDate: 'December 1, 2026', jurisdiction: 'the State of Example', company: 'Example Inc.', contactEmail: 'legal@example.com', mailingAddress: '1 Example St' });
    expect(SITE.supportEmail).toBe('help@example.com');
  });

  it('are invented nowhere in the web sources', () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const root = join(__dirname, '../..');
    const invented = files(root)
      .filter((path) => /\.(tsx?|html|json)$/.test(path) && !path.includes('__tests__'))
      .filter((path) => /November 1, 2026|State of Texas|Austin|@blastcrm\.com|Blast CRM LLC/.test(readFileSync(path, 'utf8')));
    expect(invented).toEqual([]);
  });
});
