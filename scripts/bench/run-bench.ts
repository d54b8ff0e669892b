import { spawnSync } from 'node:child_process';
import { EMULATORS, ROOT, SITE_URL, localConfigArgs } from '../stack/local-stack';
import { emulatorSetup, firebase } from '../stack/emulators';
import { ensureFunctionsEnvLocal } from '../stack/functions-env';

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
