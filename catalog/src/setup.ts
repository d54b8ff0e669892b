/**
 * What the live site still lacks, as the owner's setup list on Today shows it, and the rules of
 * the operator's facts, which the deploy check (scripts/deploy/deploy-check.ts) applies too: one set of
 * rules for both, so the list turns done exactly when the deploy would accept the fact.
 */
import type { ConfigurationStatus } from './api/admin/test-payments';
import { isMailtoAddress } from './html';
import { OPERATOR_FACT_KEYS, OPERATOR_FACT_LABELS, type OperatorFacts } from './site-content';
import { SITE_PAGES, type SitePath } from './site-pages';

type FactKey = (typeof OPERATOR_FACT_KEYS)[number];

const HTTPS_ADDRESS = /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/;
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/i;

/** Why `value` is no public https address, or undefined. */
export function publicHttpsProblem(value: string): string | undefined {
  if (!HTTPS_ADDRESS.test(value) || !URL.canParse(value)) return `must be an https address, not "${value}"`;
  return LOOPBACK.test(new URL(value).hostname) ? `must be a public address, not this machine (${value})` : undefined;
}

const emailProblem = (value: string) => (isMailtoAddress(value) ? undefined : `must be an email address, not "${value}"`);
const dateProblem = (value: string) => (Number.isNaN(Date.parse(value)) ? `must be a date (e.g. "December 1, 2026"), not "${value}"` : undefined);
const anyText = () => undefined;

/** The rule of each operator fact (PRODUCT.md, "Facts nobody gave us"): why the value will not do, or undefined. */
export const FACT_RULES: Readonly<Record<FactKey, (value: string) => string | undefined>> = {
  company: anyText,
  supportEmail: emailProblem,
  legalEmail: emailProblem,
  address: anyText,
  jurisdiction: anyText,
  effectiveDate: dateProblem,
  crmLoginUrl: publicHttpsProblem,
};

/** Why a fact in effect will not do on the live site: missing, a placeholder, or against its rule; undefined when it will. */
export function factProblem(key: FactKey, value: string | undefined): string | undefined {
  const given = value?.trim();
  if (!given) return 'is not set';
  if (given.startsWith('[')) return `holds a placeholder ("${given}")`;
  return FACT_RULES[key](given);
}

const LEGAL_PAGES = [SITE_PAGES.Terms.path, SITE_PAGES.Privacy.path, SITE_PAGES.Disclaimer.path];

/**
 * The pages that print each fact, and so show its placeholder while it is missing (the prerendered
 * pages hold this: test/prerendered-html.test.ts). The CRM's sign-in address shows nowhere until set.
 */
export const FACT_PAGES: Readonly<Record<Exclude<FactKey, 'crmLoginUrl'>, readonly SitePath[]>> = {
  company: LEGAL_PAGES,
  legalEmail: LEGAL_PAGES,
  address: LEGAL_PAGES,
  jurisdiction: LEGAL_PAGES,
  effectiveDate: LEGAL_PAGES,
  supportEmail: [SITE_PAGES.BookDemo.path, SITE_PAGES.ThankYou.path, SITE_PAGES.ThankYouTrial.path],
};

export type SetupItemId = 'legal-facts' | 'support-email' | 'crm-login' | 'stripe-key' | 'webhook-secret' | 'lead-hooks' | 'ops-hook';

/** One thing the live site needs: done or not, what is missing in the owner's words, and where it is set. */
export interface SetupItem {
  id: SetupItemId;
  title: string;
  done: boolean;
  /** What is missing and what it costs (or, once done, what is set). */
  detail: string;
  /** Where it is set: an operator page, or a server setting (docs/deploy.md says how). */
  where: { path: string; label: string } | { setting: string };
}

const LEGAL_KEYS = ['company', 'legalEmail', 'address', 'jurisdiction', 'effectiveDate'] as const;
const SITE_FACTS = { path: SITE_PAGES.AdminSite.path, label: 'Company facts on Site' } as const;

const pagesText = (pages: readonly string[]) => `${pages.length} page${pages.length === 1 ? '' : 's'} show${pages.length === 1 ? 's' : ''} a placeholder (${pages.join(', ')})`;

/**
 * The owner's setup list: the facts in effect (published on /admin/site, else the build's
 * settings: catalog's factsInEffect) and the server's configuration (GET /api/admin/test/config),
 * in the order a launch needs them.
 */
export function setupItems(facts: OperatorFacts, config: ConfigurationStatus): SetupItem[] {
  const legalProblems = LEGAL_KEYS.flatMap((key) => {
    const problem = factProblem(key, facts[key]);
    return problem ? [{ key, problem }] : [];
  });
  const legalPages = [...new Set(legalProblems.flatMap(({ key }) => FACT_PAGES[key]))];
  const supportProblem = factProblem('supportEmail', facts.supportEmail);
  const loginProblem = factProblem('crmLoginUrl', facts.crmLoginUrl);
  const unsetHooks = config.leadHooks.filter(({ configured }) => !configured).map(({ hook }) => hook);
  const { mode, webhookSecretConfigured } = config.payments;
  return [
    {
      id: 'legal-facts',
      title: 'Legal facts',
      done: legalProblems.length === 0,
      detail:
        legalProblems.length === 0
          ? 'Company name, contact email, mailing address, jurisdiction and effective date are set.'
          : `${legalProblems.map(({ key, problem }) => `${OPERATOR_FACT_LABELS[key]} ${problem}`).join('; ')}. ${pagesText(legalPages)}.`,
      where: SITE_FACTS,
    },
    {
      id: 'support-email',
      title: 'Support email',
      done: !supportProblem,
      detail: supportProblem ? `${OPERATOR_FACT_LABELS.supportEmail} ${supportProblem}. ${pagesText(FACT_PAGES.supportEmail)}.` : `Buyers write to ${facts.supportEmail}.`,
      where: SITE_FACTS,
    },
    {
      id: 'crm-login',
      title: 'CRM sign-in address',
      done: !loginProblem,
      detail: loginProblem ? `${OPERATOR_FACT_LABELS.crmLoginUrl} ${loginProblem}: the pages show no Log in link, and buyers cannot find their dashboard.` : `The pages' Log in goes to ${facts.crmLoginUrl}.`,
      where: SITE_FACTS,
    },
    {
      id: 'stripe-key',
      title: 'Stripe key',
      done: mode === 'live',
      detail:
        mode === 'live'
          ? 'A live key is set: buyers pay for real.'
          : mode === 'test'
            ? 'A test key is set: checkouts work, but no buyer is charged. Set the live key to take payments.'
            : 'No Stripe key is set: checkouts go to the local stand-in. Set the live key to take payments.',
      where: { setting: 'STRIPE_SECRET_KEY' },
    },
    {
      id: 'webhook-secret',
      title: 'Stripe webhook secret',
      done: webhookSecretConfigured,
      detail: webhookSecretConfigured ? 'Set: payments are recorded as Stripe reports them.' : 'Not set: no payment is recorded, no seat counted, no customer told to your CRM.',
      where: { setting: 'STRIPE_WEBHOOK_SECRET' },
    },
    {
      id: 'lead-hooks',
      title: 'Lead hooks',
      done: unsetHooks.length === 0,
      detail: unsetHooks.length === 0 ? 'Every kind of lead goes to your CRM.' : `Not set for ${unsetHooks.join(', ')} leads: they stay here, on the Leads view, and reach no CRM.`,
      where: { setting: unsetHooks.length === 0 ? 'LEAD_HOOK_*_URL' : unsetHooks.map((hook) => `LEAD_HOOK_${hook.toUpperCase()}_URL`).join(', ') },
    },
    {
      id: 'ops-hook',
      title: 'Alerts to you',
      done: config.opsHook.configured,
      detail: config.opsHook.configured ? `Alerts go to ${config.opsHook.host}.` : 'Not set: when payments or deliveries fail, nobody is told. Set a Slack or Teams incoming webhook.',
      where: { setting: 'OPS_HOOK_URL' },
    },
  ];
}
