/** Runs inside `firebase emulators:exec`: seeds, then the API and rules tests, then the browser tests. */
import { spawn } from 'node:child_process';
import { ROOT, SITE_URL } from '../stack/local-stack';
import { ensureFunctionsEnvLocal } from '../stack/functions-env';
import { seed } from '../stack/seed';
import { startCalendarStandIn } from '../standins/calendar-standin';
import { startSiteBuilder } from '../site/site-builder';
import { startStripeStandIn } from '../standins/stripe-standin';
import { PLAYWRIGHT_REPORT, SELECTION_ENV, type Selection, vitestReport } from './test-results';

await seed();
// The local Stripe and calendar stand-ins run in this process: the suites below are spawned without blocking them.
const standIn = await startStripeStandIn({ webhookUrl: `${SITE_URL}/api/webhooks/stripe`, webhookSecret: ensureFunctionsEnvLocal().STRIPE_WEBHOOK_SECRET });
const calendar = await startCalendarStandIn();
const siteBuilder = await startSiteBuilder();

// `npm test -- FILE...` passes the files it names (scripts/testing/test-results.ts, selectionOf).
const selection = process.env[SELECTION_ENV] ? (JSON.parse(process.env[SELECTION_ENV]) as Selection) : undefined;
const suites: [string, string[], NodeJS.ProcessEnv?][] = [];
if (!selection || selection.integration.length > 0) {
  suites.push(['API and rules tests', ['vitest', 'run', '--project', 'integration', ...vitestReport('integration'), ...(selection?.integration ?? [])]]);
}
if (!selection || selection.browser.length > 0) {
  suites.push([
    'browser tests',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json', ...(selection?.browser ?? [])],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
  ]);
}
const run = (args: string[], env?: NodeJS.ProcessEnv) =>
  new Promise<number>((resolve) => {
    const child = spawn('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
const failed: string[] = [];
for (const [name, args, env] of suites) if ((await run(args, env)) !== 0) failed.push(name);
for (const name of failed) console.error(`${name} failed`);
standIn.close();
calendar.close();
siteBuilder.close();
process.exit(failed.length === 0 ? 0 : 1);
