/** Every build-time setting of the web app, read once here (VITE_* variables). */
// Outside Vite (tests that import route heads in Node) there is no import.meta.env.
export const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

const PROJECT_ID = env.VITE_FIREBASE_PROJECT_ID || 'demo-blast-crm';

export const SITE_URL = (env.VITE_SITE_URL || 'https://blast-crm.web.app').replace(/\/+$/, '');

export const FIREBASE_CONFIG = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID || 'demo-app',
};

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { firestore: 8080, auth: 9099 } as const;

/** The emulators are used for a demo- project, or when the site is served from this machine. */
export function usesEmulators(): boolean {
  if (env.VITE_USE_EMULATORS) return env.VITE_USE_EMULATORS === 'true';
  if (PROJECT_ID.startsWith('demo-')) return true;
  return typeof location !== 'undefined' && ['127.0.0.1', 'localhost'].includes(location.hostname);
}
