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
        // Against the emulator suite: run by scripts/test.ts inside `firebase emulators:exec`.
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
