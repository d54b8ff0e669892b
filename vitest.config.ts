import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['catalog/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Some import the whole app afresh (settings read at load): slow on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // Against the emulator suite: run by scripts/testing/test.ts inside `firebase emulators:exec`.
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // A bound for a hang, not a speed check (the benches measure speed). On a quiet machine no
          // test without a timeout of its own takes 10 s; with a second `npm test` beside it on two
          // cores (load average 13) a few took over 30 s: every request crosses the emulators.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
