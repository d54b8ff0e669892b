/**
 * The emulator suite's environment and firebase-tools itself: an environment that keeps
 * firebase-tools on 127.0.0.1, the choice between firebase-tools' own Firestore emulator and the
 * launcher for the Cloud SDK's jar, the Storage emulator's rules runtime, and the CLI from the
 * project's own install.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { OFFLINE_ENV, PROJECT_ID, ROOT } from './local-stack';

const LOCAL_DIR = join(ROOT, '.firebase-local');
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
