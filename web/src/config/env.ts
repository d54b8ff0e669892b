/** Every build-time setting of the web app, read once here (VITE_* variables). */
import type { OperatorFacts } from '@blast/catalog';
import { OPERATOR_FACT_SETTINGS } from './env-names';

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
 * The facts only the operator can give (PRODUCT.md, "Facts nobody gave us"), as the build's
 * settings hold them (config/env-names.ts names each): the fallback where the owner published
 * none on /admin/site (config/site.ts, operatorFacts). Unset is undefined; no fact is invented.
 */
export const BUILD_FACTS: OperatorFacts = Object.fromEntries(
  Object.entries(OPERATOR_FACT_SETTINGS).flatMap(([fact, setting]) => {
    const value = env[setting]?.trim();
    return value ? [[fact, value]] : [];
  }),
);

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

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { firestore: 8080, auth: 9099 } as const;

/** The emulators are used for a demo- project, or when the site is served from this machine. */
export function usesEmulators(): boolean {
  if (env.VITE_USE_EMULATORS) return env.VITE_USE_EMULATORS === 'true';
  if (PROJECT_ID.startsWith('demo-')) return true;
  return typeof location !== 'undefined' && ['127.0.0.1', 'localhost'].includes(location.hostname);
}
