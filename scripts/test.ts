/**
 * `npm test`: builds, runs the unit tests, then the API, rules and browser tests inside
 * `firebase emulators:exec` (fresh emulator data, nothing imported), and closes with one line:
 * 'N passed, N failed'.
 */
import { spawnSync } from 'node:child_process';
import { EMULATORS, ROOT, emulatorSetup, ensureFunctionsEnvLocal, firebase } from './local-stack';
import { resetResults, tally, vitestReport } from './test-results';

function run(command: string, args: string[]): boolean {
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) console.error(`\n${command} ${args.join(' ')} failed (exit ${status})`);
  return status === 0;
}

function finish(ok: boolean): never {
  const { passed, failed } = tally();
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

resetResults();
if (!run('npm', ['run', 'build']) || !run('npm', ['run', 'typecheck'])) finish(false);
const unitOk = run('npx', ['vitest', 'run', '--project', 'unit', ...vitestReport('unit')]);

ensureFunctionsEnvLocal();
const suite = firebase(
  ['emulators:exec', '--only', EMULATORS, '--log-verbosity', 'QUIET', 'npx tsx scripts/test-in-emulators.ts'],
  emulatorSetup(),
);
suite.on('exit', (code) => finish(unitOk && code === 0));
