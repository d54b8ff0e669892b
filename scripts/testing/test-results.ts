/** Each suite writes a JSON report here; the last step adds them up into one closing line. */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../stack/local-stack';

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

/** The suites of a full run, by their report: a suite without one did not run, and counts as failed. */
export const SUITES = [
  { report: 'unit.vitest.json', name: 'the unit tests' },
  { report: 'integration.vitest.json', name: 'the API and rules tests' },
  { report: 'browser.playwright.json', name: 'the browser tests' },
] as const;

/**
 * `npm test -- FILE...` runs only the named test files (test/*.test.ts against the emulators,
 * e2e/*.spec.ts in the browser), after the build and with no unit tests: a quick turn while
 * working on one area. A full run names none.
 */
export interface Selection {
  integration: string[];
  browser: string[];
}

export function selectionOf(args: string[]): Selection | undefined {
  const files = args.filter((arg) => !arg.startsWith('-'));
  if (files.length === 0) return undefined;
  const unknown = files.filter((file) => !/^(\.\/)?(test\/.+\.test\.ts|e2e\/.+\.spec\.ts)$/.test(file));
  if (unknown.length > 0) throw new Error(`npm test -- FILE... takes test/*.test.ts and e2e/*.spec.ts files; not ${unknown.join(', ')}`);
  return {
    integration: files.filter((file) => /\.test\.ts$/.test(file)),
    browser: files.filter((file) => /\.spec\.ts$/.test(file)),
  };
}

/** The env var that carries a selection from `npm test` to the run inside the emulator suite. */
export const SELECTION_ENV = 'BLAST_TEST_SELECTION';

/** The reports a run must leave: every suite's, or a selection's. */
export function expectedSuites(selection: Selection | undefined) {
  if (!selection) return [...SUITES];
  return SUITES.filter(
    (suite) => (suite.report.startsWith('integration') && selection.integration.length > 0) || (suite.report.startsWith('browser') && selection.browser.length > 0),
  );
}

export interface Tally {
  passed: number;
  failed: number;
  /** Each failure by name: a test's title, a check, or a stage or suite that did not run. */
  failures: string[];
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; ok: boolean; file: string; tests?: { results?: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const TERMINAL_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The first line of a failed test's first message, so that a log's tail says why, not only what. */
const reason = (messages: unknown): string => {
  const texts = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
  const line = texts.flatMap((text) => text.replace(TERMINAL_COLOURS, '').split('\n')).find((text) => text.trim() !== '') ?? '';
  return line === '' ? '' : ` (${line.trim().slice(0, 200)})`;
};

const failedSpecs = (suite: PlaywrightSuite, path: string[] = []): string[] => [
  ...(suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => `${[...path, spec.title].join(' > ')}${reason(spec.tests?.flatMap((test) => test.results ?? []).map((result) => result.error?.message ?? ''))}`),
  ...(suite.suites ?? []).flatMap((inner) => failedSpecs(inner, [...path, inner.title])),
];

/**
 * A failure outside any suite's report: a stage that failed before its tests ran (the build, the
 * emulator suite), named for the closing line.
 */
export function recordFailure(id: string, what: string, dir = RESULTS_DIR): void {
  writeFileSync(join(dir, `${id}.check.json`), JSON.stringify({ passed: 0, failed: 1, failures: [what] }));
}

/** Passed and failed tests over every report written so far; an expected suite with no report is one failure. */
export function tally(expected: readonly { report: string; name: string }[] = SUITES, dir = RESULTS_DIR): Tally {
  const result: Tally = { passed: 0, failed: 0, failures: [] };
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  for (const file of files) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (file.endsWith('.check.json')) {
      result.passed += report.passed;
      result.failed += report.failed;
      result.failures.push(...(report.failures ?? []));
    } else if (file.endsWith('.vitest.json')) {
      result.passed += report.numPassedTests;
      result.failed += report.numFailedTests;
      for (const testFile of report.testResults ?? []) {
        const failedTests = (testFile.assertionResults ?? []).filter((test: { status: string }) => test.status === 'failed');
        result.failures.push(...failedTests.map((test: { fullName: string; failureMessages?: unknown }) => `${test.fullName}${reason(test.failureMessages)}`));
        // A file that failed before any of its tests ran (an import error, a failed beforeAll).
        if (testFile.status === 'failed' && failedTests.length === 0) {
          result.failed += 1;
          result.failures.push(`${relative(ROOT, testFile.name)}: ${String(testFile.message ?? 'failed').split('\n')[0]}`);
        }
      }
    } else {
      result.passed += report.stats.expected;
      result.failed += report.stats.unexpected + report.stats.flaky;
      result.failures.push(...(report.suites ?? []).flatMap((suite: PlaywrightSuite) => failedSpecs(suite)));
      for (const error of report.errors ?? []) {
        result.failed += 1;
        result.failures.push(`the browser tests: ${String(error.message ?? error).split('\n')[0]}`);
      }
    }
  }
  for (const suite of expected) {
    if (files.includes(suite.report)) continue;
    result.failed += 1;
    result.failures.push(`${suite.name} did not run`);
  }
  return result;
}

/**
 * After the emulator suite exits: a non-zero exit that no failed test explains (a report is
 * missing, or none failed: the emulators did not start, the seed failed) is the suite's own
 * failure, recorded so that the closing line counts and names it.
 */
export function recordEmulatorSuiteExit(code: number | null, expected: readonly { report: string; name: string }[], dir = RESULTS_DIR): void {
  if (code === 0) return;
  const reports = expected.filter((suite) => !suite.report.startsWith('unit')).map((suite) => join(dir, suite.report));
  if (!reports.every((report) => existsSync(report)) || tally(expected, dir).failed === 0) {
    recordFailure('0-emulator-suite', `the emulator suite failed (exit ${code}): see its log above`, dir);
  }
}

/** The run's last line: the counts, and what failed, so a reader finds it at the end. */
export function closingLine({ passed, failed, failures }: Tally): string {
  const counts = `${passed} passed, ${failed} failed`;
  if (failures.length === 0) return counts;
  const shown = failures.slice(0, 5).join('; ');
  return `${counts}: ${shown}${failures.length > 5 ? `; and ${failures.length - 5} more (listed above)` : ''}`;
}

/**
 * The run's one check of its own: what scripts/stack/net-guard.cjs refused (any connection beyond
 * 127.0.0.1 by any process of the run) is printed, and fails the run.
 */
export function recordOutboundCheck(logPath: string): void {
  const entries = existsSync(logPath) ? readFileSync(logPath, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { process: string; kind: string; target: string; stack: string[] }) : [];
  for (const entry of entries) console.error(`\nOutbound ${entry.kind} to ${entry.target} refused, from ${entry.process}:\n  ${entry.stack.join('\n  ')}`);
  console.log(entries.length === 0 ? '\nNothing beyond 127.0.0.1 was contacted.' : `\n${entries.length} outbound attempt(s) beyond 127.0.0.1: the run fails.`);
  const failures = entries.length === 0 ? [] : [`${entries.length} connection(s) beyond 127.0.0.1, first ${entries[0].kind} to ${entries[0].target} from ${entries[0].process}`];
  writeFileSync(join(RESULTS_DIR, 'outbound.check.json'), JSON.stringify({ passed: entries.length === 0 ? 1 : 0, failed: failures.length, failures }));
}
