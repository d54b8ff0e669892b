// The owner's setup list: each item open while its fact or setting is missing, done once set,
// by the same rules the deploy check applies (scripts/deploy/deploy-check.ts imports FACT_RULES).
import { describe, expect, it } from 'vitest';
import type { ConfigurationStatus } from '../api/admin/test-payments';
import type { OperatorFacts } from '../site-content';
import { factProblem, setupItems, type SetupItemId } from '../setup';

const ALL_FACTS: OperatorFacts = {
  company: 'Blast CRM LLC',
  supportEmail: 'help@blastcrm.example',
  legalEmail: 'legal@blastcrm.example',
  address: '1 Main St, Phoenix, AZ',
  jurisdiction: 'Arizona',
  effectiveDate: '2026-12-01',
  crmLoginUrl: 'https://app.blastcrm.example/login',
};
const READY: ConfigurationStatus = {
  payments: { mode: 'live', webhookSecretConfigured: true, simulationAllowed: false },
  leadHooks: [
    { hook: 'blast', configured: true, host: 'hooks.example' },
    { hook: 'lite', configured: true, host: 'hooks.example' },
    { hook: 'snapshot', configured: true, host: 'hooks.example' },
  ],
  customerHook: { configured: true, host: 'crm.example' },
  opsHook: { configured: true, host: 'hooks.slack.com' },
  siteUrl: 'https://blastcrm.example',
};

const item = (id: SetupItemId, facts: OperatorFacts = ALL_FACTS, config: ConfigurationStatus = READY) => setupItems(facts, config).find((entry) => entry.id === id)!;

describe('the setup list', () => {
  it('is all done when every fact and setting is there, in launch order', () => {
    const items = setupItems(ALL_FACTS, READY);
    expect(items.map(({ id }) => id)).toEqual(['legal-facts', 'support-email', 'crm-login', 'stripe-key', 'webhook-secret', 'lead-hooks', 'ops-hook']);
    expect(items.filter(({ done }) => !done)).toEqual([]);
  });

  it('legal facts: open while one is missing or a placeholder, naming it and the pages that show a placeholder', () => {
    const { company: _company, ...rest } = ALL_FACTS;
    const open = item('legal-facts', { ...rest, jurisdiction: '[jurisdiction: set VITE_LEGAL_JURISDICTION]' });
    expect(open.done).toBe(false);
    expect(open.detail).toContain('Company name is not set');
    expect(open.detail).toContain('Jurisdiction (governing law) holds a placeholder');
    expect(open.detail).toContain('3 pages show a placeholder (/terms, /privacy, /disclaimer)');
    expect(open.where).toEqual({ path: '/admin/site', label: 'Company facts on Site' });
    expect(item('legal-facts', { ...ALL_FACTS, effectiveDate: 'soon' }).done).toBe(false);
    expect(item('legal-facts').done).toBe(true);
  });

  it('support email: open while missing or not an email, naming the 3 pages', () => {
    expect(item('support-email', { ...ALL_FACTS, supportEmail: undefined }).detail).toBe('Support email is not set. 3 pages show a placeholder (/book-demo, /thank-you, /thank-you-trial).');
    expect(item('support-email', { ...ALL_FACTS, supportEmail: 'help' }).done).toBe(false);
    expect(item('support-email').done).toBe(true);
  });

  it('CRM sign-in: open while missing, not https or this machine', () => {
    expect(item('crm-login', { ...ALL_FACTS, crmLoginUrl: undefined }).detail).toMatch(/no Log in link/);
    expect(item('crm-login', { ...ALL_FACTS, crmLoginUrl: 'http://app.example/login' }).done).toBe(false);
    expect(item('crm-login', { ...ALL_FACTS, crmLoginUrl: 'https://127.0.0.1:5000/login' }).done).toBe(false);
    expect(item('crm-login').done).toBe(true);
  });

  it('Stripe key: done with a live key alone; a test key or the stand-in say what they mean', () => {
    const withMode = (mode: ConfigurationStatus['payments']['mode']) => item('stripe-key', ALL_FACTS, { ...READY, payments: { ...READY.payments, mode } });
    expect(withMode('test')).toMatchObject({ done: false, where: { setting: 'STRIPE_SECRET_KEY' } });
    expect(withMode('test').detail).toMatch(/no buyer is charged/);
    expect(withMode('stand-in').detail).toMatch(/local stand-in/);
    expect(withMode('live').done).toBe(true);
  });

  it('webhook secret: open while not configured', () => {
    expect(item('webhook-secret', ALL_FACTS, { ...READY, payments: { ...READY.payments, webhookSecretConfigured: false } })).toMatchObject({ done: false, where: { setting: 'STRIPE_WEBHOOK_SECRET' } });
    expect(item('webhook-secret').done).toBe(true);
  });

  it('lead hooks: open while any is not configured, naming its setting', () => {
    const open = item('lead-hooks', ALL_FACTS, { ...READY, leadHooks: [READY.leadHooks[0], { hook: 'snapshot', configured: false, host: '127.0.0.1:5055' }] });
    expect(open.done).toBe(false);
    expect(open.detail).toContain('snapshot');
    expect(open.where).toEqual({ setting: 'LEAD_HOOK_SNAPSHOT_URL' });
    expect(item('lead-hooks').done).toBe(true);
  });

  it('alerts: open while OPS_HOOK_URL is not configured', () => {
    expect(item('ops-hook', ALL_FACTS, { ...READY, opsHook: { configured: false, host: '' } })).toMatchObject({ done: false, where: { setting: 'OPS_HOOK_URL' } });
    expect(item('ops-hook').done).toBe(true);
  });

  it("holds a fact to the deploy check's rules", () => {
    expect(factProblem('supportEmail', '  ')).toBe('is not set');
    expect(factProblem('legalEmail', 'legal at example')).toMatch(/must be an email address/);
    expect(factProblem('effectiveDate', 'December 1, 2026')).toBeUndefined();
  });
});
