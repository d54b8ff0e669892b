/** Each suite writes a JSON report here; the last step adds them up into one closing line. */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './local-stack';

export const RESULTS_DIR = join(ROOT, '.firebase-local', 'test-results');
export const PLAYWRIGHT_REPORT = join(RESULTS_DIR, 'browser.playwright.json');

export function resetResults(): void {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
}

/** vitest's arguments for a report named after the suite. */
export const vitestReport = (suite: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(RESULTS_DIR, `${suite}.vitest.json`)}`,
];

/** Passed and failed tests over every report written so far. */
export function tally(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const files = existsSync(RESULTS_DIR) ? readdirSync(RESULTS_DIR).filter((f) => f.endsWith('.json')) : [];
  for (const file of files) {
    const report = JSON.parse(readFileSync(join(RESULTS_DIR, file), 'utf8'));
    if (file.endsWith('.check.json')) {
      passed += report.passed;
      failed += report.failed;
    } else if (file.endsWith('.vitest.json')) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } else {
      passed += report.stats.expected;
      failed += report.stats.unexpected + report.stats.flaky;
    }
  }
  return { passed, failed };
}

/**
 * The run's one check of its own: what scripts/net-guard.cjs refused (any connection beyond
 * 127.0.0.1 by any process of the run) is printed, and fails the run.
 */
export function recordOutboundCheck(logPath: string): void {
  const entries = existsSync(logPath) ? readFileSync(logPath, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { process: string; kind: string; target: string; stack: string[] }) : [];
  for (const entry of entries) console.error(`\nOutbound ${entry.kind} to ${entry.target} refused, from ${entry.process}:\n  ${entry.stack.join('\n  ')}`);
  console.log(entries.length === 0 ? '\nNothing beyond 127.0.0.1 was contacted.' : `\n${entries.length} outbound attempt(s) beyond 127.0.0.1: the run fails.`);
  writeFileSync(join(RESULTS_DIR, 'outbound.check.json'), JSON.stringify({ passed: entries.length === 0 ? 1 : 0, failed: entries.length === 0 ? 0 : 1 }));
}
