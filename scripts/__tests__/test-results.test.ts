import { describe, expect, it } from 'vitest';
import { SUITES, closingLine, expectedSuites, selectionOf } from '../test-results';

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
