import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUITES, closingLine, expectedSuites, recordEmulatorSuiteExit, recordFailure, selectionOf, tally } from '../test-results';

describe('npm test -- FILE...', () => {
  it('runs every suite when no file is named', () => {
    expect(selectionOf([])).toBeUndefined();
    expect(expectedSuites(undefined)).toEqual([...SUITES]);
  });

  it('splits the named files between the API tests and the browser tests, and expects only their reports', () => {
    const selection = selectionOf(['test/payments.test.ts', './e2e/admin.spec.ts']);
    expect(selection).toEqual({ integration: ['test/payments.test.ts'], browser: ['./e2e/admin.spec.ts'] });
    expect(expectedSuites(selection).map((suite) => suite.report)).toEqual(['integration.vitest.json', 'browser.playwright.json']);
    expect(expectedSuites(selectionOf(['e2e/admin.spec.ts'])).map((suite) => suite.report)).toEqual(['browser.playwright.json']);
  });

  it('refuses a file that is not a test of the emulator suite, naming it', () => {
    expect(() => selectionOf(['functions/src/config.test.ts'])).toThrow('not functions/src/config.test.ts');
  });
});

describe('the closing line', () => {
  it('names the first five failures and counts the rest', () => {
    const failures = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(closingLine({ passed: 3, failed: 7, failures })).toBe('3 passed, 7 failed: a; b; c; d; e; and 2 more (listed above)');
    expect(closingLine({ passed: 3, failed: 0, failures: [] })).toBe('3 passed, 0 failed');
  });
});

describe('adding up a run', () => {
  // A folder of the test's own: the run's results folder may belong to an `npm test` under way.
  let dir: string;
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'blast-results-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, report: unknown) => writeFileSync(join(dir, name), JSON.stringify(report));
  const vitest = (passed: number, failed: string[] = []) => ({
    numPassedTests: passed,
    numFailedTests: failed.length,
    testResults: [{ name: 'test/x.test.ts', status: failed.length > 0 ? 'failed' : 'passed', assertionResults: failed.map((fullName) => ({ fullName, status: 'failed', failureMessages: ['expected 1 to be 2'] })) }],
  });
  const playwright = (expected: number) => ({ stats: { expected, unexpected: 0, flaky: 0 }, suites: [], errors: [] });
  const integrationOnly = expectedSuites(selectionOf(['test/leads.test.ts']));

  it('counts every suite\'s tests, and a run where all passed closes with no failure', () => {
    write('unit.vitest.json', vitest(5));
    write('integration.vitest.json', vitest(3));
    write('browser.playwright.json', playwright(2));
    expect(closingLine(tally(SUITES, dir))).toBe('10 passed, 0 failed');
  });

  it('counts a stage that failed before its tests ran (the build) as a failure, named', () => {
    write('unit.vitest.json', vitest(5));
    recordFailure('the-build', 'the build failed (exit 2)', dir);
    const result = tally(expectedSuites(undefined).slice(0, 1), dir);
    expect(result).toEqual({ passed: 5, failed: 1, failures: ['the build failed (exit 2)'] });
    expect(closingLine(result)).toBe('5 passed, 1 failed: the build failed (exit 2)');
  });

  it('counts a suite that left no report as failed, naming it, though every test that ran passed', () => {
    write('unit.vitest.json', vitest(57));
    const result = tally(SUITES, dir);
    expect(result.failed).toBe(2);
    expect(closingLine(result)).toBe('57 passed, 2 failed: the API and rules tests did not run; the browser tests did not run');
  });

  it('counts an emulator suite that exited non-zero without starting its tests: its own failure and its missing report', () => {
    // A port taken: firebase emulators:exec exits 1 before any test runs.
    recordEmulatorSuiteExit(1, integrationOnly, dir);
    expect(closingLine(tally(integrationOnly, dir))).toBe('0 passed, 2 failed: the emulator suite failed (exit 1): see its log above; the API and rules tests did not run');
  });

  it('adds no failure of the suite\'s own when its failing tests explain its exit, and none when it passed', () => {
    write('integration.vitest.json', vitest(3, ['leads > is delivered']));
    recordEmulatorSuiteExit(1, integrationOnly, dir);
    expect(closingLine(tally(integrationOnly, dir))).toBe('3 passed, 1 failed: leads > is delivered (expected 1 to be 2)');

    rmSync(join(dir, 'integration.vitest.json'));
    write('integration.vitest.json', vitest(4));
    recordEmulatorSuiteExit(0, integrationOnly, dir);
    expect(tally(integrationOnly, dir).failed).toBe(0);
  });

  it('counts an emulator suite that exited non-zero though its report shows nothing failed (a step after its tests)', () => {
    write('integration.vitest.json', vitest(4));
    recordEmulatorSuiteExit(null, integrationOnly, dir);
    expect(closingLine(tally(integrationOnly, dir))).toBe('4 passed, 1 failed: the emulator suite failed (exit null): see its log above');
  });

  it('counts a test file that failed before any of its tests ran', () => {
    write('integration.vitest.json', { numPassedTests: 0, numFailedTests: 0, testResults: [{ name: join(process.cwd(), 'test/leads.test.ts'), status: 'failed', message: 'BLAST_HOOKS_PORT is not set\nat ...', assertionResults: [] }] });
    expect(closingLine(tally(integrationOnly, dir))).toBe('0 passed, 1 failed: test/leads.test.ts: BLAST_HOOKS_PORT is not set');
  });
});
