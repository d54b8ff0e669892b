/**
 * What every script that runs the emulator suite shares: the project id and ports, an
 * environment that keeps firebase-tools on 127.0.0.1, the choice between firebase-tools' own
 * Firestore emulator and the launcher for the Cloud SDK's jar, and the local secrets file.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { hostingCsp, withCsp, withSources } from '../build/csp';
import type { NamedPort } from './processes';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-blast-crm';
export const HOST = '127.0.0.1';
export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, storage: 9199 } as const;
export const SITE_URL = `http://${HOST}:${PORTS.hosting}`;
/** The default bucket the functions emulator gives the Admin SDK (its FIREBASE_CONFIG): the site's images. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
export const EMULATORS = 'auth,firestore,storage,functions,hosting,tasks';

const LOCAL_DIR = join(ROOT, '.firebase-local');
export const DATA_DIR = join(ROOT, '.emulator-data');
const FUNCTIONS_ENV_LOCAL = join(ROOT, 'functions', '.env.local');
const FUNCTIONS_SECRET_LOCAL = join(ROOT, 'functions', '.secret.local');

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
 * The functions' secrets (functions/src/params.ts, defineSecret): locally in
 * functions/.secret.local, the only file the emulator reads secrets from. The lead hooks are
 * secrets because their addresses work as passwords.
 */
const LEAD_HOOK_KEYS = ['LEAD_HOOK_BLAST_URL', 'LEAD_HOOK_LITE_URL', 'LEAD_HOOK_SNAPSHOT_URL'] as const;
const SECRET_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', ...LEAD_HOOK_KEYS] as const;
/**
 * functions/src/params.ts's marker for "no Stripe key: the local stand-in" (the same value; a
 * unit test holds them together: Playwright cannot import the functions' CommonJS sources).
 */
export const LOCAL_STAND_IN_KEY = 'local-stand-in';
const FIREBASE_CACHE = join(homedir(), '.cache', 'firebase', 'emulators');
const CLOUD_SDK_JAR_CANDIDATES = [
  process.env.CLOUDSDK_ROOT_DIR,
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
]
  .filter((root): root is string => Boolean(root))
  .map((root) => join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'));

/** The Cloud SDK's Firestore emulator jar, where the SDK is installed (PLATFORM.md). */
export const cloudSdkFirestoreJar = (): string | undefined => CLOUD_SDK_JAR_CANDIDATES.find((path) => existsSync(path));

export interface EmulatorSetup {
  env: NodeJS.ProcessEnv;
  /** Where the Firestore emulator comes from, for the start banner. */
  firestore: 'firebase-tools' | 'cloud-sdk launcher' | 'download';
  /** Where the Storage emulator's rules runtime comes from, for the start banner. */
  storageRules: 'firebase-tools' | 'tools/storage-rules-runtime' | 'download';
  uiEnabled: boolean;
}

/**
 * The environment for firebase-tools: its own config folder, no update check, the Firestore jar
 * and the Storage emulator's rules runtime.
 */
export function emulatorSetup(): EmulatorSetup {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_CONFIG_HOME: quietFirebaseConfig(),
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    GCLOUD_PROJECT: PROJECT_ID,
    // A functions worker that has not loaded in this many seconds is abandoned (30 by default):
    // on a busy two-core machine, dozens starting at once (a burst of requests: the emulator runs
    // one worker per request in flight) need longer.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    ...OFFLINE_ENV,
  };
  let firestore: EmulatorSetup['firestore'];
  const sdkJar = cloudSdkFirestoreJar();
  if (env.FIRESTORE_EMULATOR_BINARY_PATH || cached(/^cloud-firestore-emulator-v[\d.]+\.jar$/)) {
    firestore = 'firebase-tools';
  } else if (sdkJar) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcherFor(sdkJar);
    firestore = 'cloud-sdk launcher';
  } else {
    firestore = 'download'; // a machine with internet: firebase-tools fetches its own jar
  }
  // The Storage emulator (in firebase-tools) evaluates storage.rules in a Java runtime it downloads;
  // where it cannot, ours on the Cloud SDK jar's rules engine (tools/storage-rules-runtime).
  let storageRules: EmulatorSetup['storageRules'];
  if (env.STORAGE_EMULATOR_BINARY_PATH || cached(/^cloud-storage-rules-runtime-v[\d.]+\.jar$/)) {
    storageRules = 'firebase-tools';
  } else if (sdkJar) {
    env.STORAGE_EMULATOR_BINARY_PATH = storageRulesRuntimeFor(sdkJar);
    storageRules = 'tools/storage-rules-runtime';
  } else {
    storageRules = 'download';
  }
  // The Emulator UI is a download too: on only where it is cached or the machine fetches jars.
  const uiEnabled = env.EMULATOR_UI === '1' || cached(/^ui-v[\d.]+(\.zip)?$/) || firestore === 'download';
  return { env, firestore, storageRules, uiEnabled };
}

/** firebase-tools reads its message of the day from a Google host unless told it already has. */
function quietFirebaseConfig(): string {
  const configHome = join(LOCAL_DIR, 'config');
  const store = join(configHome, 'configstore', 'firebase-tools.json');
  const current = existsSync(store) ? JSON.parse(readFileSync(store, 'utf8')) : {};
  if (current?.motd?.fetched !== 9999999999999) {
    mkdirSync(dirname(store), { recursive: true });
    writeFileSync(store, JSON.stringify({ ...current, motd: { fetched: 9999999999999 } }, null, 2));
  }
  return configHome;
}

function cached(pattern: RegExp): boolean {
  return existsSync(FIREBASE_CACHE) && readdirSync(FIREBASE_CACHE).some((name) => pattern.test(name));
}

/** The Cloud SDK's jar has no Main-Class: a launcher jar names it and the classpath. */
function launcherFor(sdkJar: string): string {
  return buildJar({ dir: join(LOCAL_DIR, 'firestore-launcher'), jar: 'launcher.jar', mainClass: 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', classPath: sdkJar });
}

/**
 * tools/storage-rules-runtime built against the Cloud SDK's Firestore jar (javac and jar, beside
 * the java the emulators need): a jar whose manifest runs it with that jar on its class path.
 */
export function storageRulesRuntimeFor(sdkJar: string): string {
  const source = join(ROOT, 'tools', 'storage-rules-runtime', 'StorageRulesRuntime.java');
  return buildJar({ dir: join(LOCAL_DIR, 'storage-rules-runtime'), jar: 'runtime.jar', mainClass: 'com.google.cloud.datastore.emulator.impl.rules.StorageRulesRuntime', classPath: sdkJar, source });
}

/**
 * A runnable jar in `dir`: a manifest naming `mainClass` and `classPath`, with `source` compiled
 * into it against that class path (or no classes: a launcher). Built again only when the source or
 * the manifest changed (a stamp of both beside it); answers the jar's path.
 */
function buildJar({ dir, jar, mainClass, classPath, source }: { dir: string; jar: string; mainClass: string; classPath: string; source?: string }): string {
  const built = join(dir, jar);
  const manifestPath = join(dir, 'manifest.txt');
  const stampPath = join(dir, 'source.sha256');
  const manifest = manifestText({ 'Main-Class': mainClass, 'Class-Path': `file:${classPath}` });
  const stamp = createHash('sha256')
    .update(source ? readFileSync(source) : '')
    .update(manifest)
    .digest('hex');
  if (existsSync(built) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) return built;
  const classes = join(dir, 'classes');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(classes, { recursive: true });
  writeFileSync(manifestPath, manifest);
  // Quiet unless it fails (javac notes the deprecated protobuf calls the rules runtime makes).
  const run = (command: string, args: string[]) => {
    const { status, stderr, error } = spawnSync(command, args, { encoding: 'utf8' });
    if (status !== 0) throw new Error(`${command} failed building ${built}:\n${error?.message ?? stderr}`);
  };
  // -proc:none: the Firestore jar names annotation processors it does not carry.
  if (source) run('javac', ['-proc:none', '-cp', classPath, '-d', classes, source]);
  run('jar', ['cfm', built, manifestPath, '-C', classes, '.']);
  writeFileSync(stampPath, stamp);
  return built;
}

/** A jar manifest: lines of at most 72 bytes, continued on lines that start with a space. */
function manifestText(attributes: Record<string, string>): string {
  const lines = Object.entries(attributes).flatMap(([name, value]) => {
    const line = `${name}: ${value}`;
    const parts = [line.slice(0, 72)];
    for (let i = 72; i < line.length; i += 71) parts.push(' ' + line.slice(i, i + 71));
    return parts;
  });
  return lines.join('\n') + '\n';
}

/**
 * The functions' local settings, both files git-ignored: functions/.env.local gives every string
 * param a value (the emulator would otherwise stop to ask), functions/.secret.local every secret
 * (the emulator would otherwise ask Cloud Secret Manager): the three lead hooks (the local inbox),
 * a fresh webhook secret, and the stand-in marker for the Stripe key unless a real test key is
 * there. Secrets an older checkout kept in .env.local (the hooks were strings once) are moved.
 * Answers every value.
 */
export function ensureFunctionsEnvLocal(): Record<string, string> {
  const envText = existsSync(FUNCTIONS_ENV_LOCAL) ? readFileSync(FUNCTIONS_ENV_LOCAL, 'utf8') : '';
  const secretText = existsSync(FUNCTIONS_SECRET_LOCAL) ? readFileSync(FUNCTIONS_SECRET_LOCAL, 'utf8') : '';
  const env = parseDotenv(envText);
  const secrets = { ...pick(LOCAL_PARAMS, SECRET_KEYS), ...pick(env, SECRET_KEYS), ...parseDotenv(secretText) };
  secrets.STRIPE_WEBHOOK_SECRET ||= `whsec_${randomBytes(24).toString('hex')}`;
  secrets.STRIPE_SECRET_KEY ||= LOCAL_STAND_IN_KEY;
  const strings = { ...omit(LOCAL_PARAMS, SECRET_KEYS), ...omit(env, SECRET_KEYS) };
  writeIfChanged(FUNCTIONS_ENV_LOCAL, envText, strings);
  writeIfChanged(FUNCTIONS_SECRET_LOCAL, secretText, secrets);
  return { ...strings, ...secrets };
}

/**
 * The .env.local of `npm test`'s own functions config folder: the strings, and the lead hooks on
 * the run's own receiver port. The hooks are secrets, and the emulator reads secrets from the
 * shared functions/.secret.local only, so the run gives them as LOCAL_LEAD_HOOK_*_URL, which
 * functions/src/config.ts reads inside the emulator alone, ahead of the secret.
 */
export function testRunFunctionsEnv(hooksPort: number, customerHookPort = hooksPort): string {
  const values: Record<string, string> = omit(LOCAL_PARAMS, SECRET_KEYS);
  for (const key of LEAD_HOOK_KEYS) {
    const url = new URL(LOCAL_PARAMS[key]);
    url.port = String(hooksPort);
    values[`LOCAL_${key}`] = url.href;
  }
  // The customer hook is a plain variable (optional, not a secret): the run's own value.
  const customerHook = new URL(LOCAL_PARAMS.CUSTOMER_HOOK_URL);
  customerHook.port = String(customerHookPort);
  values.CUSTOMER_HOOK_URL = customerHook.href;
  // The owner's alerts go to the same receiver, on their own path.
  const opsHook = new URL(LOCAL_PARAMS.OPS_HOOK_URL);
  opsHook.port = String(customerHookPort);
  values.OPS_HOOK_URL = opsHook.href;
  return dotenvText(values);
}

/** True when the functions run against the local Stripe stand-in (no real Stripe key set). */
export function usesStripeStandIn(values: Record<string, string>): boolean {
  return !values.STRIPE_SECRET_KEY || values.STRIPE_SECRET_KEY === LOCAL_STAND_IN_KEY;
}

const pick = (values: Record<string, string>, keys: readonly string[]) => Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
const omit = (values: Record<string, string>, keys: readonly string[]) => Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));

const dotenvText = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => `${key}=${value}\n`).join('');

function writeIfChanged(path: string, before: string, values: Record<string, string>): void {
  const text = dotenvText(values);
  if (text !== before) writeFileSync(path, text);
}

export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/i.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

export interface FirebaseOptions {
  /**
   * In a process group of its own, its output piped through this process: a signal to the
   * terminal's group (Ctrl+C, a closed terminal) then reaches only the caller, which stops the
   * emulators once (stopTree in processes.ts), and a closed terminal cannot break its writes.
   */
  detached?: boolean;
}

/** Runs firebase-tools from the project's own install, never a global one or a download. */
export function firebase(args: string[], setup: EmulatorSetup, { detached = false }: FirebaseOptions = {}): ChildProcess {
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [cli, ...args, '--project', PROJECT_ID], {
    cwd: ROOT,
    env: setup.env,
    stdio: detached ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached,
  });
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    if (!from) continue;
    to.on('error', () => undefined); // a closed terminal: the emulators still stop cleanly
    from.on('data', (chunk: Buffer) => to.writable && to.write(chunk));
  }
  return child;
}

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

/**
 * How the benches run: against `npm start`'s stack when it is up (or when already inside
 * `emulators:exec`), else they build and run themselves inside their own `emulators:exec`.
 * Exits with the bench's verdict.
 */
export async function runBench(script: string, bench: () => Promise<boolean>): Promise<never> {
  const serving = await fetch(`${SITE_URL}/api/seats`).then((res) => res.ok, () => false);
  if (process.env.BENCH_INSIDE_EMULATORS || serving) process.exit((await bench()) ? 0 : 1);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  ensureFunctionsEnvLocal();
  const setup = emulatorSetup();
  setup.env.BENCH_INSIDE_EMULATORS = '1';
  const suite = firebase(['emulators:exec', ...localConfigArgs({ file: 'firebase.local.json' }), '--only', EMULATORS, '--log-verbosity', 'QUIET', `npx tsx ${script}`], setup);
  return new Promise<never>(() => suite.on('exit', (code) => process.exit(code ?? 1)));
}
