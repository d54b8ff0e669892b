/** Every build-time setting of the web app, read once here (VITE_* variables). */
// Outside Vite (tests that import route heads in Node) there is no import.meta.env.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

const PROJECT_ID = env.VITE_FIREBASE_PROJECT_ID || 'demo-blast-crm';

export const SITE_URL = (env.VITE_SITE_URL || 'https://blast-crm.web.app').replace(/\/+$/, '');

export const FIREBASE_CONFIG = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID || 'demo-app',
};

/**
 * The facts only the operator can give (PRODUCT.md, "Facts nobody gave us"): each from its
 * setting, or a visible placeholder naming the setting, so a local build shows what is missing
 * and invents nothing. `npm run deploy` refuses a build without them.
 */
const operatorFact = (value: string | undefined, what: string, setting: string): string => value?.trim() || `[${what}: set ${setting}]`;

export const OPERATOR_FACTS = {
  company: operatorFact(env.VITE_COMPANY_NAME, 'company name', 'VITE_COMPANY_NAME'),
  supportEmail: operatorFact(env.VITE_SUPPORT_EMAIL, 'support email', 'VITE_SUPPORT_EMAIL'),
  legalEffectiveDate: operatorFact(env.VITE_LEGAL_EFFECTIVE_DATE, 'effective date', 'VITE_LEGAL_EFFECTIVE_DATE'),
  legalJurisdiction: operatorFact(env.VITE_LEGAL_JURISDICTION, 'jurisdiction', 'VITE_LEGAL_JURISDICTION'),
  legalEmail: operatorFact(env.VITE_LEGAL_EMAIL, 'contact email', 'VITE_LEGAL_EMAIL'),
  legalAddress: operatorFact(env.VITE_LEGAL_ADDRESS, 'mailing address', 'VITE_LEGAL_ADDRESS'),
} as const;

/**
 * An address the pages link to: https, or http on this machine (a local stand-in). Anything else
 * is left out, as if unset (the deploy check refuses it, naming the setting).
 */
export function linkAddress(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : undefined;
}

/**
 * CRM_LOGIN_URL: the CRM's sign-in address, for existing customers' "Log in" in the nav and the
 * footer (config/site.ts, SITE.crmLoginUrl). An operator's fact read in this one place; while it
 * is unset the pages carry no such link, and `npm run deploy` refuses a build without it.
 */
export const CRM_LOGIN_URL = linkAddress(env.CRM_LOGIN_URL);

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { firestore: 8080, auth: 9099 } as const;

/** The emulators are used for a demo- project, or when the site is served from this machine. */
export function usesEmulators(): boolean {
  if (env.VITE_USE_EMULATORS) return env.VITE_USE_EMULATORS === 'true';
  if (PROJECT_ID.startsWith('demo-')) return true;
  return typeof location !== 'undefined' && ['127.0.0.1', 'localhost'].includes(location.hostname);
}
