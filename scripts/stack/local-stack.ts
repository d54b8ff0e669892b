/**
 * The local stack's addresses and settings, which every script that runs the emulator suite and
 * every test share: the project id and ports, what the functions' params get when nothing is set,
 * the environment that keeps every process on 127.0.0.1, and the copy of firebase.json a local run
 * serves (the local CSP). The emulators' own environment is in emulators.ts, the functions' local
 * settings in functions-env.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingCsp, withCsp, withSources } from './csp';
import type { NamedPort } from './processes';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-blast-crm';
export const HOST = '127.0.0.1';
export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, storage: 9199 } as const;
export const SITE_URL = `http://${HOST}:${PORTS.hosting}`;
/** The default bucket the functions emulator gives the Admin SDK (its FIREBASE_CONFIG): the site's images. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
export const EMULATORS = 'auth,firestore,storage,functions,hosting,tasks';

export const DATA_DIR = join(ROOT, '.emulator-data');

/** What a local run gives the functions' params (functions/src/params.ts) when nothing is set. */
export const LOCAL_PARAMS = {
  SITE_URL: 'http://127.0.0.1:5000',
  LEAD_HOOK_BLAST_URL: 'http://127.0.0.1:5055/hooks/blast',
  LEAD_HOOK_LITE_URL: 'http://127.0.0.1:5055/hooks/lite',
  LEAD_HOOK_SNAPSHOT_URL: 'http://127.0.0.1:5055/hooks/snapshot',
  BOOKING_URL: 'http://127.0.0.1:12112/booking',
  CUSTOMER_PORTAL_URL: 'http://127.0.0.1:12111/p/login/local',
  CUSTOMER_HOOK_URL: 'http://127.0.0.1:5055/hooks/customer',
  OPS_HOOK_URL: 'http://127.0.0.1:5055/hooks/ops',
} as const;
/**
 * What keeps every process of a local run on this machine, beyond firebase-tools' own config:
 * Google's auth libraries (firebase-admin, firebase-tools) would otherwise probe the cloud
 * metadata server (169.254.169.254) for credentials, and the functions emulator asks the npm
 * registry (`npm show firebase-functions`) whether a newer SDK exists. `npm test` holds this to
 * account: scripts/stack/net-guard.cjs refuses, and reports, any connection beyond 127.0.0.1.
 */
export const OFFLINE_ENV = { METADATA_SERVER_DETECTION: 'none', npm_config_offline: 'true' } as const;
/**
 * functions/src/params.ts's marker for "no Stripe key: the local stand-in" (the same value; a
 * unit test holds them together: Playwright cannot import the functions' CommonJS sources).
 */
export const LOCAL_STAND_IN_KEY = 'local-stand-in';

interface LocalConfig {
  /** The file, at the project's root (firebase-tools takes the project directory from it). */
  file: 'firebase.local.json' | 'firebase.test.json';
  ui?: boolean;
  /** Where the functions emulator reads its .env files, instead of functions/. */
  functionsConfigDir?: string;
}

/**
 * What a local page needs beyond production's CSP: the browser talks to the Firestore and Auth
 * emulators, and the booking overlay frames the calendar stand-in. firebase.json (production)
 * holds none of them.
 */
export const LOCAL_CSP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'connect-src': [`http://${HOST}:${PORTS.firestore}`, `http://${HOST}:${PORTS.auth}`],
  'frame-src': [new URL(LOCAL_PARAMS.BOOKING_URL).origin],
};

/** firebase.json's CSP with the local sources added: what `npm start` and `npm test` serve. */
export const localCsp = (): string => withSources(hostingCsp(ROOT), LOCAL_CSP_SOURCES);

/**
 * The git-ignored copy of firebase.json that a local run serves, always passed as `--config`:
 * the local CSP (production's firebase.json allows no 127.0.0.1), the Emulator UI on where it
 * can be had, the functions' settings from a folder of the run's own.
 */
export function localConfigArgs({ file, ui = false, functionsConfigDir }: LocalConfig): string[] {
  const config = withCsp(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')), localCsp());
  if (ui) config.emulators.ui.enabled = true;
  if (functionsConfigDir) config.functions[0].configDir = relative(ROOT, functionsConfigDir);
  writeFileSync(join(ROOT, file), JSON.stringify(config, null, 2));
  return ['--config', file];
}

/** The ports the emulator suite listens on (firebase.json), each named, for the check before a run. */
export function emulatorPorts(): NamedPort[] {
  const { emulators } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const wanted = ['hub', 'logging', ...EMULATORS.split(',')];
  const ports: NamedPort[] = wanted.map((name) => ({ port: emulators[name].port, what: `the ${name} emulator` }));
  if (emulators.firestore.websocketPort) ports.push({ port: emulators.firestore.websocketPort, what: 'the Firestore emulator\'s websocket' });
  return ports;
}

/** Waits until each port answers, at most `timeoutMs`. */
export async function waitForPorts(ports: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const port of ports) {
    for (;;) {
      try {
        await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(2000) });
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`nothing answered on ${HOST}:${port} in ${timeoutMs / 1000} s`);
        await new Promise((done) => setTimeout(done, 500));
      }
    }
  }
}

/** Waits until the functions behind Hosting answer `url` with JSON; returns the answer's text. */
export async function waitForApi(url: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
    if (res?.ok && res.headers.get('content-type')?.startsWith('application/json')) return res.text();
    if (Date.now() > deadline) throw new Error(`${url} did not answer JSON in ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 500));
  }
}
