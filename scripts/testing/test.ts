/**
 * `npm test`: builds, type-checks, lints, runs the unit tests, then the API, rules and browser tests inside
 * `firebase emulators:exec` (fresh emulator data, nothing imported), and closes with one line:
 * 'N passed, N failed' and, when anything failed, what: a test, a stage that failed before its
 * tests ran, or a suite that never ran. Every Node process of the run carries
 * scripts/stack/net-guard.cjs: a connection to anything but 127.0.0.1 is refused and fails the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { resolveBrowser } from '../stack/browser';
import { CALENDAR_STANDIN_URL } from '../standins/calendar-standin';
import { startCustomerHookInbox } from '../standins/customer-hook-inbox';
import { EMULATORS, OFFLINE_ENV, ROOT, emulatorPorts, localConfigArgs } from '../stack/local-stack';
import { emulatorSetup, firebase, type EmulatorSetup } from '../stack/emulators';
import { ensureFunctionsEnvLocal, testRunFunctionsEnv } from '../stack/functions-env';
import { RUN_MARK, STOP_SIGNALS, freePort, stopRun, takenPorts } from '../stack/processes';
import { SITE_BUILDER_URL } from '../site/site-builder';
import { STANDIN_PORT } from '../standins/stripe-standin';
import { RESULTS_DIR, SELECTION_ENV, closingLine, expectedSuites, recordEmulatorSuiteExit, recordFailure, recordOutboundCheck, resetResults, selectionOf, tally, vitestReport } from './test-results';

const selection = selectionOf(process.argv.slice(2));
const expected = expectedSuites(selection);
resetResults();
const outboundLog = join(RESULTS_DIR, 'outbound.log');
// Every process this run starts carries its mark, so that however the run ends none outlives it.
const runId = randomUUID();
// The emulators' files of this run alone: the Storage emulator keeps its blobs under os.tmpdir().
const runTmp = mkdtempSync(join(tmpdir(), 'blast-test-'));
Object.assign(process.env, OFFLINE_ENV, {
  [RUN_MARK]: runId,
  BLAST_NET_GUARD_LOG: outboundLog,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require "${join(ROOT, 'scripts', 'stack', 'net-guard.cjs')}"`.trim(),
});

/** The emulator setup with its own temp folder: two runs side by side never share the Storage emulator's files. */
const withTmpdir = (setup: EmulatorSetup, dir: string): EmulatorSetup => ({ ...setup, env: { ...setup.env, TMPDIR: dir } });

/** A stage's end: a failure is recorded under `what`. Answers whether it passed. */
function stageEnded(what: string, status: number | null): boolean {
  if (status !== 0) recordFailure(what.replace(/\W+/g, '-'), `${what} failed (exit ${status})`);
  return status === 0;
}

/** Runs a stage; a failure is recorded under `what`. */
function run(what: string, command: string, args: string[]): boolean {
  return stageEnded(what, spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status);
}

/**
 * Runs stages side by side (each reads the tree and writes nothing the others read), each one's
 * output held and printed whole when it ends, so that the log reads stage by stage; a failure is
 * recorded under its `what`. Answers which passed.
 */
async function runSideBySide(stages: { what: string; command: string; args: string[] }[]): Promise<boolean[]> {
  return Promise.all(
    stages.map(
      ({ what, command, args }) =>
        new Promise<boolean>((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          const done = (status: number | null) => {
            process.stdout.write(`\n── ${what} (${Math.round((Date.now() - started) / 1000)} s) ──\n${Buffer.concat(output).toString()}`);
            resolve(stageEnded(what, status));
          };
          child.once('close', done);
          child.once('error', () => child.removeAllListeners('close') && done(1));
        }),
    ),
  );
}

/** Stops whatever of this run still runs (a crashed emulator suite leaves its Java emulator, workers and tests) and drops its files. */
async function cleanUp(): Promise<void> {
  const left = await stopRun(runId);
  if (left.length > 0) console.error(`Stopped ${left.length} processes the run left running:\n  ${left.join('\n  ')}`);
  rmSync(runTmp, { recursive: true, force: true });
}

async function finish(): Promise<never> {
  await cleanUp();
  recordOutboundCheck(outboundLog);
  const result = tally(expected);
  if (result.failures.length > 0) console.error(`\nWhat failed:\n  ${result.failures.join('\n  ')}`);
  console.log(`\n${closingLine(result)}`);
  process.exit(result.failed === 0 ? 0 : 1);
}

for (const signal of STOP_SIGNALS) process.on(signal, () => void cleanUp().then(() => process.exit(130)));

// The ports first, so that a taken one is named at once; the build and the unit tests still run.
const taken = await takenPorts([
  ...emulatorPorts(),
  { port: STANDIN_PORT, what: 'the local Stripe stand-in' },
  { port: Number(CALENDAR_STANDIN_URL.port), what: 'the local calendar stand-in' },
  { port: Number(SITE_BUILDER_URL.port), what: 'the local site builder' },
]);
for (const port of taken) {
  console.error(`The emulator suite cannot start: ${port}`);
  recordFailure(`port-${port.split(' ')[1]}`, `the emulator suite cannot start: ${port}`);
}

if (!run('the build', 'npm', ['run', 'build'])) await finish();
if (selection) {
  process.env[SELECTION_ENV] = JSON.stringify(selection);
  console.log(`Only ${[...selection.integration, ...selection.browser].join(', ')}: no type check, lint or unit tests.`);
} else {
  // Two single-threaded readers of the tree, side by side on two cores: about a minute saved.
  const [typed] = await runSideBySide([
    { what: 'the type check', command: 'npm', args: ['run', 'typecheck'] },
    { what: 'the lint (layering and code rules, eslint.config.js)', command: 'npm', args: ['run', 'lint'] },
  ]);
  if (!typed) await finish();
  // Then the unit tests alone: their workers take both cores.
  spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...vitestReport('unit')], { cwd: ROOT, stdio: 'inherit' });
}
if (taken.length > 0) await finish();

try {
  const browser = await resolveBrowser();
  process.env.CHROME_PATH = browser.path;
  console.log(`Browser tests in ${browser.path} (${browser.from})`);
} catch (err) {
  recordFailure('browser', `no Chromium for the browser tests: ${(err as Error).message}`);
}

// The run's own lead-hook receiver port, free now: the functions of this run post leads there
// (their settings come from a folder of the run's own), so a running `npm start` or
// `npm run hooks:inbox` on 5055 is neither in the way nor sent the tests' leads.
const hooksPort = await freePort();
process.env.BLAST_HOOKS_PORT = String(hooksPort);
const functionsConfigDir = join(ROOT, '.firebase-local', 'test-functions-config');
rmSync(functionsConfigDir, { recursive: true, force: true });
mkdirSync(functionsConfigDir, { recursive: true });
ensureFunctionsEnvLocal(); // the secrets: functions/.secret.local, shared with npm start
// The hooks on this run's port as LOCAL_LEAD_HOOK_*_URL (see testRunFunctionsEnv): the hooks are
// secrets, and the emulator reads secrets from the shared functions/.secret.local only.
// The customer hook answers 200 unless a test plays it down (scripts/standins/customer-hook-inbox.ts).
const customerHook = await startCustomerHookInbox(0);
customerHook.unref();
const customerHookPort = (customerHook.address() as AddressInfo).port;
process.env.BLAST_CUSTOMER_HOOK_PORT = String(customerHookPort);
writeFileSync(join(functionsConfigDir, '.env.local'), testRunFunctionsEnv(hooksPort, customerHookPort));

const suite = firebase(
  [
    'emulators:exec',
    ...localConfigArgs({ file: 'firebase.test.json', functionsConfigDir }),
    '--only',
    EMULATORS,
    '--log-verbosity',
    'QUIET',
    'npx tsx scripts/testing/test-in-emulators.ts',
  ],
  withTmpdir(emulatorSetup(), runTmp),
);
suite.on('exit', (code) => {
  recordEmulatorSuiteExit(code, expected);
  void finish();
});
