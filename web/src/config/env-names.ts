import type { OperatorFacts } from '@blast/catalog';

/**
 * The names a build reads from the environment (Vite's `envPrefix`): every VITE_* setting, and
 * CRM_LOGIN_URL, the CRM's sign-in address, which the deploy settings name without the prefix.
 * web/vite.config.ts and the deploy check (scripts/deploy/deploy-check.ts) both read them from here.
 */
export const WEB_ENV_PREFIXES = ['VITE_', 'CRM_LOGIN_URL'] as const;

/**
 * The build setting of each operator fact: the fallback where the owner published none on
 * /admin/site (catalog's factsInEffect). config/env.ts reads them; the deploy check names them.
 */
export const OPERATOR_FACT_SETTINGS = {
  company: 'VITE_COMPANY_NAME',
  supportEmail: 'VITE_SUPPORT_EMAIL',
  legalEmail: 'VITE_LEGAL_EMAIL',
  address: 'VITE_LEGAL_ADDRESS',
  jurisdiction: 'VITE_LEGAL_JURISDICTION',
  effectiveDate: 'VITE_LEGAL_EFFECTIVE_DATE',
  crmLoginUrl: 'CRM_LOGIN_URL',
} as const satisfies Required<Record<keyof OperatorFacts, string>>;
