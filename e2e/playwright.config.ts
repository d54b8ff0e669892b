import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS } from '../test/support/local-stack';

/**
 * The Chromium that scripts/testing/test.ts resolved (scripts/stack/browser.ts: CHROME_PATH, the system's, or
 * the npm package's; never a download), with the flags that keep it off the network.
 */
if (!process.env.CHROME_PATH) throw new Error('CHROME_PATH is not set: run the browser tests through `npm test`');
export default defineConfig({
  testDir: '.',
  outputDir: '../.firebase-local/playwright',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:5000',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [...CHROME_FLAGS],
    },
  },
});
