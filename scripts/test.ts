/**
 * `npm test`: builds, runs the unit tests, then the API, rules and browser tests inside
 * `firebase emulators:exec` (fresh emulator data, nothing imported), and closes with one line:
 * 'N passed, N failed'. Every Node process of the run carries scripts/net-guard.cjs: a connection
 * to anything but 127.0.0.1 is refused and fails the run (one more check in the count).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { EMULATORS, OFFLINE_ENV, ROOT, emulatorSetup, ensureFunctionsEnvLocal, firebase } from './local-stack';
import { RESULTS_DIR, recordOutboundCheck, resetResults, tally, vitestReport } from './test-results';

resetResults();
const outboundLog = join(RESULTS_DIR, 'outbound.log');
Object.assign(process.env, OFFLINE_ENV, {
  BLAST_NET_GUARD_LOG: outboundLog,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require "${join(ROOT, 'scripts', 'net-guard.cjs')}"`.trim(),
});

function run(command: string, args: string[]): boolean {
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) console.error(`\n${command} ${args.join(' ')} failed (exit ${status})`);
  return status === 0;
}

function finish(ok: boolean): never {
  recordOutboundCheck(outboundLog);
  const { passed, failed } = tally();
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

if (!run('npm', ['run', 'build']) || !run('npm', ['run', 'typecheck'])) finish(false);
const unitOk = run('npx', ['vitest', 'run', '--project', 'unit', ...vitestReport('unit')]);

ensureFunctionsEnvLocal();
const suite = firebase(
  ['emulators:exec', '--only', EMULATORS, '--log-verbosity', 'QUIET', 'npx tsx scripts/test-in-emulators.ts'],
  emulatorSetup(),
);
suite.on('exit', (code) => finish(unitOk && code === 0));
