// PRODUCT.md, "Facts nobody gave us": the operator's facts come from what the owner published on
// /admin/site first, then from the build's settings, and show as visible placeholders while
// neither gives them; no page invents one. The rule is per fact (config/site.ts, operatorFacts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@blast/catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLISHED_FACTS as PUBLISHED } from '../../../../test/support/samples';

const SETTINGS = ['VITE_COMPANY_NAME', 'VITE_SUPPORT_EMAIL', 'VITE_LEGAL_EFFECTIVE_DATE', 'VITE_LEGAL_JURISDICTION', 'VITE_LEGAL_EMAIL', 'VITE_LEGAL_ADDRESS', 'CRM_LOGIN_URL'];
const GIVEN = {
  VITE_LEGAL_EFFECTIVE_DATE: 'December 1, 2026',
  VITE_LEGAL_JURISDICTION: 'the State of Example',
  VITE_LEGAL_EMAIL: 'legal@example.com',
  VITE_LEGAL_ADDRESS: '1 Example St',
  VITE_COMPANY_NAME: 'Example Inc.',
  VITE_SUPPORT_EMAIL: 'help@example.com',
  CRM_LOGIN_URL: 'https://app.example.com/login',
};
const PLACEHOLDERS = {
  effectiveDate: '[effective date: set VITE_LEGAL_EFFECTIVE_DATE]',
  jurisdiction: '[jurisdiction: set VITE_LEGAL_JURISDICTION]',
  company: '[company name: set VITE_COMPANY_NAME]',
  legalEmail: '[contact email: set VITE_LEGAL_EMAIL]',
  address: '[mailing address: set VITE_LEGAL_ADDRESS]',
  supportEmail: '[support email: set VITE_SUPPORT_EMAIL]',
  crmLoginUrl: undefined,
};

async function siteWith(values: Record<string, string>) {
  for (const name of SETTINGS) vi.stubEnv(name, values[name] ?? '');
  vi.resetModules();
  return import('../site');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the operator's facts", () => {
  it('show as placeholders naming their setting while neither published nor set (a fresh install)', async () => {
    const { operatorFacts } = await siteWith({});
    expect(operatorFacts(undefined)).toEqual(PLACEHOLDERS);
    expect(operatorFacts({})).toEqual(PLACEHOLDERS);
  });

  it('are the settings once given, while nothing is published (a deployment before the owner publishes)', async () => {
    const { operatorFacts } = await siteWith(GIVEN);
    expect(operatorFacts({})).toEqual({
      effectiveDate: 'December 1, 2026',
      jurisdiction: 'the State of Example',
      company: 'Example Inc.',
      legalEmail: 'legal@example.com',
      address: '1 Example St',
      supportEmail: 'help@example.com',
      crmLoginUrl: 'https://app.example.com/login',
    });
  });

  it('are the published ones over the settings, the effective date in words', async () => {
    const { operatorFacts } = await siteWith(GIVEN);
    expect(operatorFacts(PUBLISHED)).toEqual({ ...PUBLISHED, effectiveDate: 'February 3, 2027' });
  });

  it('fall back each on its own: a fact published blank or not at all is the setting, else the placeholder', async () => {
    const { operatorFacts } = await siteWith({ VITE_COMPANY_NAME: 'Example Inc.', CRM_LOGIN_URL: 'https://app.example.com/login' });
    expect(operatorFacts({ supportEmail: 'support@published.example', company: '  ', crmLoginUrl: '' })).toEqual({
      ...PLACEHOLDERS,
      supportEmail: 'support@published.example',
      company: 'Example Inc.',
      crmLoginUrl: 'https://app.example.com/login',
    });
    // A published sign-in address wins; one that is no https link falls back as an unset one.
    expect(operatorFacts({ crmLoginUrl: 'https://crm.published.example/sign-in' }).crmLoginUrl).toBe('https://crm.published.example/sign-in');
    expect(operatorFacts({ crmLoginUrl: 'javascript:alert(1)' }).crmLoginUrl).toBe('https://app.example.com/login');
  });

  it('reach the legal pages, the footer, the nav and the support links from the published content', async () => {
    vi.resetModules();
    const { render } = await import('../../entry-server');
    const content: SiteContent = { ...EMPTY_SITE_CONTENT, facts: PUBLISHED };
    const terms = (await render('/terms', content)).html;
    expect(terms).toContain('Effective date: February 3, 2027');
    expect(terms).toContain('href="mailto:legal@published.example"');
    expect(terms).toContain('Published Holdings LLC<!-- -->, <!-- -->9 Published Road');
    expect(terms).toContain('the State of Published');
    expect([...terms.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Log in<\/a>/g)].map((match) => match[1])).toEqual([PUBLISHED.crmLoginUrl, PUBLISHED.crmLoginUrl]);
    expect((await render('/book-demo', content)).html).toContain('href="mailto:support@published.example"');
    const unpublished = (await render('/terms')).html;
    expect(unpublished).toContain(PLACEHOLDERS.effectiveDate);
    expect(unpublished).not.toContain('Published');
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
