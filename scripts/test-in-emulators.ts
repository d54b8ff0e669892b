/** Runs inside `firebase emulators:exec`: seeds, then the API and rules tests, then the browser tests. */
import { spawnSync } from 'node:child_process';
import { ROOT } from './local-stack';
import { seed } from './seed';
import { PLAYWRIGHT_REPORT, vitestReport } from './test-results';

await seed();

const suites: [string, string[], NodeJS.ProcessEnv?][] = [
  ['API and rules tests', ['vitest', 'run', '--project', 'integration', ...vitestReport('integration')]],
  [
    'browser tests',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
  ],
];
const failed = suites.filter(
  ([, args, env]) => spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status !== 0,
);
for (const [name] of failed) console.error(`${name} failed`);
process.exit(failed.length === 0 ? 0 : 1);
